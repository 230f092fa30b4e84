export * from './invoices.js';
