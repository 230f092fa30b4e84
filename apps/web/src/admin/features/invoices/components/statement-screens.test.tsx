import type { StatementPreviewReply } from '@kodumasinad/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '../../../../test/admin-invoice-fixtures';
import { calls, json, stubFetch } from '../../../../test/fetch-stub';
import { renderAdmin, salesMe as me } from '../../../../test/render-admin';

/** "Impordi pangaväljavõte" and undoing a statement payment (decisions 048, 065). */
describe('Pangaväljavõte', () => {
  it('previews a statement and books it on Kinnita', async () => {
    const preview: StatementPreviewReply = {
      token: 'a'.repeat(32),
      filename: 'valjavote.xml',
      lines: [
        {
          line: 1,
          booking_date: '2026-03-05',
          amount: 84_000,
          currency: 'EUR',
          debtor: 'KODUMASIN OÜ',
          reference: '20260000425',
          text: '',
          status: 'matched',
          status_label: 'Seotud',
          invoice: { id: 7, number: 'A2026-000007', company: 'Kodumasin Pluss OÜ', outstanding: 84_000 },
          note: '',
        },
        {
          line: 2,
          booking_date: '2026-03-05',
          amount: 5_500,
          currency: 'EUR',
          debtor: 'Tundmatu Maksja AS',
          reference: '99999999999',
          text: '',
          status: 'unmatched',
          status_label: 'Sidumata',
          invoice: null,
          note: 'Viitenumber puudub või ei vasta ühelegi arvele.',
        },
      ],
      to_book: { count: 1, amount: 84_000 },
    };
    const fetch = stubFetch({
      'GET /api/admin/me': me,
      'POST /api/admin/bank-statements/preview': json(200, preview),
      [`POST /api/admin/bank-statements/${preview.token}/confirm`]: json(200, {
        booked: 1,
        amount: 84_000,
        skipped: 0,
        invoice_ids: [7],
      }),
    });
    renderAdmin('/haldus/arved/import');
    const input = await screen.findByLabelText('Pangaväljavõte (camt.053 XML)');
    await userEvent.upload(input, new File(['<Document/>'], 'valjavote.xml', { type: 'application/xml' }));
    const lines = await screen.findByTestId('statement-lines');
    expect(within(lines).getByText('Seotud')).toBeTruthy();
    expect(within(lines).getByText('Sidumata')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/bank-statements/preview')[0]?.body).toBeInstanceOf(FormData);
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    expect((await screen.findByTestId('statement-done')).textContent).toContain('Lisatud 1 makset');
    expect(
      JSON.parse(String(calls(fetch, `POST /api/admin/bank-statements/${preview.token}/confirm`)[0]?.body)),
    ).toEqual({ lines: [1, 2] });
  });

  it('lets lines be unticked, counts an over-payment at what the invoice owes, and sends the ticked ones', async () => {
    const line = (
      over: Partial<StatementPreviewReply['lines'][number]>,
    ): StatementPreviewReply['lines'][number] => ({
      line: 1,
      booking_date: '2026-03-05',
      amount: 8_400_000,
      currency: 'EUR',
      debtor: 'KODUMASIN OÜ',
      reference: '20260000425',
      text: '',
      status: 'partial',
      status_label: 'Osaliselt seotud',
      invoice: { id: 7, number: 'A2026-000007', company: 'Kodumasin Pluss OÜ', outstanding: 84_000 },
      note: 'Summa on suurem kui tasumata 840,00 €.',
      ...over,
    });
    const preview: StatementPreviewReply = {
      token: 'b'.repeat(32),
      filename: 'valjavote.xml',
      lines: [
        line({}),
        line({ line: 2, amount: 5_500, status: 'unmatched', status_label: 'Sidumata', invoice: null }),
        line({ line: 3, status: 'duplicate', status_label: 'Juba imporditud' }),
      ],
      to_book: { count: 1, amount: 84_000 },
    };
    const fetch = stubFetch({
      'GET /api/admin/me': me,
      'POST /api/admin/bank-statements/preview': json(200, preview),
      [`POST /api/admin/bank-statements/${preview.token}/confirm`]: json(200, {
        booked: 1,
        amount: 84_000,
        skipped: 0,
        invoice_ids: [7],
        kept: 1,
      }),
    });
    renderAdmin('/haldus/arved/import');
    const input = await screen.findByLabelText('Pangaväljavõte (camt.053 XML)');
    await userEvent.upload(input, new File(['<Document/>'], 'valjavote.xml', { type: 'application/xml' }));
    await screen.findByTestId('statement-lines');
    const summary = screen.getByTestId('statement-to-book');
    expect(summary.textContent).toBe(
      'Kinnitamisel lisatakse 1 makset kokku 840,00\u00a0€. 2 laekumist või ülejääki jäetakse sidumata laekumisteks.',
    );
    // An imported line has nothing to tick.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: /Kinnita rida 2/ }));
    expect(summary.textContent).toBe(
      'Kinnitamisel lisatakse 1 makset kokku 840,00\u00a0€. 1 laekumist või ülejääki jäetakse sidumata laekumisteks.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Kinnita rida 1/ }));
    expect(summary.textContent).toBe('Ühtegi rida pole valitud. Vali read, mida kinnitada.');
    expect((screen.getByRole('button', { name: 'Kinnita' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Kinnita rida 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    await screen.findByTestId('statement-done');
    expect(
      JSON.parse(String(calls(fetch, `POST /api/admin/bank-statements/${preview.token}/confirm`)[0]?.body)),
    ).toEqual({ lines: [1] });
  });

  it('says a statement has no incoming payments and offers no Kinnita', async () => {
    stubFetch({
      'GET /api/admin/me': me,
      'POST /api/admin/bank-statements/preview': json(200, {
        token: 'c'.repeat(32),
        filename: 'valjavote.xml',
        lines: [],
        to_book: { count: 0, amount: 0 },
      }),
    });
    renderAdmin('/haldus/arved/import');
    const input = await screen.findByLabelText('Pangaväljavõte (camt.053 XML)');
    await userEvent.upload(input, new File(['<Document/>'], 'valjavote.xml', { type: 'application/xml' }));
    expect((await screen.findByTestId('statement-empty')).textContent).toBe(
      'Väljavõttel ei ole ühtegi laekumist (sissetulevat makset), seega pole midagi kinnitada.',
    );
    expect(screen.queryByRole('button', { name: 'Kinnita' })).toBeNull();
  });

  it('undoes a statement payment on the invoice after asking', async () => {
    let current = detail;
    const fetch = stubFetch({
      'GET /api/admin/me': me,
      'GET /api/admin/invoices/7': () => json(200, { invoice: current }),
      'POST /api/admin/invoices/7/payments/1/reverse': () => {
        current = { ...detail, paid: 0, outstanding: 124_000, payments: [] };
        return json(200, { invoice: current, message: 'Makse on tühistatud.' });
      },
    });
    renderAdmin('/haldus/arved/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Tühista' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Kas tühistan makse 400,00\u00a0€ (05.03.2026)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tühista makse' }));
    expect(await screen.findByText('Makseid ei ole.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/invoices/7/payments/1/reverse')).toHaveLength(1);
  });
});
