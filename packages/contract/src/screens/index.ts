export * from './shop-screens.js';
