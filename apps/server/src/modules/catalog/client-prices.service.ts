import {
  CLIENT_PRICES_CLIENT_NOT_FOUND_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  type AdminProductClientPrices,
  type ClientPriceView,
} from '@kodumasinad/contract/admin';
import type { Pricelist } from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { bestDiscount, campaignActive, productPrices, type PriceInput } from './engine/pricing.js';
import { ProductsRepository } from './products.repository.js';

/**
 * "Hinnad klientidele" (issue 24): what one client company pays for a product today, in both
 * price lists. It composes the engine's own pricing functions (engine/pricing.ts) exactly as
 * price-views.ts does for the buyers' listings — best discount of the client's rules, today's
 * campaign, the price list's rule and rounding — over the product as stored now, so hidden
 * products and changes the in-memory index has not picked up yet are answered too.
 */
export class ClientPricesService {
  constructor(private readonly deps: { db: Db; clock?: (() => Date) | undefined }) {}

  async prices(productId: number, clientId: number): Promise<AdminProductClientPrices> {
    const repo = new ProductsRepository(this.deps.db);
    const product = await repo.byId(productId);
    if (product === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const client = await repo.client(clientId);
    if (client === undefined) throw invalidInput({ client_id: [CLIENT_PRICES_CLIENT_NOT_FOUND_MESSAGE] });
    const category = await repo.category(product.category_id);
    const percent = bestDiscount(
      client.discounts.map((rule) => ({
        brandId: rule.brand_id,
        categoryId: rule.category_id,
        percent: rule.percent,
      })),
      { brandId: product.brand_id, leafId: product.category_id, parentId: category?.parent_id ?? null },
    );
    const day = estonianDay(this.deps.clock?.() ?? new Date());
    const input: PriceInput = {
      base: product.price_cents,
      retail: product.retail_cents,
      campaign: product.campaign_price_cents,
      discountStart: product.discount_start,
      discountEnd: product.discount_end,
    };
    const active =
      product.campaign_price_cents !== null &&
      campaignActive(product.discount_start, product.discount_end, day);
    const view = (pricelist: Pricelist): ClientPriceView => {
      const prices = productPrices(input, pricelist, pricelist === 'sales' ? 0 : percent, active);
      return {
        pricelist,
        shown: pricelist === 'sales' ? prices.price_vat : prices.price,
        price: prices.price,
        original_price: prices.original_price,
        price_default: prices.price_default,
        price_vat: prices.price_vat,
        price_default_vat: prices.price_default_vat,
      };
    };
    return {
      client: { id: client.id, name: client.name },
      day,
      base_price: product.price_cents,
      discount_percent: percent,
      campaign_applies: active,
      purchase: view('default'),
      sales: view('sales'),
    };
  }
}
