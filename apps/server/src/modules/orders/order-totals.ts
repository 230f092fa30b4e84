import { totalsOf, type OrderDraft } from '@kodumasinad/contract';
import type { CheckoutCart } from '../cart/cart.service.js';
import { transportPrice } from '../cart/transports.js';
import { pricedServices } from './services.js';

export interface OrderTotals {
  products: number;
  transport: number;
  services: number;
  servicesList: { code: string; title: string; total: number }[];
  net: number;
  vat: number;
  gross: number;
}

/** Products, transport and services at purchase prices; VAT once on the net total. */
export function orderTotals(cart: CheckoutCart, serviceCodes: readonly string[]): OrderTotals {
  const transport = cart.transport === null ? 0 : transportPrice(cart.transport.code, cart.transport.county);
  const servicesList = pricedServices(serviceCodes, cart.items);
  const services = servicesList.reduce((sum, service) => sum + service.total, 0);
  const { net, vat, gross } = totalsOf([cart.productsTotal, transport, services]);
  return { products: cart.productsTotal, transport, services, servicesList, net, vat, gross };
}

export function draftTotals(totals: OrderTotals): OrderDraft['totals'] {
  const { products, transport, services, net, vat, gross } = totals;
  return { products, transport, services, net, vat, gross };
}
