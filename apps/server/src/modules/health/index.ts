export { registerHealthRoutes as register } from './health.routes.js';
