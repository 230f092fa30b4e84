import {
  MAX_CART_QUANTITY,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Cart,
  type Product,
  type TransportChoice,
  type User,
} from '@kodumasinad/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { pricedProducts } from './cart-catalog.js';
import { assertWithinOrderLimit, purchaseGross, withQuantity, type CartQuantity } from './cart-limit.js';
import { cartView, storedTransport } from './cart-view.js';
import { CartRepository } from './cart.repository.js';

export const CART_ADDED_MESSAGE = 'Toode on lisatud ostukorvi!';
export const CART_REMOVED_MESSAGE = 'Toode on eemaldatud ostukorvist.';
export const CART_CLEARED_MESSAGE = 'Ostukorv on tühjendatud.';
export const QUANTITY_CAPPED_WARNING = `Ühte toodet saab ostukorvi lisada kuni ${MAX_CART_QUANTITY} tk.`;
export const CART_ROW_NOT_FOUND_MESSAGE = 'Ostukorvi rida ei leitud.';
export const NOT_IN_CART_MESSAGE = 'Toodet ei ole ostukorvis.';

export interface CartInsert {
  productId: number;
  /** The cart row the product is an add-on of. */
  parentRowId: number | null;
  quantity: number;
  /** false: take the add-on out again (its checkbox on the product page was cleared). */
  checked: boolean;
}

/** A product and quantity to put in the cart, e.g. a past order's row. */
export interface CartAddition {
  productId: number;
  quantity: number;
}

export interface AddAllResult {
  cart: Cart;
  /** The products that went in (each product once). */
  added: ReadonlySet<number>;
  /** The products the catalogue no longer sells: left out. */
  unavailable: ReadonlySet<number>;
  /** Some product's quantity stopped at MAX_CART_QUANTITY. */
  capped: boolean;
}

/** A cart line at purchase prices, as the order takes it. */
export interface CheckoutLine {
  productId: number;
  title: string;
  code: string;
  quantity: number;
  /** Net unit price. */
  price: number;
  total: number;
}

export interface CheckoutCart {
  lines: CheckoutLine[];
  /** Product units: services priced per item multiply by it. */
  items: number;
  productsTotal: number;
  transport: TransportChoice | null;
  /** The cart rows this covers (missing products included): placing the order removes them. */
  rowIds: number[];
}

export interface PurchasePrices {
  /** Every product id that was looked up; the ones the catalogue does not sell are absent below. */
  looked: ReadonlySet<number>;
  products: ReadonlyMap<number, Product>;
}

/** The cart of SPEC §7: one per user, in the database, priced by the catalogue. */
export class CartService {
  private readonly carts: CartRepository;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.carts = new CartRepository(db);
  }

  async cart(user: User): Promise<Cart> {
    const rows = await this.carts.rows(user.id);
    const products = await pricedProducts(
      this.catalog,
      user,
      rows.map((row) => row.product_id),
      user.active_pricelist,
    );
    return cartView(
      user.active_pricelist,
      rows,
      products,
      storedTransport(await this.carts.transport(user.id)),
    );
  }

  /** The product in the user's view; 404 when the catalogue does not sell it. */
  private async product(user: User, productId: number): Promise<Product> {
    const product = (await pricedProducts(this.catalog, user, [productId], user.active_pricelist)).get(
      productId,
    );
    if (product === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  }

  async insert(
    user: User,
    input: CartInsert,
  ): Promise<{ cart: Cart; product: Product; message: string; warning?: string }> {
    const product = await this.product(user, input.productId);
    if (input.parentRowId !== null) {
      const parent = await this.carts.findRow(user.id, input.parentRowId);
      if (parent === undefined || parent.parent_row_id !== null || parent.product_id === input.productId) {
        throw notFound(CART_ROW_NOT_FOUND_MESSAGE);
      }
    }
    if (!input.checked) {
      await this.carts.removeAddOn(user.id, input.productId, input.parentRowId);
      return { cart: await this.cart(user), product, message: CART_REMOVED_MESSAGE };
    }
    const rows = await this.carts.rows(user.id);
    const parentKey = input.parentRowId ?? 0;
    const row = rows.find((r) => r.product_id === input.productId && r.parent_key === parentKey);
    const after = Math.min((row?.quantity ?? 0) + input.quantity, MAX_CART_QUANTITY);
    await this.checkOrderLimit(user, withQuantity(rows, row, input.productId, after));
    const { before } = await this.carts.add(
      {
        userId: user.id,
        productId: input.productId,
        parentRowId: input.parentRowId,
        quantity: input.quantity,
        title: product.title,
        code: product.code,
      },
      MAX_CART_QUANTITY,
      this.clock().toISOString(),
    );
    const capped = before + input.quantity > MAX_CART_QUANTITY;
    return {
      cart: await this.cart(user),
      product,
      message: CART_ADDED_MESSAGE,
      ...(capped ? { warning: QUANTITY_CAPPED_WARNING } : {}),
    };
  }

  /**
   * Puts the products in as top-level rows in one transaction: either all that are still sold go
   * in (each quantity summed with the row already there, capped at MAX_CART_QUANTITY) or, on a
   * failure, none. Prices are looked up before the transaction opens (see `purchasePrices`).
   */
  async addAll(user: User, additions: readonly CartAddition[]): Promise<AddAllResult> {
    const products = await pricedProducts(
      this.catalog,
      user,
      additions.map((addition) => addition.productId),
      user.active_pricelist,
    );
    const sold = additions.filter((addition) => products.has(addition.productId));
    const at = this.clock().toISOString();
    const capped = await this.db.transaction().execute(async (trx) => {
      const carts = new CartRepository(trx);
      let anyCapped = false;
      for (const { productId, quantity } of sold) {
        const product = products.get(productId) as Product;
        const row = {
          userId: user.id,
          productId,
          parentRowId: null,
          quantity,
          title: product.title,
          code: product.code,
        };
        const { before } = await carts.add(row, MAX_CART_QUANTITY, at);
        anyCapped ||= before + quantity > MAX_CART_QUANTITY;
      }
      return anyCapped;
    });
    return {
      cart: await this.cart(user),
      added: new Set(sold.map((addition) => addition.productId)),
      unavailable: new Set(additions.filter((a) => !products.has(a.productId)).map((a) => a.productId)),
      capped,
    };
  }

  /**
   * Quick order (issue 13): all lines in one transaction, as `addAll`, after checking that the
   * cart they make stays within the order limit (decision 013); nothing goes in otherwise.
   */
  async addBulk(user: User, additions: readonly CartAddition[]): Promise<AddAllResult> {
    const rows = await this.carts.rows(user.id);
    const lines: CartQuantity[] = rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
    await this.checkOrderLimit(user, [...lines, ...additions]);
    return this.addAll(user, additions);
  }

  async update(user: User, productId: number, quantity: number): Promise<Cart> {
    const rows = await this.carts.rows(user.id);
    // The row setQuantity changes: the product's own row, else its first add-on row.
    const row = rows
      .filter((r) => r.product_id === productId)
      .sort((a, b) => a.parent_key - b.parent_key || a.id - b.id)[0];
    // Lowering is always allowed: it is how a cart that grew past the limit gets back under it.
    if (row !== undefined && quantity > row.quantity) {
      await this.checkOrderLimit(user, withQuantity(rows, row, productId, quantity));
    }
    if (!(await this.carts.setQuantity(user.id, productId, quantity))) throw notFound(NOT_IN_CART_MESSAGE);
    return this.cart(user);
  }

  /**
   * Refuses a change after which the cart's order would pass the order limit (decision 013).
   * Two concurrent adds may each pass; confirming the order checks the total once more.
   */
  private async checkOrderLimit(user: User, lines: readonly CartQuantity[]): Promise<void> {
    const [prices, transport] = await Promise.all([
      pricedProducts(
        this.catalog,
        user,
        lines.map((line) => line.productId),
        'default',
      ),
      this.carts.transport(user.id),
    ]);
    assertWithinOrderLimit(purchaseGross(lines, prices, storedTransport(transport)));
  }

  /** Takes the product out (also one the catalogue no longer has); removing it twice is no error. */
  async remove(user: User, productId: number): Promise<Cart> {
    await this.carts.removeProduct(user.id, productId);
    return this.cart(user);
  }

  async clear(user: User): Promise<Cart> {
    await this.carts.clear(user.id);
    return this.cart(user);
  }

  async setTransport(user: User, choice: TransportChoice): Promise<Cart> {
    await this.carts.setTransport(user.id, choice, this.clock().toISOString());
    return this.cart(user);
  }

  async transport(user: User): Promise<TransportChoice | null> {
    return storedTransport(await this.carts.transport(user.id));
  }

  /**
   * Purchase prices (orders always use them) of the products in the cart now. Looked up before
   * the placing transaction opens: the catalogue reads the database on its own connection,
   * which a SQLite transaction would be holding.
   */
  async purchasePrices(user: User): Promise<PurchasePrices> {
    const ids = (await this.carts.rows(user.id)).map((row) => row.product_id);
    return { looked: new Set(ids), products: await pricedProducts(this.catalog, user, ids, 'default') };
  }

  /**
   * The cart at purchase prices, read through `db` (the placing transaction) so what is ordered
   * is exactly what is then cleared. A row added after `prices` were looked up is left out and
   * stays in the cart.
   */
  async checkoutCart(user: User, prices?: PurchasePrices, db: Db = this.db): Promise<CheckoutCart> {
    const carts = db === this.db ? this.carts : new CartRepository(db);
    const rows = await carts.rows(user.id);
    const book = prices ?? (await this.purchasePrices(user));
    const taken = rows.filter((row) => book.looked.has(row.product_id));
    const lines = taken.flatMap((row): CheckoutLine[] => {
      const product = book.products.get(row.product_id);
      if (product === undefined) return [];
      return [
        {
          productId: product.id,
          title: product.title,
          code: product.code,
          quantity: row.quantity,
          price: product.price,
          total: product.price * row.quantity,
        },
      ];
    });
    return {
      lines,
      items: lines.reduce((sum, line) => sum + line.quantity, 0),
      productsTotal: lines.reduce((sum, line) => sum + line.total, 0),
      transport: storedTransport(await carts.transport(user.id)),
      rowIds: taken.map((row) => row.id),
    };
  }

  /** Empties the ordered rows and the transport within the placing transaction. */
  async clearWithin(db: Db, userId: number, rowIds: readonly number[]): Promise<void> {
    await new CartRepository(db).clearRows(userId, rowIds);
  }
}
