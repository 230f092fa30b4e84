/**
 * The back-office's wire format (issue 14), a subpath of its own (`@kodumasinad/contract/admin`)
 * so the buyer's bundle never carries it. Each back-office feature adds its module here.
 */
export * from './list.js';
export * from '../staff/staff.js';
export * from './audit.js';
export * from '../orders/admin-orders.js';
export * from './dashboard.js';
export * from '../content/admin-content.js';
export * from '../content/admin-feedback.js';
export * from '../invoices/admin-invoices.js';
export * from '../clients/admin-clients.js';
export * from '../clients/client-ids.js';
export * from '../clients/client-users.js';
