import type { Generated, Insertable, Selectable } from 'kysely';
import type { AdminTables, StaffSessionColumns } from './schema-admin.js';
import type { ContentTables } from './schema-content.js';
import type { ClientAdminTables } from './schema-clients.js';
import type { MailTables } from './schema-mail.js';
import type { OfferTables } from './schema-offers.js';
import type { OrderTables } from './schema-orders.js';
import type { AdminOrderTables } from './schema-admin-orders.js';
import type { AdminInvoiceTables } from './schema-admin-invoices.js';
import type { Flag } from './schema-flag.js';
import type { ImportTables } from './schema-imports.js';
import type { IntegrationTables } from './schema-integrations.js';

/**
 * Row types of both databases. Conventions (see dialect.ts): timestamps are ISO-8601 UTC text
 * (`Date#toISOString()`), booleans are integers 0/1, money is integer cents, JSON is text.
 */
export interface B2bClientsTable {
  id: Generated<number>;
  name: string;
  registry_code: string | null;
  vat_number: string | null;
  can_offers: Flag;
  offers_en: Flag;
  /** Days as digits, or 'E' for prepayment (SPEC §5). */
  payment_term: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  county: string | null;
  phone: string | null;
  email: string | null;
  /** 1: blocked in the back-office, its users signed out and refused (migration 0020). */
  blocked: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  b2b_client_id: number;
  /** Always stored lowercased. */
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
  active: Flag;
  offers_en: Flag;
  offer_payment_term: string | null;
  offer_valid_days: number | null;
  /** Percent, may have decimals. */
  offer_price_increase: number | null;
  signature: string | null;
  /** Path under the public image storage, e.g. 'logos/12.png'. */
  logo_path: string | null;
  active_pricelist: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable extends StaffSessionColumns {
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  user_id: number | null;
  /** One-time error message shown by the next page load (bootstrap `error`). */
  flash: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  email: string;
  /** sha256 (hex) of the token sent by e-mail. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string | null;
  hook: string | null;
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface NewsTable {
  id: Generated<number>;
  url: string;
  title: string;
  excerpt: string;
  content: string;
  published_at: string;
  created_at: string;
  /** 0: a draft only the back-office sees (migration 0023). */
  published: Generated<Flag>;
  updated_at: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  ip: string | null;
  created_at: string;
  /** The back-office inbox's state (migration 0023). */
  state: Generated<'new' | 'read' | 'answered'>;
  read_at: string | null;
  answered_at: string | null;
}

export interface BrandsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Brand group of SPEC §1, e.g. 'Miele/Bosch'; null when the brand is in no group. */
  group_name: string | null;
  sort: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  /** Null for a top category; the tree is two levels deep. */
  parent_id: number | null;
  /** Unique across both levels: the SPA route is /{slug}. */
  slug: string;
  title: string;
  two_columns: Flag;
  sort: number;
  /** Hidden categories and their products are not shown to buyers (migration 0032). */
  hidden: Generated<Flag>;
}

export type AttributeKindValue = 'enum' | 'number';
/** How listings filter by the attribute: by values (checkboxes), by a min–max range, or not at all. */
export type AttributeFilter = 'values' | 'range' | 'none';

export interface AttributesTable {
  id: Generated<number>;
  /** The filter code in listing URLs, e.g. 'energiaklass'. */
  code: string;
  name: string;
  kind: AttributeKindValue;
  unit: string | null;
  filter: AttributeFilter;
  sort: number;
  /** JSON array of the allowed values of an enum attribute; null when any value is allowed. */
  choices: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  /** Always a leaf category. */
  category_id: number;
  brand_id: number;
  code: string;
  title: string;
  /** Product page slug: /{url}. */
  url: string;
  description: string;
  /** Storage path of the picture, e.g. 'products/{url}.png'. */
  filename: string | null;
  /** Which generated drawing stands in while the picture file does not exist yet. */
  drawing: string | null;
  /** The seller's base wholesale list price, net. */
  price_cents: number;
  /** The recommended retail price, net. */
  retail_cents: number;
  /** Net wholesale campaign price, valid from discount_start to discount_end (yyyy-mm-dd, inclusive). */
  campaign_price_cents: number | null;
  discount_start: string | null;
  discount_end: string | null;
  featured: Flag;
  /** JSON [{name, value}]: the specification table (SPEC `flds`). */
  specs: string;
  created_at: string;
  updated_at: string;
  /** Hidden products are gone from listings, search and product pages, not from order history. */
  hidden: Generated<Flag>;
  /** The supplier's own code of the product: an import's alternative key. */
  supplier_code: string | null;
  /** The supplier whose import last wrote the product (migration 0033). */
  supplier: string | null;
}

export interface ProductValuesTable {
  product_id: number;
  attribute_id: number;
  /** The label of an enum value ('A+++', 'Integreeritav'). */
  value_text: string | null;
  /** The value of a number attribute, in the attribute's unit. */
  value_num: number | null;
}

export interface ClientDiscountsTable {
  id: Generated<number>;
  b2b_client_id: number;
  /** The discount applies to this brand's products, or (null) to no brand in particular. */
  brand_id: number | null;
  /** The discount applies to this category (a leaf, or a top category and all its leaves). */
  category_id: number | null;
  percent: number;
}

/** An add-on product (accessory or service) that fits the products of a category (decision 020). */
export interface CategoryAddOnsTable {
  category_id: number;
  product_id: number;
  /** Order on the product page. */
  sort: number;
}

/** Which attributes a category's filters offer, in order; none listed: every filterable one. */
export interface CategoryAttributesTable {
  category_id: number;
  attribute_id: number;
  sort: number;
}

/** A product's gallery; the first by `sort` is the main picture, mirrored in products.filename. */
export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  /** Storage path under DATA_DIR, e.g. 'products/{id}-{n}.png'. */
  filename: string;
  sort: number;
  width: number;
  height: number;
  created_at: string;
  /** Where an import took the picture from (its address, or 'zip:' + SHA-256); null for an upload (migration 0035). */
  source: string | null;
}

/** An old product address that redirects to the product after its slug changed. */
export interface ProductRedirectsTable {
  old_url: string;
  product_id: number;
  created_at: string;
}

export type ProductLinkKind = 'related' | 'similar' | 'add_on';

/** Hand-picked related, similar and add-on products of one product. */
export interface ProductLinksTable {
  product_id: number;
  kind: ProductLinkKind;
  linked_id: number;
  sort: number;
}

export interface RecentViewsTable {
  user_id: number;
  product_id: number;
  viewed_at: string;
}

export interface ComparesTable {
  user_id: number;
  product_id: number;
  /** Order of adding within the user's comparison (timestamps can tie). */
  position: number;
  created_at: string;
}

export interface AuthMetaTable {
  /** Always 1: a single row. */
  id: number;
  /** Raised by triggers on changes to users, clients and sessions; servers drop their auth caches. */
  version: number;
}

export interface CatalogMetaTable {
  /** Always 1: a single row. */
  id: number;
  /** Raised on every catalogue change; servers rebuild their in-memory index when it moves. */
  version: number;
  updated_at: string;
}

/**
 * What one catalogue version changed (decision 092): `prices` with the products whose prices
 * or campaign changed (a JSON array of ids), `discounts` for clients' discount rules, `other`
 * for anything else (the index is rebuilt). The last few thousand versions are kept.
 */
export interface CatalogChangesTable {
  version: number;
  kind: 'prices' | 'discounts' | 'other';
  product_ids: string | null;
  /** catalog_meta.updated_at as this version left it. */
  at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
}

export interface Database
  extends
    OrderTables,
    MailTables,
    OfferTables,
    AdminTables,
    AdminOrderTables,
    AdminInvoiceTables,
    ClientAdminTables,
    ContentTables,
    ImportTables,
    IntegrationTables {
  b2b_clients: B2bClientsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  pages: PagesTable;
  news: NewsTable;
  feedback: FeedbackTable;
  settings: SettingsTable;
  brands: BrandsTable;
  categories: CategoriesTable;
  attributes: AttributesTable;
  products: ProductsTable;
  product_values: ProductValuesTable;
  client_discounts: ClientDiscountsTable;
  category_add_ons: CategoryAddOnsTable;
  category_attributes: CategoryAttributesTable;
  product_images: ProductImagesTable;
  product_redirects: ProductRedirectsTable;
  product_links: ProductLinksTable;
  recent_views: RecentViewsTable;
  compares: ComparesTable;
  catalog_meta: CatalogMetaTable;
  catalog_changes: CatalogChangesTable;
  auth_meta: AuthMetaTable;
}

export type SessionRow = Selectable<SessionsTable>;
export type PageRow = Selectable<PagesTable>;
export type NewsRow = Selectable<NewsTable>;
export type NewFeedback = Insertable<FeedbackTable>;
