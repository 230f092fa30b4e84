import {
  QUICK_ORDER_CODES_LIMIT,
  QUICK_ORDER_CODE_NOT_FOUND_MESSAGE,
  QUICK_ORDER_HAS_ERRORS_MESSAGE,
  QUICK_ORDER_MAX_QUANTITY,
  QUICK_ORDER_NOT_ORDERABLE_MESSAGE,
  QUICK_ORDER_QUANTITY_MESSAGE,
  type Cart,
  type Product,
  type QuickOrderLine,
  type User,
} from '@kodumasinad/contract';
import { invalidInput } from '../../platform/errors.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { quantityOf, type InputField, type ParsedLine } from './quick-order-parse.js';

/** Closest codes suggested for an unknown one. */
const SUGGESTIONS = 3;

export const quickOrderAddedMessage = (products: number) =>
  products === 1 ? 'Ostukorvi lisati 1 toode.' : `Ostukorvi lisati ${products} toodet.`;
export const QUICK_ORDER_CAPPED_WARNING = `Mõne toote kogus jäi ostukorvis ${QUICK_ORDER_MAX_QUANTITY} tk juurde.`;

/** A product the buyer may order on its own: it has a price in the buyer's view. */
const orderable = (product: Product) => product.price > 0;

/** Quick order by product code (issue 13, decision 039). */
export class QuickOrderService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cart: CartService,
  ) {}

  /**
   * Each distinct code's line: the product, the summed quantity and what stops it, if anything.
   * Duplicates of a code are merged onto its first line (sourceLines names them all) while their
   * quantities are valid; a duplicate with a bad quantity stays a line of its own with its message,
   * so it neither erases nor silently drops what another line asked for.
   */
  async preview(user: User, parsed: readonly ParsedLine[]): Promise<QuickOrderLine[]> {
    const candidates = [...new Set(parsed.flatMap((p) => p.readings.map((reading) => reading.code)))];
    const found = await this.catalog.productsByCodes(user, candidates, 0);
    const byCode = new Map(candidates.map((code, i) => [code, found[i]?.product ?? null]));
    const lines = new Map<string, QuickOrderLine>();
    const unknown: QuickOrderLine[] = [];
    for (const p of parsed) {
      // The first reading that names a known code, else the first (the most likely) one.
      const reading = p.readings.find((r) => (byCode.get(r.code) ?? null) !== null) ?? p.readings[0];
      const { code } = reading;
      const product = byCode.get(code) ?? null;
      const quantity = quantityOf(reading.quantityText);
      const identity = product !== null ? `#${product.id}` : code.toLowerCase().replace(/\s+/g, '');
      const key = quantity === null ? `${identity}@${p.line}` : identity;
      const merged = lines.get(key);
      if (merged !== undefined && merged.quantity !== null) {
        merged.quantity += quantity as number;
        merged.sourceLines.push(p.line);
        continue;
      }
      const line: QuickOrderLine = {
        line: p.line,
        sourceLines: [p.line],
        code,
        quantity,
        product,
        message: null,
        suggestions: [],
      };
      lines.set(key, line);
      if (product === null) unknown.push(line);
    }
    if (unknown.length > 0) {
      const closest = await this.catalog.productsByCodes(
        user,
        unknown.map((line) => line.code),
        SUGGESTIONS,
      );
      unknown.forEach((line, i) => {
        line.suggestions = closest[i]?.suggestions ?? [];
      });
    }
    return [...lines.values()]
      .sort((a, b) => a.line - b.line)
      .map((line) => ({ ...line, message: messageOf(line) }));
  }

  /** Every line into the cart in one transaction, or 422 naming the lines that cannot go in. */
  async add(
    user: User,
    parsed: readonly ParsedLine[],
    field: InputField,
  ): Promise<{ cart: Cart; message: string; warning?: string }> {
    const lines = await this.preview(user, parsed);
    const problems = lines.filter((line) => line.message !== null);
    if (problems.length > 0) {
      throw invalidInput(
        { [field]: problems.map((line) => `Rida ${line.line} (${line.code}): ${line.message}`) },
        QUICK_ORDER_HAS_ERRORS_MESSAGE,
      );
    }
    const result = await this.cart.addBulk(
      user,
      lines.map((line) => ({ productId: (line.product as Product).id, quantity: line.quantity as number })),
    );
    return {
      cart: result.cart,
      message: quickOrderAddedMessage(result.added.size),
      ...(result.capped ? { warning: QUICK_ORDER_CAPPED_WARNING } : {}),
    };
  }

  /** "Lisa koodi järgi": the first products whose code begins with the prefix. */
  async codes(user: User, prefix: string): Promise<Product[]> {
    if (prefix.trim() === '') return [];
    return this.catalog.productsByCodePrefix(user, prefix, QUICK_ORDER_CODES_LIMIT);
  }
}

function messageOf(line: QuickOrderLine): string | null {
  if (line.product === null) return QUICK_ORDER_CODE_NOT_FOUND_MESSAGE;
  if (!orderable(line.product)) return QUICK_ORDER_NOT_ORDERABLE_MESSAGE;
  if (line.quantity === null || line.quantity > QUICK_ORDER_MAX_QUANTITY) return QUICK_ORDER_QUANTITY_MESSAGE;
  return null;
}
