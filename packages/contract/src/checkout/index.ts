export * from './labels.js';
export * from './steps.js';
export * from './money.js';
