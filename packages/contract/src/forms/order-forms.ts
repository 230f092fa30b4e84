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

/**
 * The delivery address a transport to the installation site needs (issue 22 item 8): where the
 * goods go and who takes them. Sent with the transport step as `delivery`; the server keys its
 * errors `delivery.<field>`. Its county must be the county the transport is priced by.
 */
export const deliveryAddressForm = {
  recipient_name: { label: 'Vastuvõtja nimi', rules: { required: true, max: 100 } },
  recipient_phone: { label: 'Vastuvõtja telefon', rules: { required: true, regex: PHONE_PATTERN } },
  address: { label: 'Tänav, maja ja korter', rules: { required: true, max: 200 } },
  city: { label: 'Linn või vald', rules: { required: true, max: 100 } },
  postal_code: { label: 'Postiindeks', rules: { required: true, digits: 5 } },
  county: { label: 'Maakond', rules: { required: true, oneOf: [...COUNTIES] } },
} satisfies FormDef;
