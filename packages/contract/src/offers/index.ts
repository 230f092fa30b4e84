export * from './offer-rules.js';
export * from './offer-labels.js';
