import {
  CHECKOUT_STEPS,
  orderContactsForm,
  parseForm,
  type CheckoutStep,
  type FieldErrors,
  type OrderContacts,
} from '@kodumasinad/contract';
import { AppError, invalidInput } from '../../platform/errors.js';
import { isCounty, readTransportChoice, type TransportChoice } from '../cart/transports.js';
import type { DraftData } from './draft-data.js';
import { TRANSPORT_FIRST_MESSAGE } from './order-placement.js';
import { isServiceCode } from './services.js';

export const STEP_MESSAGE = 'Tellimuse samm on vigane.';
export const CONTACTS_FIRST_MESSAGE = 'Palun sisesta enne kontaktandmed.';
export const PAYMENT_FIRST_MESSAGE = 'Palun vali enne makseviis.';
export const SERVICES_MESSAGE = 'Valitud teenust ei ole.';
export const PAYMENT_REQUIRED_MESSAGE = 'Makseviis on nõutud väli.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Valitud makseviis ei ole saadaval.';
export const ACCEPT_TERMS_MESSAGE = 'Palun nõustu müügitingimustega.';

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function fail(errors: FieldErrors): never {
  throw invalidInput(errors, Object.values(errors)[0]?.[0]);
}

/** POST /api/order {order}: the step named, and the rest of `order` for that step to read. */
export function readStepRequest(body: unknown): { step: CheckoutStep; order: Record<string, unknown> } {
  const order = record(record(body)?.order);
  const step = order?.step;
  if (order === null || !(CHECKOUT_STEPS as readonly unknown[]).includes(step))
    fail({ step: [STEP_MESSAGE] });
  return { step: step as CheckoutStep, order };
}

/**
 * The server's side of the SPEC §4 step order: services and payment need the transport step,
 * confirming needs contacts, transport and a payment method. Refused with 422 keyed `step`.
 */
export function checkPrerequisites(
  step: CheckoutStep,
  data: DraftData,
  transport: TransportChoice | null,
): void {
  const passed = new Set(data.passed_steps);
  const transportDone = passed.has('checkout-transport') && transport !== null;
  let message: string | null = null;
  if (step === 'checkout-services' || step === 'checkout-payment') {
    if (!transportDone) message = TRANSPORT_FIRST_MESSAGE;
  } else if (step === 'checkout-confirm') {
    if (!passed.has('checkout-contacts')) message = CONTACTS_FIRST_MESSAGE;
    else if (!transportDone) message = TRANSPORT_FIRST_MESSAGE;
    else if (!passed.has('checkout-payment') || data.payment_method === null) message = PAYMENT_FIRST_MESSAGE;
  }
  if (message !== null) throw new AppError(422, 'checkout_step', message, { step: [message] });
}

/** The contacts step: orderContactsForm, errors keyed `contacts.<field>`. */
export function readContacts(order: Record<string, unknown>): OrderContacts {
  const result = parseForm(orderContactsForm, record(order.contacts) ?? {});
  if (!result.ok) {
    fail(
      Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [`contacts.${field}`, list])),
    );
  }
  const { county, ...rest } = result.value;
  return { ...rest, county: isCounty(county) ? county : null };
}

export function readTransport(order: Record<string, unknown>): TransportChoice {
  const transport = record(order.transport) ?? {};
  const read = readTransportChoice(transport.code, transport.county, 'transport.');
  if (!read.ok) fail(read.errors);
  return read.choice;
}

export function readServices(order: Record<string, unknown>): string[] {
  const services = order.services ?? [];
  if (
    !Array.isArray(services) ||
    !services.every((code) => typeof code === 'string' && isServiceCode(code))
  ) {
    fail({ services: [SERVICES_MESSAGE] });
  }
  return [...new Set(services as string[])];
}

/** The chosen method's code, checked against what the client is offered by the caller. */
export function readPaymentMethod(order: Record<string, unknown>): string {
  const method = order.payment_method;
  if (typeof method !== 'string' || method === '') fail({ payment_method: [PAYMENT_REQUIRED_MESSAGE] });
  return method;
}

export function readAcceptTerms(order: Record<string, unknown>): void {
  if (order.accept_terms !== true) fail({ accept_terms: [ACCEPT_TERMS_MESSAGE] });
}
