import { z } from 'zod';

/*
 * TODO(admin-core): temporary copies of the sign-in replies of the back-office core
 * (docs/notes admin-interface.md). Replace every import of this file with
 * `@kodumasinad/contract/admin` once admin-core's contract is on main, then delete the file.
 */

export const StaffRoleSchema = z.enum(['admin', 'sales', 'content']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

export const AdminLoginReplySchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('totp') }),
  z.object({
    next: z.literal('enroll'),
    enroll: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
  }),
]);
export type AdminLoginReply = z.infer<typeof AdminLoginReplySchema>;

export const AdminTotpReplySchema = z.object({ staff: StaffSchema });
export const AdminMeReplySchema = z.object({ staff: StaffSchema });
