/**
 * The back-office's wire format (issue 14), a subpath of its own (`@kodumasinad/contract/admin`)
 * so the buyer's bundle never carries it. The staff's schemas live beside the buyer's in each
 * area's folder (decision 076); this folder keeps what is the back-office itself (list queries,
 * audit, dashboard), and each area's staff module is added here.
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
export * from '../catalog/admin-products.js';
export * from '../catalog/admin-product-list.js';
export * from '../catalog/admin-taxonomy.js';
export * from '../catalog/admin-product-images.js';
export * from '../catalog/admin-imports.js';
export * from '../integrations/index.js';
