import { z } from 'zod';
import { dataReply } from '../common.js';
import { MenuItemSchema } from './content.js';

/**
 * The secondary menu as the back-office edits it (POST /api/admin/menu): the whole menu at once,
 * items in order, each with sub-links (children) that may carry their own label → path links.
 * Ids are the server's; the editor sends none.
 */
export const MENU_URL_MESSAGE = 'Aadress peab algama kaldkriipsuga (/) või http(s)://.';
export const MENU_TITLE_MESSAGE = 'Pealkiri on nõutud (kuni 100 tähemärki).';
export const MENU_LINK_MESSAGE = 'Lingil peab olema nimi (kuni 100 tähemärki) ja aadress.';
export const MAX_MENU_ITEMS = 30;
export const MAX_MENU_CHILDREN = 60;
export const MAX_MENU_LINKS = 20;

const menuUrl = z
  .string({ error: MENU_URL_MESSAGE })
  .trim()
  .max(500, MENU_URL_MESSAGE)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/, MENU_URL_MESSAGE);
const menuTitle = z
  .string({ error: MENU_TITLE_MESSAGE })
  .trim()
  .min(1, MENU_TITLE_MESSAGE)
  .max(100, MENU_TITLE_MESSAGE);
const menuLinks = z
  .array(z.object({ label: menuTitle.pipe(z.string().max(100, MENU_LINK_MESSAGE)), url: menuUrl }), {
    error: MENU_LINK_MESSAGE,
  })
  .max(MAX_MENU_LINKS, `Kuni ${MAX_MENU_LINKS} linki.`)
  .refine(
    (links) => new Set(links.map((link) => link.label)).size === links.length,
    'Lingi nimed peavad olema erinevad.',
  );

export const AdminMenuChildInputSchema = z.object({
  title: menuTitle,
  url: menuUrl,
  links: menuLinks.default([]),
});

export const AdminMenuItemInputSchema = z.object({
  title: menuTitle,
  /** Empty: the item only opens its popup. */
  url: z.union([z.literal('').transform(() => null), z.null(), menuUrl]).default(null),
  two_columns: z.boolean({ error: 'Valiku väärtus on vigane.' }).default(false),
  links: menuLinks.default([]),
  children: z
    .array(AdminMenuChildInputSchema)
    .max(MAX_MENU_CHILDREN, `Kuni ${MAX_MENU_CHILDREN} alamlinki.`)
    .default([]),
});
export type AdminMenuItemInput = z.infer<typeof AdminMenuItemInputSchema>;

export const AdminMenuRequestSchema = z.object({
  items: z
    .array(AdminMenuItemInputSchema, { error: 'Menüü peab olema loetelu.' })
    .min(1, 'Menüüs peab olema vähemalt üks punkt.')
    .max(MAX_MENU_ITEMS, `Menüüs võib olla kuni ${MAX_MENU_ITEMS} punkti.`),
});
export type AdminMenuRequest = z.input<typeof AdminMenuRequestSchema>;

/**
 * GET /api/admin/menu: what buyers see now. `custom` false: no edited menu is saved and the
 * menu is made from the category tree (the default); saving turns that into an edited menu.
 */
export const AdminMenuSchema = z.object({ custom: z.boolean(), items: z.array(MenuItemSchema) });
export type AdminMenu = z.infer<typeof AdminMenuSchema>;
export const AdminMenuReplySchema = dataReply(AdminMenuSchema);
