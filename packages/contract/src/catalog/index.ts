export * from './price-display.js';
export * from './installment.js';
export * from './sorting.js';
export * from './search-normalize.js';
export * from './filters.js';
export * from './images.js';
export * from './listing-calls.js';
