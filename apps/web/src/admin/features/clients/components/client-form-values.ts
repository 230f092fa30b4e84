import { formatDecimal } from '@kodumasinad/contract';
import {
  AdminClientInputSchema,
  type AdminClient,
  type AdminClientFormValues,
} from '@kodumasinad/contract/admin';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** The client form as the inputs hold it: text, checkboxes, discount rows with ids as text. */
export interface ClientFormValues {
  name: string;
  registry_code: string;
  vat_number: string;
  address: string;
  postal_code: string;
  city: string;
  county: string;
  phone: string;
  email: string;
  payment_term: string;
  can_offers: boolean;
  offers_en: boolean;
  blocked: boolean;
  discounts: { brand_id: string; category_id: string; percent: string }[];
}

export const EMPTY_CLIENT: ClientFormValues = {
  name: '',
  registry_code: '',
  vat_number: '',
  address: '',
  postal_code: '',
  city: '',
  county: '',
  phone: '',
  email: '',
  payment_term: '',
  can_offers: false,
  offers_en: false,
  blocked: false,
  discounts: [],
};

export function formValuesOf(client: AdminClient): ClientFormValues {
  return {
    name: client.name,
    registry_code: client.registry_code ?? '',
    vat_number: client.vat_number ?? '',
    address: client.address ?? '',
    postal_code: client.postal_code ?? '',
    city: client.city ?? '',
    county: client.county ?? '',
    phone: client.phone ?? '',
    email: client.email ?? '',
    payment_term: client.payment_term ?? '',
    can_offers: client.can_offers,
    offers_en: client.offers_en,
    blocked: client.blocked,
    discounts: client.discounts.map((discount) => ({
      brand_id: discount.brand_id === null ? '' : String(discount.brand_id),
      category_id: discount.category_id === null ? '' : String(discount.category_id),
      percent: formatDecimal(discount.percent),
    })),
  };
}

/** What the API receives: the contract's input (empty selects as null). */
export function payloadOf(values: ClientFormValues): AdminClientFormValues {
  return {
    ...values,
    discounts: values.discounts.map((discount) => ({
      brand_id: discount.brand_id === '' ? null : Number(discount.brand_id),
      category_id: discount.category_id === '' ? null : Number(discount.category_id),
      percent: discount.percent,
    })),
  };
}

/** The contract's schema judges the form in the browser as the server will. */
export const clientFormResolver: Resolver<ClientFormValues> = (values) => {
  const result = AdminClientInputSchema.safeParse(payloadOf(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: nest(errors) };
};

/** react-hook-form reads errors nested ('discounts.0.percent' → {discounts: [{percent}]}). */
function nest(flat: Record<string, FieldError>): FieldErrors<ClientFormValues> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key, index) => {
      const next = keys[index + 1] ?? '';
      node[key] ??= /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1) ?? path] = error;
  }
  return root as FieldErrors<ClientFormValues>;
}
