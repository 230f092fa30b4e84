/**
 * The back-office's wire format (issue 14), a subpath of its own (`@kodumasinad/contract/admin`)
 * so the buyer's bundle never carries it. Each back-office feature adds its module here.
 */
export * from './list.js';
export * from './staff.js';
export * from './audit.js';
export * from './orders.js';
export * from './dashboard.js';
export * from './content.js';
export * from './feedback.js';
export * from './invoices.js';
export * from './clients.js';
export * from './client-ids.js';
export * from './client-users.js';
