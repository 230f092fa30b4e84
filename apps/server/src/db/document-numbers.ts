/**
 * The numbers of orders and invoices: a yearly counter (db/counters.ts) written with six digits.
 * The one place their format is defined: order placement, invoice issuing and the demo seed use it.
 */

const pad = (sequence: number) => String(sequence).padStart(6, '0');

/** The counter (counters.name) an order's number is drawn from. */
export const orderCounter = (year: number) => `order-${year}`;

/** The counter (counters.name) an invoice's number is drawn from. */
export const invoiceCounter = (year: number) => `invoice-${year}`;

/** An order's number: 2026-000123. */
export const orderNumber = (year: number, sequence: number) => `${year}-${pad(sequence)}`;

/** The digits an order's reference number is built on (its check digit added by referenceNumber). */
export const orderReferenceBase = (year: number, sequence: number) => `${year}${pad(sequence)}`;

/** An invoice's number: A2026-000045. */
export const invoiceNumber = (year: number, sequence: number) => `A${year}-${pad(sequence)}`;
