export * from './money.js';
export * from './dates.js';
export * from './html-rules.js';
