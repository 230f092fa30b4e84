export * from './tokens.js';
export * from './calls.js';
export * from './product-calls.js';
export * from './routes.js';
export * from './json-schema.js';
export * from './openapi.js';
