import { ORDER_STATUS_LABELS } from '../constants.js';
import type { OrderStatus } from '../checkout/labels.js';

/**
 * The back-office's order transitions (issue 14, decision 047): open → confirmed → archived, and
 * open or confirmed → cancelled with a reason. Every other move is refused with the message below.
 */
export const ORDER_TRANSITIONS = {
  confirm: { from: ['open'], to: 'confirmed', verb: 'kinnitada' },
  archive: { from: ['confirmed'], to: 'archived', verb: 'arhiveerida' },
  cancel: { from: ['open', 'confirmed'], to: 'cancelled', verb: 'tühistada' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; verb: string }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;
export const ORDER_TRANSITION_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];

/** Button labels of the order detail. */
export const ORDER_TRANSITION_LABELS: Record<OrderTransition, string> = {
  confirm: 'Kinnita',
  archive: 'Arhiveeri',
  cancel: 'Tühista',
};

export function canTransition(status: OrderStatus, transition: OrderTransition): boolean {
  return (ORDER_TRANSITIONS[transition].from as readonly OrderStatus[]).includes(status);
}

/** The transitions an order in `status` allows, in button order. */
export function allowedTransitions(status: OrderStatus): OrderTransition[] {
  return ORDER_TRANSITION_NAMES.filter((transition) => canTransition(status, transition));
}

/** Why `transition` is refused for an order in `status`: Estonian, names the current status. */
export function transitionRefusal(status: OrderStatus, transition: OrderTransition): string {
  const allowed = ORDER_TRANSITIONS[transition].from.map((from) => `„${ORDER_STATUS_LABELS[from]}“`);
  return (
    `Tellimus on olekus „${ORDER_STATUS_LABELS[status]}“: seda ei saa ${ORDER_TRANSITIONS[transition].verb}. ` +
    `See on võimalik ainult olekus ${allowed.join(' või ')}.`
  );
}
