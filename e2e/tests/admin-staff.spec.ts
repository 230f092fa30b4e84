import { DEMO_STAFF, signInStaff } from '../support/admin.js';
import { expect, test } from '../support/fixtures.js';

test('the admin adds a staff member, edits them and sees both changes in the audit log', async ({ page }) => {
  await signInStaff(page, DEMO_STAFF.admin, '/haldus/tootajad');
  await expect(page.getByRole('heading', { name: 'Töötajad' })).toBeVisible();
  const email = `kadri-${Date.now()}@kodumasinad.test`;

  await page.getByRole('button', { name: 'Lisa töötaja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisa töötaja' });
  await expect(dialog.getByLabel('E-post')).toBeFocused();
  // The contract's rules before anything is sent, and the server's 422 on its field.
  await dialog.getByRole('button', { name: 'Lisa töötaja' }).click();
  await expect(dialog.getByLabel('Roll')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('E-post').fill(DEMO_STAFF.sales.email);
  await dialog.getByLabel('Nimi').fill('Kadri Kask');
  await dialog.getByLabel('Roll').selectOption({ label: 'Müük' });
  await dialog.getByLabel('Salasõna').fill('Turvaline123!');
  await dialog.getByRole('button', { name: 'Lisa töötaja' }).click();
  await expect(dialog.getByText('Selle e-postiga töötaja on juba olemas.')).toBeVisible();
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByRole('button', { name: 'Lisa töötaja' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Töötaja on lisatud.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Otsi nime või e-posti järgi' }).fill(email);
  await page.getByRole('button', { name: 'Otsi', exact: true }).click();
  await expect(page).toHaveURL(/q=kadri-/);
  const row = page.getByTestId('admin-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kadri Kask');
  await expect(row).toContainText('Sidumata');

  await row.getByRole('button', { name: 'Muuda Kadri Kask' }).click();
  const edit = page.getByRole('dialog', { name: 'Muuda töötajat' });
  await edit.getByLabel('Roll').selectOption({ label: 'Sisu' });
  await edit.getByRole('button', { name: 'Salvesta' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Sisu');

  await page
    .getByRole('navigation', { name: 'Halduse menüü' })
    .getByRole('link', { name: 'Auditilogi' })
    .click();
  await expect(page.getByRole('heading', { name: 'Auditilogi' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tegevus' }).fill('staff.update');
  await page.getByRole('button', { name: 'Rakenda' }).click();
  await expect(page).toHaveURL(/action=staff.update/);
  const entry = page.getByTestId('admin-table-row').first();
  await expect(entry).toContainText('staff.update');
  await entry.getByRole('button', { name: /Näita/ }).click();
  const diff = page.getByTestId('audit-diff').first();
  await expect(diff).toContainText('Muudetud välju: 1');
  const changed = diff.locator('tr[data-changed]');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('Roll');
  // The roles' labels, the recorded codes in the title.
  await expect(changed.getByText('Müük')).toHaveAttribute('title', 'sales');
  await expect(changed.getByText('Sisu')).toHaveAttribute('title', 'content');

  // The creation is there too, with no values before.
  await page.getByRole('combobox', { name: 'Tegevus' }).fill('staff.create');
  await page.getByRole('button', { name: 'Rakenda' }).click();
  const created = page.getByTestId('admin-table-row').first();
  await created.getByRole('button', { name: /Näita/ }).click();
  await expect(page.getByTestId('audit-diff').first()).toContainText(email);
  await expect(page.getByTestId('audit-diff').first()).toContainText('Loodud');

  // The admin's own sign-in is in the log too (decision 052), with the address it came from.
  await page.getByRole('combobox', { name: 'Tegevus' }).fill('sign_in.success');
  await page.getByRole('button', { name: 'Rakenda' }).click();
  await expect(page).toHaveURL(/action=sign_in.success/);
  const signIn = page.getByTestId('admin-table-row').first();
  await expect(signIn).toContainText('Kadri Haldur');
  await expect(signIn.getByText('Sisselogimine', { exact: true })).toHaveAttribute(
    'title',
    'sign_in.success',
  );
  await expect(signIn).toContainText('127.0.0.1');
});
