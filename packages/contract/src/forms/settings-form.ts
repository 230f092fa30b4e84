import { PASSWORD_MIN_LENGTH } from '../constants.js';
import {
  MAX_PRICE_INCREASE,
  MAX_VALID_DAYS,
  MIN_PRICE_INCREASE,
  MIN_VALID_DAYS,
  PAYMENT_TERM_PATTERN,
} from '../offers/offer-rules.js';
import type { FormDef } from '../validation/index.js';

/**
 * The settings screen (POST /api/user, multipart): the offer defaults of users whose company may
 * make offers, and a password change for everyone. Empty offer fields mean "no default".
 */
export const settingsForm = {
  offers_en: { label: 'Pakkumised inglise keeles', rules: { oneOf: ['', '0', '1', 'true', 'false'] } },
  offer_payment_term: { label: 'Maksetingimus', rules: { regex: PAYMENT_TERM_PATTERN } },
  offer_valid_days: {
    label: 'Kehtivus päevades',
    rules: { integer: true, between: [MIN_VALID_DAYS, MAX_VALID_DAYS] },
  },
  offer_price_increase: {
    label: 'Juurdehindlus',
    rules: { double: 2, between: [MIN_PRICE_INCREASE, MAX_PRICE_INCREASE] },
  },
  signature: { label: 'Allkiri', rules: { max: 1000 } },
  current_password: { label: 'Praegune salasõna', rules: { max: 200 }, trim: false },
  password: { label: 'Uus salasõna', rules: { min: PASSWORD_MIN_LENGTH, max: 200 }, trim: false },
  password_confirmation: { label: 'Uus salasõna', rules: { confirmed: 'password' }, trim: false },
} satisfies FormDef;
