import type { IntegrationRouter } from '../integrations/index.js';
import type { IntegrationOrdersService } from './integration-orders.service.js';

/** The ERP's order calls (issue 24, decision 081), on the integration API's router and guard. */
export function registerIntegrationOrderRoutes(
  route: IntegrationRouter,
  deps: { orders: IntegrationOrdersService },
): void {
  const { orders } = deps;

  route('listOrders', async ({ query }) => orders.list(query));

  route('setOrderStatus', async ({ params, body, caller }) =>
    orders.changeStatus(
      { id: caller.createdBy, name: `Integratsioon „${caller.name}“`, integrationId: caller.id },
      params.number,
      body,
    ),
  );
}
