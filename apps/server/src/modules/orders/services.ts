import type { OrderDraft } from '@kodumasinad/contract';

export type ServiceOption = OrderDraft['options']['services'][number];

/** Services the checkout offers (net cents): per product unit or once per order. */
export const SERVICE_OPTIONS: readonly ServiceOption[] = [
  {
    code: 'paigaldus',
    title: 'Paigaldus',
    description: 'Seadme paigaldus ja käivitamine.',
    price: 4900,
    per: 'item',
  },
  {
    code: 'utiliseerimine',
    title: 'Vana seadme äravedu',
    description: 'Viime vana seadme ära ja anname üle käitlejale.',
    price: 1500,
    per: 'item',
  },
  {
    code: 'sissetoomine',
    title: 'Sissetoomine korterisse',
    description: 'Toome seadmed korterisse kuni paigalduskohani.',
    price: 2000,
    per: 'order',
  },
];

export function isServiceCode(code: string): boolean {
  return SERVICE_OPTIONS.some((service) => service.code === code);
}

/** The chosen services with their totals for `items` product units, in the options' order. */
export function pricedServices(
  codes: readonly string[],
  items: number,
): { code: string; title: string; total: number }[] {
  return SERVICE_OPTIONS.filter((service) => codes.includes(service.code)).map((service) => ({
    code: service.code,
    title: service.title,
    total: service.per === 'item' ? service.price * items : service.price,
  }));
}
