export { inviteAcceptForm, loginForm, passwordEmailForm, passwordResetForm } from './auth-forms.js';
export {
  feedbackForm,
  PHONE_PATTERN,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
} from './feedback-form.js';
export { deliveryAddressForm, orderContactsForm } from './order-forms.js';
export { settingsForm } from './settings-form.js';
