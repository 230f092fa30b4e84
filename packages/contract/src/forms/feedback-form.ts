import type { FormDef } from '../validation/index.js';
import { emailField } from './fields.js';

/** Plus sign, digits, spaces and hyphens, 5–20 characters, e.g. "+372 5123 4567". */
export const PHONE_PATTERN = /^[+0-9 -]{5,20}$/;

export const FEEDBACK_NAME_MAX_LENGTH = 100;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

/** POST /api/feedback (the contact page). */
export const feedbackForm = {
  name: { label: 'Nimi', rules: { required: true, max: FEEDBACK_NAME_MAX_LENGTH } },
  email: emailField(),
  phone: { label: 'Telefon', rules: { regex: PHONE_PATTERN } },
  message: { label: 'Sõnum', rules: { required: true, max: FEEDBACK_MESSAGE_MAX_LENGTH } },
} satisfies FormDef;
