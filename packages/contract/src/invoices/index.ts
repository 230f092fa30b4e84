export * from './invoice-status.js';
export * from './seller-ids.js';
