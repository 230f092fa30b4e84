import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of both databases. Conventions (see dialect.ts): timestamps are ISO-8601 UTC text
 * (`Date#toISOString()`), booleans are integers 0/1, money is integer cents, JSON is text.
 */
export type Flag = 0 | 1;

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

export interface SessionsTable {
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
}

export interface MenuItemsTable {
  id: Generated<number>;
  /** Null for a top-level item; children are one level deep (SPEC §3). */
  parent_id: number | null;
  position: number;
  title: string;
  url: string | null;
  two_columns: Flag;
  /** 1 when `url` is a category slug the SPA router must know (bootstrap `categories`). */
  is_category: Flag;
  /** JSON object label → path. */
  links: string;
}

export interface SettingsTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
}

export interface Database {
  b2b_clients: B2bClientsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  pages: PagesTable;
  news: NewsTable;
  feedback: FeedbackTable;
  menu_items: MenuItemsTable;
  settings: SettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type B2bClientRow = Selectable<B2bClientsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PageRow = Selectable<PagesTable>;
export type NewsRow = Selectable<NewsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type NewFeedback = Insertable<FeedbackTable>;
