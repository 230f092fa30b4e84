import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { walkCatalogScreens } from './admin-catalog-screens.js';
import { firstDetail, rows, visit as visitPath, withDialog, type Check } from './admin-screen-steps.js';
import { E2E_DATA_DIR } from './env.js';

/**
 * Every back-office screen an admin sees, with the dialogs and open parts each has, for the
 * back-office's axe scan, sideways-scroll check and screenshots. `check` runs on each settled
 * state under a name such as "/haldus/tootajad: Lisa töötaja dialog".
 */
export type { Check };

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

/** Walks every back-office screen of a signed-in admin at the page's current size. */
export async function walkAdminScreens(page: Page, check: Check): Promise<void> {
  const visit = (path: string) => visitPath(page, path, check);

  await visit('/haldus');
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole('button', { name: 'Menüü' }).click();
    await expect(page.getByRole('navigation', { name: 'Halduse menüü' })).toBeVisible();
    await check('/haldus: phone menu open');
  }

  await visit('/haldus/kliendid');
  const client = await firstDetail(page, '/haldus/kliendid');
  await check(`${client} (form and users)`);
  await visit('/haldus/kliendid/uus');

  await visit('/haldus/tellimused');
  const order = await firstDetail(page, '/haldus/tellimused?status=open');
  await check(order);
  // An open order can always be cancelled.
  await withDialog(page, () => page.getByTestId('order-cancel').click(), `${order}: cancel dialog`, check);

  await visit('/haldus/arved');
  const invoice = await firstDetail(page, '/haldus/arved');
  await check(invoice);
  await visit('/haldus/arved/import');
  await page.getByLabel('Pangaväljavõte (camt.053 XML)').setInputFiles({
    name: 'valjavote.xml',
    mimeType: 'application/xml',
    buffer: statement(),
  });
  await expect(page.getByTestId('statement-lines')).toBeVisible();
  await check('/haldus/arved/import: statement lines');

  await visit('/haldus/sisu/lehed');
  const contentPage = await firstDetail(page, '/haldus/sisu/lehed');
  await check(contentPage);
  await withDialog(
    page,
    () => page.getByRole('button', { name: 'Kustuta' }).click(),
    `${contentPage}: delete confirmation`,
    check,
  );
  await visit('/haldus/sisu/lehed/uus');
  await visit('/haldus/sisu/uudised');
  const news = await firstDetail(page, '/haldus/sisu/uudised');
  await check(news);
  await visit('/haldus/sisu/uudised/uus');
  await visit('/haldus/sisu/menuu');
  await visit('/haldus/sisu/jalus');
  await visit('/haldus/sisu/kontaktid');

  await walkCatalogScreens(page, check);

  await visit('/haldus/tagasiside');
  // ensureFeedback() put a message in the inbox.
  const feedback = await firstDetail(page, '/haldus/tagasiside');
  await check(feedback);

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
  // The demo staff have their authenticators enrolled, so each can be reset.
  await withDialog(
    page,
    () =>
      page
        .getByRole('button', { name: /^Lähtesta autentimisrakendus/ })
        .first()
        .click(),
    '/haldus/tootajad: reset dialog',
    check,
  );

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
  // The walk's own changes are in the log, and every entry opens its before and after.
  await rows(page).first().getByRole('button', { name: /Näita/ }).click();
  await expect(page.getByTestId('audit-diff').first()).toBeVisible();
  await check('/haldus/audit: an entry open');
  await visit('/haldus/olematu');
}
