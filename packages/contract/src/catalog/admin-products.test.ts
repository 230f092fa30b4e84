import { describe, expect, it } from 'vitest';
import { parseRequestPart } from '../validation/request.js';
import {
  AdminProductInputSchema,
  PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE,
  PRODUCT_CAMPAIGN_DAYS_MESSAGE,
  PRODUCT_DAYS_ORDER_MESSAGE,
  PRODUCT_URL_MESSAGE,
  ProductFieldsInputSchema,
} from './admin-products.js';

const product = {
  code: ' PM-1 ',
  title: 'Pesumasin',
  url: 'pesumasin-pm-1',
  category_id: 3,
  brand_id: '2',
  price: 29900,
  retail_price: 44990,
};

describe('AdminProductInputSchema', () => {
  it('reads a product with defaults for what is left out', () => {
    const parsed = AdminProductInputSchema.parse(product);
    expect(parsed).toMatchObject({
      code: 'PM-1',
      brand_id: 2,
      description: '',
      campaign_price: null,
      hidden: false,
    });
    expect(parsed.specs).toEqual([]);
    expect(parsed.related_ids).toEqual([]);
  });

  it('keys its Estonian messages by field', () => {
    const bad = { ...product, url: 'Pesu Masin', campaign_price: 30000 };
    const result = parseRequestPart(AdminProductInputSchema, bad, 'body');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['url']).toEqual([PRODUCT_URL_MESSAGE]);
    expect(result.errors['campaign_price']).toEqual([PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE]);
    expect(result.errors['discount_end']).toEqual([PRODUCT_CAMPAIGN_DAYS_MESSAGE]);
  });

  it('wants the campaign days in order, and the fields without a code for the integration', () => {
    const fields = { ...product, code: undefined, discount_start: '2026-12-10', discount_end: '2026-12-01' };
    const result = parseRequestPart(ProductFieldsInputSchema, fields, 'body');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['discount_end']).toEqual([PRODUCT_DAYS_ORDER_MESSAGE]);
  });
});
