import type { AdminClientsQuery } from '@kodumasinad/contract/admin';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { B2bClientsTable } from '../../db/schema.js';
import { anyContainsFolded, containsFolded } from '../../db/text-search.js';

export type ClientValues = Omit<Insertable<B2bClientsTable>, 'id' | 'created_at' | 'updated_at'>;
export type ClientRecord = NonNullable<Awaited<ReturnType<ClientsRepository['find']>>>;
export interface DiscountRow {
  brand_id: number | null;
  category_id: number | null;
  percent: number;
}

/** Client companies and their discounts (issue 14): the only writer of `b2b_clients` and `client_discounts`. */
export class ClientsRepository {
  constructor(private readonly db: Db) {}

  private selectClients() {
    return this.db
      .selectFrom('b2b_clients')
      .selectAll('b2b_clients')
      .select((eb) =>
        eb
          .selectFrom('users')
          .whereRef('users.b2b_client_id', '=', 'b2b_clients.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('user_count'),
      );
  }

  private filtered(query: Pick<AdminClientsQuery, 'q' | 'status' | 'can_offers'>) {
    let select = this.selectClients();
    const q = query.q ?? '';
    if (q !== '') {
      select = select.where((eb) =>
        eb.or([
          anyContainsFolded(
            ['b2b_clients.name', 'b2b_clients.registry_code', 'b2b_clients.vat_number', 'b2b_clients.email'],
            q,
          ),
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id')
              .whereRef('users.b2b_client_id', '=', 'b2b_clients.id')
              .where(containsFolded('users.email', q)),
          ),
        ]),
      );
    }
    if (query.status !== undefined)
      select = select.where('b2b_clients.blocked', '=', query.status === 'blocked' ? 1 : 0);
    if (query.can_offers !== undefined)
      select = select.where('b2b_clients.can_offers', '=', query.can_offers ? 1 : 0);
    return select;
  }

  async list(query: AdminClientsQuery, page: { offset: number; limit: number }) {
    const base = this.filtered(query);
    const total = await this.db
      .selectFrom(base.as('matching'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const column = {
      name: sql`lower(b2b_clients.name)`,
      registry_code: sql`b2b_clients.registry_code`,
      created_at: sql`b2b_clients.created_at`,
      users: sql`user_count`,
    }[query.sort];
    const records = await base
      .orderBy(column, query.dir)
      .orderBy('b2b_clients.id', query.dir)
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return { records, total: Number(total.n) };
  }

  find(id: number) {
    return this.selectClients().where('b2b_clients.id', '=', id).executeTakeFirst();
  }

  /** Which of the registry code and VAT number another client (not `exceptId`) already has. */
  async takenIdentity(
    identity: { registry_code: string | null; vat_number: string | null },
    exceptId: number | null,
  ): Promise<{ registry_code: boolean; vat_number: boolean }> {
    // A client that kept its own value is never refused: clients that shared a code before
    // migration 0031 stay editable until one of them changes it.
    const own =
      exceptId === null
        ? undefined
        : await this.db
            .selectFrom('b2b_clients')
            .select(['registry_code', 'vat_number'])
            .where('id', '=', exceptId)
            .executeTakeFirst();
    const taken = async (column: 'registry_code' | 'vat_number', value: string | null) => {
      if (value === null || own?.[column] === value) return false;
      let query = this.db.selectFrom('b2b_clients').select('id').where(column, '=', value);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    };
    const [registry, vat] = await Promise.all([
      taken('registry_code', identity.registry_code),
      taken('vat_number', identity.vat_number),
    ]);
    return { registry_code: registry, vat_number: vat };
  }

  async insert(values: ClientValues, at: string): Promise<number> {
    const row = await this.db
      .insertInto('b2b_clients')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<B2bClientsTable>, at: string): Promise<void> {
    await this.db
      .updateTable('b2b_clients')
      .set({ ...values, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  discounts(clientId: number): Promise<DiscountRow[]> {
    return this.db
      .selectFrom('client_discounts')
      .select(['brand_id', 'category_id', 'percent'])
      .where('b2b_client_id', '=', clientId)
      .orderBy('id')
      .execute();
  }

  async replaceDiscounts(clientId: number, rows: readonly DiscountRow[]): Promise<void> {
    await this.db.deleteFrom('client_discounts').where('b2b_client_id', '=', clientId).execute();
    if (rows.length === 0) return;
    await this.db
      .insertInto('client_discounts')
      .values(rows.map((row) => ({ ...row, b2b_client_id: clientId })))
      .execute();
  }

  async brandIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('brands').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  async categoryIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  brands() {
    return this.db.selectFrom('brands').select(['id', 'name']).orderBy('sort').orderBy('name').execute();
  }

  categories() {
    return this.db
      .selectFrom('categories')
      .select(['id', 'title', 'parent_id'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
