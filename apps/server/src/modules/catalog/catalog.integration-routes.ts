import type { IntegrationRouter } from '../integrations/index.js';
import type { PriceFeedService } from './price-feed.service.js';
import type { ProductBatchService } from './product-batch.service.js';
import type { IntegrationActor, ProductEditingService } from './product-editing.service.js';
import type { ProductFeedService } from './product-feed.service.js';

/** The ERP's catalogue calls (issue 24, decision 081), on the integration API's router and guard. */
export function registerCatalogIntegrationRoutes(
  route: IntegrationRouter,
  deps: {
    prices: PriceFeedService;
    products: ProductFeedService;
    editing: ProductEditingService;
    batch: ProductBatchService<IntegrationActor>;
    /** Resolves once this process's catalogue index serves the change (once per call, not per row). */
    changed: () => Promise<void>;
  },
): void {
  const { prices, products, editing, batch, changed } = deps;

  route('listProducts', async ({ query }) => products.list(query));

  route('saveProduct', async ({ params, body, caller }) => {
    const { product, created } = await editing.saveByCode(params.code, body, { integration: caller.name });
    await changed();
    return { product, created, message: created ? 'Toode on lisatud.' : 'Toode on salvestatud.' };
  });

  route('saveProducts', async ({ body, caller }) => {
    const saved = await batch.save(body, { integration: caller.name });
    await changed();
    return saved;
  });

  route('updatePrices', async ({ body, caller }) =>
    prices.apply({ integrationId: caller.id, integrationName: caller.name }, body),
  );
}
