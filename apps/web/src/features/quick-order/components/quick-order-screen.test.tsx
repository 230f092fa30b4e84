import { QUICK_ORDER_QUANTITY_MESSAGE, type QuickOrderLine } from '@kodumasinad/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '../../../test/catalog-fixtures';
import { stubShop } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const line = (overrides: Partial<QuickOrderLine>): QuickOrderLine => ({
  line: 1,
  sourceLines: [1],
  code: 'WAT28420SN',
  quantity: 1,
  product: product(1, { code: 'WAT28420SN', title: 'Bosch pesumasin WAT28420SN' }),
  message: null,
  suggestions: [],
  ...overrides,
});

describe('/kiirtellimus preview', () => {
  it('shows merged duplicates with each line number, and a bad duplicate on its own', async () => {
    const fetch = stubShop({
      'POST /api/quick-order/preview': json(200, {
        lines: [
          line({ line: 1, sourceLines: [1, 3, 6], quantity: 7 }),
          line({
            line: 2,
            sourceLines: [2],
            code: 'QOF 17534',
            product: product(2, { code: 'QOF 17534', title: 'Beko pesumasin QOF 17534' }),
          }),
          line({ line: 4, sourceLines: [4], quantity: null, message: QUICK_ORDER_QUANTITY_MESSAGE }),
        ],
      }),
    });
    renderApp('/kiirtellimus', { user: anna });
    fireEvent.change(await screen.findByLabelText('Tootekoodid ja kogused'), {
      target: { value: 'WAT28420SN 2\nQOF 17534\nWAT28420SN 3\nWAT28420SN 0\n\nWAT28420SN 2 tk' },
    });
    fireEvent.click(screen.getByTestId('quick-order-preview'));
    const rows = await screen.findAllByTestId('quick-order-line');
    expect(calls(fetch, 'POST /api/quick-order/preview')).toHaveLength(1);
    expect(rows.map((row) => within(row).getByTestId('quick-order-line-source').textContent)).toEqual([
      'Read 1, 3 ja 6 (sama kood, kogused liideti)',
      'Rida 2',
      'Rida 4',
    ]);
    expect((within(rows[0] as HTMLElement).getByRole('textbox') as HTMLInputElement).value).toBe('7');
    expect(within(rows[2] as HTMLElement).getByTestId('quick-order-line-message').textContent).toBe(
      QUICK_ORDER_QUANTITY_MESSAGE,
    );
  });
});
