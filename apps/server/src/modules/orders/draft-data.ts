import {
  CHECKOUT_STEPS,
  DeliveryAddressSchema,
  OrderContactsSchema,
  PaymentMethodCodeSchema,
  type CheckoutStep,
  type DeliveryAddress,
  type OrderContacts,
  type PaymentMethodCode,
} from '@kodumasinad/contract';
import { z } from 'zod';
import { isCounty } from '../cart/transports.js';
import { parseStoredJson } from '../../platform/stored-json.js';

/** What the draft row keeps in its JSON; the transport lives with the cart (cart_state). */
export interface DraftData {
  contacts: OrderContacts;
  /** The delivery address given with a transport to the installation site (issue 22 item 8). */
  delivery: DeliveryAddress | null;
  services: string[];
  payment_method: PaymentMethodCode | null;
  passed_steps: CheckoutStep[];
}

const DraftDataSchema = z.object({
  contacts: OrderContactsSchema,
  // Drafts saved before the delivery address existed have none.
  delivery: DeliveryAddressSchema.nullable().default(null),
  services: z.array(z.string()),
  payment_method: PaymentMethodCodeSchema.nullable(),
  passed_steps: z.array(z.enum(CHECKOUT_STEPS)),
});

/** The client and user data a fresh draft is prefilled from. */
export interface ClientProfile {
  company: string;
  userName: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  county: string | null;
  /** The client's payment term: days as digits, 'E', or null. */
  paymentTerm: string | null;
}

export function freshDraft(profile: ClientProfile): DraftData {
  return {
    contacts: {
      company: profile.company,
      contact_name: profile.userName,
      phone: profile.phone ?? '',
      email: profile.email,
      address: profile.address ?? '',
      city: profile.city ?? '',
      postal_code: profile.postalCode ?? '',
      county: isCounty(profile.county) ? profile.county : null,
      notes: '',
    },
    delivery: null,
    services: [],
    payment_method: null,
    passed_steps: [],
  };
}

/** The stored JSON, or a fresh draft for an older shape; unreadable JSON is thrown (a logged 500). */
export function parseDraftData(json: string, profile: ClientProfile): DraftData {
  const parsed = DraftDataSchema.safeParse(parseStoredJson(json, 'order draft'));
  return parsed.success ? parsed.data : freshDraft(profile);
}

/** Adds a passed step, keeping the steps in checkout order. */
export function withPassed(data: DraftData, step: CheckoutStep): DraftData {
  const passed = new Set([...data.passed_steps, step]);
  return { ...data, passed_steps: CHECKOUT_STEPS.filter((s) => passed.has(s)) };
}
