export * from './labels.js';
export * from './steps.js';
export * from './money.js';
export * from './order-limit.js';
export * from './transport-choice.js';
