import { AppError } from '../../platform/errors.js';
import {
  DELIVERY_ADDRESS_FIRST_MESSAGE,
  deliveryFitsTransport,
  type CheckoutStep,
  type TransportChoice,
} from '@kodumasinad/contract';
import type { DraftData } from './draft-data.js';
import { TRANSPORT_FIRST_MESSAGE } from './order-placement.js';

export const CONTACTS_FIRST_MESSAGE = 'Palun sisesta enne kontaktandmed.';
export const PAYMENT_FIRST_MESSAGE = 'Palun vali enne makseviis.';

/**
 * The server's side of the SPEC §4 step order: services and payment need the transport step (with
 * its delivery address where the transport needs one), confirming needs contacts, transport and a
 * payment method. Refused with 422 keyed `step`.
 */
export function checkPrerequisites(
  step: CheckoutStep,
  data: DraftData,
  transport: TransportChoice | null,
): void {
  const passed = new Set(data.passed_steps);
  const transportDone = passed.has('checkout-transport') && transport !== null;
  // The cart's transport may have changed to one that needs a delivery address since the step.
  const deliveryDone = transport === null || deliveryFitsTransport(transport, data.delivery);
  let message: string | null = null;
  if (step === 'checkout-services' || step === 'checkout-payment') {
    if (!transportDone) message = TRANSPORT_FIRST_MESSAGE;
    else if (!deliveryDone) message = DELIVERY_ADDRESS_FIRST_MESSAGE;
  } else if (step === 'checkout-confirm') {
    if (!passed.has('checkout-contacts')) message = CONTACTS_FIRST_MESSAGE;
    else if (!transportDone) message = TRANSPORT_FIRST_MESSAGE;
    else if (!deliveryDone) message = DELIVERY_ADDRESS_FIRST_MESSAGE;
    else if (!passed.has('checkout-payment') || data.payment_method === null) message = PAYMENT_FIRST_MESSAGE;
  }
  if (message !== null) throw new AppError(422, 'checkout_step', message, { step: [message] });
}
