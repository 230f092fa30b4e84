import type { Kysely, Migration } from 'kysely';
import { doubleType, withIdColumn, type DialectKind } from '../dialect.js';

/** Issue 2: clients, users, sessions, password resets, rate limits, content, feedback, menu, settings. */
export function foundation(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const schema = db.schema;

      await withIdColumn(kind, schema.createTable('b2b_clients'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('registry_code', 'text')
        .addColumn('vat_number', 'text')
        .addColumn('can_offers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('offers_en', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payment_term', 'text')
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('county', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('users'))
        .addColumn('b2b_client_id', 'integer', (c) =>
          c.notNull().references('b2b_clients.id').onDelete('restrict'),
        )
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('offers_en', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('offer_payment_term', 'text')
        .addColumn('offer_valid_days', 'integer')
        .addColumn('offer_price_increase', doubleType(kind))
        .addColumn('signature', 'text')
        .addColumn('logo_path', 'text')
        .addColumn('active_pricelist', 'text', (c) => c.notNull().defaultTo('default'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('users_b2b_client_id_idx').on('users').column('b2b_client_id').execute();

      await schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('flash', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
      await schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

      await withIdColumn(kind, schema.createTable('password_resets'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await schema.createIndex('password_resets_email_idx').on('password_resets').column('email').execute();

      await schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('pages'))
        .addColumn('slug', 'text', (c) => c.unique())
        .addColumn('hook', 'text', (c) => c.unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('news'))
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('news_published_at_idx').on('news').column('published_at').execute();

      await withIdColumn(kind, schema.createTable('feedback'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('menu_items'))
        .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('two_columns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_category', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('links', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await schema.createIndex('menu_items_parent_id_idx').on('menu_items').column('parent_id').execute();

      await schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
