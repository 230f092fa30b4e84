import { COUNTIES } from '../constants.js';
import type { FormDef } from '../validation/index.js';
import { PHONE_PATTERN } from './feedback-form.js';
import { emailField } from './fields.js';

/**
 * The contacts step of the checkout (POST /api/order, step checkout-contacts). The server keys
 * its errors `contacts.<field>`; the web form uses the same names inside `contacts`.
 */
export const orderContactsForm = {
  company: { label: 'Ettevõte', rules: { required: true, max: 150 } },
  contact_name: { label: 'Kontaktisik', rules: { required: true, max: 100 } },
  phone: { label: 'Telefon', rules: { required: true, regex: PHONE_PATTERN } },
  email: emailField(),
  address: { label: 'Tarneaadress', rules: { required: true, max: 200 } },
  city: { label: 'Linn või vald', rules: { required: true, max: 100 } },
  postal_code: { label: 'Postiindeks', rules: { required: true, digits: 5 } },
  county: { label: 'Maakond', rules: { required: true, oneOf: [...COUNTIES] } },
  notes: { label: 'Märkused', rules: { max: 1000 } },
} satisfies FormDef;
