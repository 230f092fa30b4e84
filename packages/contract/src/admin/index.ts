export * from './clients.js';
export * from './client-ids.js';
export * from './client-users.js';
