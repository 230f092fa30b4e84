import { z } from 'zod';
import { resourcePath } from './validation/request.js';
import { CountySchema } from './cart/cart.js';
import { dataReply } from './common.js';
import { PaymentMethodCodeSchema } from './orders/orders.js';

/**
 * GET /api/variables/{comma-list} (SPEC §3, §7): the shared lists the SPA fills its choices from,
 * only the ones asked for. Decision 021.
 */
export const VARIABLE_NAMES = ['tree', 'brands', 'payment_methods', 'counties'] as const;
export type VariableName = (typeof VARIABLE_NAMES)[number];

const MAX_VARIABLES_LENGTH = 200;
export const VARIABLES_EMPTY_MESSAGE = `Loendite nimed puuduvad. Küsida saab loendeid: ${VARIABLE_NAMES.join(', ')}.`;
export const VARIABLES_TOO_LONG_MESSAGE = 'Loendite nimekiri on liiga pikk.';
export const unknownVariablesMessage = (names: readonly string[]) =>
  `${names.length === 1 ? 'Tundmatu loend' : 'Tundmatud loendid'}: ${names.join(', ')}. ` +
  `Küsida saab loendeid: ${VARIABLE_NAMES.join(', ')}.`;

const isVariableName = (name: string): name is VariableName =>
  (VARIABLE_NAMES as readonly string[]).includes(name);

/**
 * The comma-separated names, each once, in the order asked. A list naming anything else names
 * no list we have: 404 (resourcePath) with the unknown names in the message.
 */
const VariableListSchema = z
  .string()
  .max(MAX_VARIABLES_LENGTH, VARIABLES_TOO_LONG_MESSAGE)
  .transform((text, ctx): VariableName[] => {
    const names = text.split(',').map((name) => name.trim());
    if (names.every((name) => name === '')) {
      ctx.addIssue({ code: 'custom', message: VARIABLES_EMPTY_MESSAGE });
      return z.NEVER;
    }
    const unknown = names.filter((name) => !isVariableName(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: unknownVariablesMessage(unknown.map((n) => n || '(tühi)')) });
      return z.NEVER;
    }
    return [...new Set(names as VariableName[])];
  });

export const VariablesParamsSchema = resourcePath({ names: VariableListSchema });

/** A top category with its subcategories (the catalogue has two levels). */
export const CategoryTreeLeafSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
export const CategoryTreeNodeSchema = CategoryTreeLeafSchema.extend({
  children: z.array(CategoryTreeLeafSchema),
});
export type CategoryTreeNode = z.infer<typeof CategoryTreeNodeSchema>;

export const BrandSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

/** A payment method offered to the user's company (the payment step offers the same). */
export const PaymentMethodOptionSchema = z.object({ code: PaymentMethodCodeSchema, label: z.string() });

/** A county by its code (what contacts and transport send) and its official name. */
export const CountyOptionSchema = z.object({ code: CountySchema, label: z.string() });

export const VariablesSchema = z.object({
  tree: z.array(CategoryTreeNodeSchema).optional(),
  brands: z.array(BrandSchema).optional(),
  payment_methods: z.array(PaymentMethodOptionSchema).optional(),
  counties: z.array(CountyOptionSchema).optional(),
});
export type Variables = z.infer<typeof VariablesSchema>;
export const VariablesReplySchema = dataReply(VariablesSchema);

/** 'Harju' → 'Harju maakond' (the official form, DOMAIN.md). */
export const countyLabel = (county: string) => `${county} maakond`;
