import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env.js';

/**
 * Every back-office screen an admin sees, with the dialogs and open parts each has, for the
 * back-office's axe scan, sideways-scroll check and screenshots. `check` runs on each settled
 * state under a name such as "/haldus/tootajad: Lisa töötaja dialog".
 */
export type Check = (name: string) => Promise<void>;

const rows = (page: Page) => page.getByTestId('admin-table-row');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens the first row's first link of the list at `path` and returns the detail's address. */
async function firstDetail(page: Page, path: string): Promise<string | null> {
  await open(page, path);
  const link = rows(page).first().getByRole('link').first();
  if ((await link.count()) === 0) return null;
  await link.click();
  await expect(page).not.toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

/** A message in the feedback inbox, straight in the e2e database (the seed has none). */
export function ensureFeedback(): void {
  const db = new Database(join(E2E_DATA_DIR, 'kodumasinad.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(`insert into feedback (name, email, phone, message, created_at) values (?, ?, ?, ?, ?)`).run(
      'Mari Maasikas',
      'mari@e2e.test',
      '+372 5555 1234',
      'Kas pesumasinaid saab järelmaksuga?',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

function statement(): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>A11Y-${Date.now()}</MsgId><CreDtTm>2026-03-06T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>A11Y-STMT</Id>
      <CreDtTm>2026-03-06T08:00:00</CreDtTm>
      <Acct><Id><IBAN>EE302200221012345671</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <Amt Ccy="EUR">12.34</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-05</Dt></BookgDt>
        <AcctSvcrRef>A11Y${Date.now()}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>Tundmatu Maksja OÜ</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>Arve tasumine ilma viiteta</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`);
}

/** Opens a dialog with `opener`, checks it, closes it with Escape. */
async function withDialog(page: Page, opener: () => Promise<void>, name: string, check: Check) {
  await opener();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog.first()).toBeVisible();
  await check(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Walks every back-office screen of a signed-in admin at the page's current size. */
export async function walkAdminScreens(page: Page, check: Check): Promise<void> {
  const visit = async (path: string) => {
    await open(page, path);
    await check(path);
  };

  await visit('/haldus');
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole('button', { name: 'Menüü' }).click();
    await expect(page.getByRole('navigation', { name: 'Halduse menüü' })).toBeVisible();
    await check('/haldus: phone menu open');
  }

  await visit('/haldus/kliendid');
  const client = await firstDetail(page, '/haldus/kliendid');
  if (client) await check(`${client} (form and users)`);
  await visit('/haldus/kliendid/uus');

  await visit('/haldus/tellimused');
  const order = await firstDetail(page, '/haldus/tellimused?status=open');
  if (order) {
    await check(order);
    const cancel = page.getByTestId('order-cancel');
    if (await cancel.isVisible())
      await withDialog(page, () => cancel.click(), `${order}: cancel dialog`, check);
  }

  await visit('/haldus/arved');
  const invoice = await firstDetail(page, '/haldus/arved');
  if (invoice) await check(invoice);
  await visit('/haldus/arved/import');
  await page.getByLabel('Pangaväljavõte (camt.053 XML)').setInputFiles({
    name: 'valjavote.xml',
    mimeType: 'application/xml',
    buffer: statement(),
  });
  await expect(page.getByTestId('statement-lines')).toBeVisible();
  await check('/haldus/arved/import: statement lines');

  await visit('/haldus/import');
  await page.getByLabel(/Tarnija fail/).setInputFiles({
    name: 'tarnija.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Kood;Nimetus;Hind\r\nA11Y-1;Testtoode;100,00\r\n', 'utf8'),
  });
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  await check('/haldus/import: mapping');

  await visit('/haldus/sisu/lehed');
  const contentPage = await firstDetail(page, '/haldus/sisu/lehed');
  if (contentPage) {
    await check(contentPage);
    await withDialog(
      page,
      () => page.getByRole('button', { name: 'Kustuta' }).click(),
      `${contentPage}: delete confirmation`,
      check,
    );
  }
  await visit('/haldus/sisu/lehed/uus');
  await visit('/haldus/sisu/uudised');
  const news = await firstDetail(page, '/haldus/sisu/uudised');
  if (news) await check(news);
  await visit('/haldus/sisu/uudised/uus');
  await visit('/haldus/sisu/menuu');
  await visit('/haldus/sisu/jalus');
  await visit('/haldus/sisu/kontaktid');

  await visit('/haldus/kategooriad');
  await withDialog(
    page,
    () =>
      page
        .getByTestId('category-table')
        .getByRole('button', { name: /^Muuda/ })
        .nth(1)
        .click(),
    '/haldus/kategooriad: edit dialog',
    check,
  );
  await visit('/haldus/kaubamargid');
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Lisa kaubamärk' }).click(),
    '/haldus/kaubamargid: add dialog',
    check,
  );
  await visit('/haldus/omadused');
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Lisa omadus' }).click(),
    '/haldus/omadused: add dialog',
    check,
  );

  await visit('/haldus/tagasiside');
  const feedback = await firstDetail(page, '/haldus/tagasiside');
  if (feedback) await check(feedback);

  await visit('/haldus/tootajad');
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Lisa töötaja' }).click(),
    '/haldus/tootajad: add dialog',
    check,
  );
  await withDialog(
    page,
    () =>
      rows(page)
        .first()
        .getByRole('button', { name: /^Muuda/ })
        .click(),
    '/haldus/tootajad: edit dialog',
    check,
  );
  const reset = page.getByRole('button', { name: /^Lähtesta autentimisrakendus/ }).first();
  if (await reset.isVisible())
    await withDialog(page, () => reset.click(), '/haldus/tootajad: reset dialog', check);

  await visit('/haldus/integratsioonid');
  await page.getByLabel('Nimi').fill('Axe ERP');
  await page.getByRole('checkbox', { name: /Tellimuste lugemine/ }).check();
  await page.getByRole('button', { name: 'Loo võti' }).click();
  await expect(page.getByTestId('new-integration-secret')).toBeVisible();
  await check('/haldus/integratsioonid: the new secret');
  await page.getByRole('button', { name: 'Olen võtme salvestanud' }).click();
  await withDialog(
    page,
    () =>
      page
        .getByRole('button', { name: /^Tühista võti/ })
        .first()
        .click(),
    '/haldus/integratsioonid: revoke confirmation',
    check,
  );

  await visit('/haldus/audit');
  const show = rows(page).first().getByRole('button', { name: /Näita/ });
  if (await show.isVisible()) {
    await show.click();
    await expect(page.getByTestId('audit-diff').first()).toBeVisible();
    await check('/haldus/audit: an entry open');
  }
  await visit('/haldus/olematu');
}
