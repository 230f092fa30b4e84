import { z } from 'zod';

/**
 * What the server injects into index.html (SPEC §3 "read from the page", DESIGN.md):
 * `<meta name="csrf-token" content="…">` plus this JSON in
 * `<script id="bootstrap" type="application/json">`.
 */
export const BootstrapSchema = z.object({
  vat: z.number(),
  error: z.string().nullable(),
  categories: z.array(z.string()),
  pages: z.array(z.string()),
  retail_url: z.string(),
  contacts: z.object({
    phones: z.array(z.string()),
    email: z.string(),
    legal_name: z.string(),
  }),
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;

export const BOOTSTRAP_SCRIPT_ID = 'bootstrap';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
