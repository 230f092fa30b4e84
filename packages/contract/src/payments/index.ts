export * from './reference-number.js';
