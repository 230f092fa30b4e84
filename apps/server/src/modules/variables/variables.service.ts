import { COUNTIES, countyLabel, type User, type VariableName, type Variables } from '@kodumasinad/contract';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CheckoutService } from '../orders/checkout.service.js';

const COUNTY_OPTIONS = COUNTIES.map((code) => ({ code, label: countyLabel(code) }));

/** GET /api/variables/{list}: each asked-for list from the module that owns it (decision 021). */
export class VariablesService {
  constructor(private readonly deps: { catalog: CatalogService; checkout: CheckoutService }) {}

  async lists(user: User, names: readonly VariableName[]): Promise<Variables> {
    const variables: Variables = {};
    for (const name of names) {
      switch (name) {
        case 'tree':
          variables.tree = await this.deps.catalog.categoryTree();
          break;
        case 'brands':
          variables.brands = await this.deps.catalog.brands();
          break;
        case 'payment_methods':
          variables.payment_methods = this.deps.checkout.paymentMethods(user);
          break;
        case 'counties':
          variables.counties = COUNTY_OPTIONS;
          break;
      }
    }
    return variables;
  }
}
