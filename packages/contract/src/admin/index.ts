export * from './content.js';
export * from './feedback.js';
