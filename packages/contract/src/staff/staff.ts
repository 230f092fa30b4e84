import { z } from 'zod';
import { dataReply, listReply } from '../common.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { emailField } from '../forms/fields.js';
import type { FormDef } from '../validation/index.js';
import { flagSchema, formSchema, numericParam, queryParam, resourcePath } from '../validation/request.js';
import { adminListQuery } from '../admin/list.js';

/**
 * Staff roles of issue 14: admin may do everything; sales, content and (issue 24) catalog their
 * own areas.
 */
export const STAFF_ROLES = ['admin', 'sales', 'content', 'catalog'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administraator',
  sales: 'Müük',
  content: 'Sisu',
  catalog: 'Tootehaldur',
};

/** The signed-in staff member. */
export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

// --- Sign-in -------------------------------------------------------------------------------

export const STAFF_CODE_WRONG_MESSAGE = 'Kood on vale või aegunud.';
export const STAFF_SIGN_IN_FIRST_MESSAGE = 'Palun logi uuesti sisse.';

/** POST /api/admin/login/totp {code}: six digits from the authenticator app. */
export const staffTotpForm = {
  code: {
    label: 'Kood',
    rules: { required: true, digits: 6 },
    messages: { digits: 'Kood on kuuekohaline number.' },
  },
} satisfies FormDef;
export const StaffTotpRequestSchema = formSchema(staffTotpForm);

/** The first sign-in's authenticator enrolment: the secret as text, as a URI and as a QR code. */
export const StaffEnrollSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG image of the otpauth URL's QR code. */
  qr_svg: z.string(),
});
export type StaffEnroll = z.infer<typeof StaffEnrollSchema>;

/** POST /api/admin/login reply: the next step, and the new session's CSRF token. */
export const StaffLoginReplySchema = z.object({
  next: z.enum(['totp', 'enroll']),
  enroll: StaffEnrollSchema.optional(),
  csrf_token: z.string(),
});
export type StaffLoginReply = z.infer<typeof StaffLoginReplySchema>;

/** POST /api/admin/login/totp reply: the staff member and the signed-in session's CSRF token. */
export const StaffTotpReplySchema = z.object({ staff: StaffSchema, csrf_token: z.string() });
export type StaffTotpReply = z.infer<typeof StaffTotpReplySchema>;

/** GET /api/admin/me. */
export const StaffMeReplySchema = z.object({ staff: StaffSchema });

// --- Staff accounts (admin only) -------------------------------------------------------------

export const StaffAccountSchema = StaffSchema.extend({
  active: z.boolean(),
  /** Whether an authenticator is enrolled (false: the next sign-in enrols one). */
  totp_enrolled: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const STAFF_SORTS = ['name', 'email', 'role', 'created_at'] as const;
export const STAFF_ROLE_MESSAGE = 'Roll ei ole korrektne.';
export const STAFF_ACTIVE_MESSAGE = 'Oleku valik on vigane.';
export const STAFF_NOT_FOUND_MESSAGE = 'Töötajat ei leitud.';
export const STAFF_EMAIL_TAKEN_MESSAGE = 'Selle e-postiga töötaja on juba olemas.';
export const STAFF_SELF_MESSAGE = 'Oma rolli ega olekut ei saa ise muuta.';

/** GET /api/admin/staff: sorts by name by default, filters by role and state. */
export const StaffListQuerySchema = adminListQuery(
  STAFF_SORTS,
  {
    role: queryParam(StaffRoleSchema, STAFF_ROLE_MESSAGE),
    active: queryParam(flagSchema(STAFF_ACTIVE_MESSAGE), STAFF_ACTIVE_MESSAGE),
  },
  { sort: 'name', dir: 'asc' },
);
export type StaffListQuery = z.output<typeof StaffListQuerySchema>;
export const StaffListReplySchema = listReply(StaffAccountSchema);
export type StaffListReply = z.infer<typeof StaffListReplySchema>;
export const StaffAccountReplySchema = dataReply(StaffAccountSchema);

const roleField = {
  label: 'Roll',
  rules: { required: true, oneOf: [...STAFF_ROLES] },
  messages: { oneOf: STAFF_ROLE_MESSAGE },
};
const nameField = { label: 'Nimi', rules: { required: true, max: 100 } };

/** POST /api/admin/staff. */
export const staffCreateForm = {
  email: emailField(),
  name: nameField,
  role: roleField,
  password: { label: 'Salasõna', rules: { required: true, min: PASSWORD_MIN_LENGTH }, trim: false },
} satisfies FormDef;
export const StaffCreateRequestSchema = formSchema(staffCreateForm).transform((values) => ({
  ...values,
  role: values.role as StaffRole,
}));

/** PUT /api/admin/staff/{id} {name, role, active}; an absent `active` leaves the state as it is. */
export const staffUpdateForm = {
  name: nameField,
  role: roleField,
  active: {
    label: 'Aktiivne',
    rules: { oneOf: [true, false, 'true', 'false', '1', '0', 1, 0] },
    messages: { oneOf: STAFF_ACTIVE_MESSAGE },
  },
} satisfies FormDef;
export const StaffUpdateRequestSchema = formSchema(staffUpdateForm).transform((values) => ({
  name: values.name,
  role: values.role as StaffRole,
  active: values.active === '' ? undefined : values.active === 'true' || values.active === '1',
}));

export const StaffParamsSchema = resourcePath({ id: numericParam(STAFF_NOT_FOUND_MESSAGE) });
