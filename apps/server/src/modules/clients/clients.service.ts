import {
  CLIENT_NOT_FOUND_MESSAGE,
  CLIENT_STATUS_LABELS,
  DISCOUNT_BRAND_MESSAGE,
  DISCOUNT_CATEGORY_MESSAGE,
  REGISTRY_CODE_TAKEN_MESSAGE,
  VAT_NUMBER_TAKEN_MESSAGE,
  type AdminClient,
  type AdminClientInput,
  type AdminClientListItem,
  type AdminClientsListReply,
  type AdminClientsQuery,
  type ClientDiscountOptionsReply,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { endClientSessions } from '../../platform/sessions.js';
import { listMeta } from '../../platform/list-meta.js';
import { toCsv, type ExportCell } from '../../platform/spreadsheet-export.js';
import type { AuditRecorder } from '../admin/core/index.js';
import { ClientsRepository, type ClientRecord, type DiscountRow } from './clients.repository.js';

/** At most this many rows go into one CSV export. */
export const CLIENTS_EXPORT_LIMIT = 10_000;

export const CLIENTS_EXPORT_HEADERS = [
  'Nimi',
  'Registrikood',
  'KMKR',
  'E-post',
  'Telefon',
  'Aadress',
  'Maksetähtaeg',
  'Pakkumised',
  'Olek',
  'Kasutajaid',
] as const;

function toListItem(record: ClientRecord): AdminClientListItem {
  const blocked = record.blocked === 1;
  const status = blocked ? 'blocked' : 'active';
  return {
    id: record.id,
    name: record.name,
    registry_code: record.registry_code,
    vat_number: record.vat_number,
    address: record.address,
    postal_code: record.postal_code,
    city: record.city,
    county: record.county,
    phone: record.phone,
    email: record.email,
    payment_term: record.payment_term,
    can_offers: record.can_offers === 1,
    offers_en: record.offers_en === 1,
    blocked,
    status,
    status_label: CLIENT_STATUS_LABELS[status],
    users: Number(record.user_count ?? 0),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

const toDiscounts = (rows: readonly DiscountRow[]) =>
  rows.map((row) => ({ brand_id: row.brand_id, category_id: row.category_id, percent: Number(row.percent) }));

const sameDiscounts = (a: readonly DiscountRow[], b: readonly DiscountRow[]) =>
  JSON.stringify(toDiscounts(a)) === JSON.stringify(toDiscounts(b));

const flag = (value: boolean) => (value ? (1 as const) : (0 as const));

/** The client's stored columns from the form's values. */
function columns(input: AdminClientInput) {
  return {
    name: input.name,
    registry_code: input.registry_code,
    vat_number: input.vat_number,
    address: input.address,
    postal_code: input.postal_code,
    city: input.city,
    county: input.county,
    phone: input.phone,
    email: input.email,
    payment_term: input.payment_term,
    can_offers: flag(input.can_offers),
    // English offers only make sense for a client that makes offers.
    offers_en: flag(input.can_offers && input.offers_en),
    blocked: flag(input.blocked),
  };
}

/**
 * Client companies in the back-office (issue 14): list, export, create, edit with their discounts
 * (decision 004) and blocking (decision 046). Every change is one transaction with its audit entry.
 */
export class AdminClientsService<Actor> {
  private readonly clients: ClientsRepository;
  private readonly clock: () => Date;

  constructor(
    private readonly deps: {
      db: Db;
      audit: AuditRecorder<Actor>;
      /** Raises `catalog.changed` when discounts change (prices are computed from them). */
      events: Pick<EventBus, 'emit'>;
      clock?: () => Date;
    },
  ) {
    this.clients = new ClientsRepository(deps.db);
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(query: AdminClientsQuery): Promise<AdminClientsListReply> {
    const { records, total } = await this.clients.list(query, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    });
    return {
      data: records.map(toListItem),
      meta: listMeta(query, total),
    };
  }

  /** Every client the filters show (not only one page), as the list's CSV. */
  async exportCsv(query: AdminClientsQuery): Promise<string> {
    const { records } = await this.clients.list(query, { offset: 0, limit: CLIENTS_EXPORT_LIMIT });
    const rows: ExportCell[][] = records.map(toListItem).map((client) => [
      { text: client.name },
      { text: client.registry_code ?? '' },
      { text: client.vat_number ?? '' },
      { text: client.email ?? '' },
      { text: client.phone ?? '' },
      {
        text: [client.address, [client.postal_code, client.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
      },
      { text: client.payment_term === 'E' ? 'Ettemaks' : (client.payment_term ?? '') },
      { text: client.can_offers ? 'jah' : 'ei' },
      { text: client.status_label },
      { count: client.users },
    ]);
    return toCsv(CLIENTS_EXPORT_HEADERS, rows);
  }

  async get(id: number, db: Db = this.deps.db): Promise<AdminClient> {
    const repository = new ClientsRepository(db);
    const record = await repository.find(id);
    if (record === undefined) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
    return { ...toListItem(record), discounts: toDiscounts(await repository.discounts(id)) };
  }

  async discountOptions(): Promise<ClientDiscountOptionsReply['data']> {
    const [brands, categories] = await Promise.all([this.clients.brands(), this.clients.categories()]);
    return { brands, categories };
  }

  /**
   * Runs a save in a transaction, refusing (422 by field) a registry code or VAT number another
   * client already has: checked first, and a unique index's violation (two saves at once) read
   * the same way.
   */
  private async uniqueIdentity<T>(
    input: AdminClientInput,
    exceptId: number | null,
    save: (trx: Db) => Promise<T>,
  ): Promise<T> {
    const refuse = async (repository: ClientsRepository) => {
      const taken = await repository.takenIdentity(input, exceptId);
      const errors: Record<string, string[]> = {};
      if (taken.registry_code) errors.registry_code = [REGISTRY_CODE_TAKEN_MESSAGE];
      if (taken.vat_number) errors.vat_number = [VAT_NUMBER_TAKEN_MESSAGE];
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
    };
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        await refuse(new ClientsRepository(trx));
        return save(trx);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await refuse(this.clients);
      throw error;
    }
  }

  async create(actor: Actor, input: AdminClientInput): Promise<AdminClient> {
    return this.uniqueIdentity(input, null, async (trx) => {
      const repository = new ClientsRepository(trx);
      await this.checkDiscounts(repository, input.discounts);
      const id = await repository.insert(columns(input), this.clock().toISOString());
      if (input.discounts.length > 0) {
        await repository.replaceDiscounts(id, input.discounts);
        await this.deps.events.emit('catalog.changed', { change: { kind: 'discounts' } }, trx);
      }
      const after = await this.get(id, trx);
      await this.deps.audit(trx, actor, {
        action: 'client.create',
        entity: 'client',
        entity_id: id,
        before: null,
        after,
      });
      return after;
    });
  }

  /**
   * Saves the whole form. Blocking signs the client's users out in the same transaction (their
   * sessions go; the user loader refuses a blocked client's users from then on, decision 046).
   */
  async update(actor: Actor, id: number, input: AdminClientInput): Promise<AdminClient> {
    return this.uniqueIdentity(input, id, async (trx) => {
      const repository = new ClientsRepository(trx);
      const before = await this.get(id, trx);
      await this.checkDiscounts(repository, input.discounts);
      await repository.update(id, columns(input), this.clock().toISOString());
      if (!sameDiscounts(before.discounts, input.discounts)) {
        await repository.replaceDiscounts(id, input.discounts);
        // Prices are computed from the discounts and cached per catalogue version (decision 004).
        await this.deps.events.emit('catalog.changed', { change: { kind: 'discounts' } }, trx);
      }
      if (input.blocked && !before.blocked) await endClientSessions(trx, id);
      const after = await this.get(id, trx);
      const action =
        before.blocked === after.blocked
          ? 'client.update'
          : after.blocked
            ? 'client.block'
            : 'client.unblock';
      await this.deps.audit(trx, actor, { action, entity: 'client', entity_id: id, before, after });
      return after;
    });
  }

  /** 422 on the row's field when a discount names a brand or category we do not have. */
  private async checkDiscounts(repository: ClientsRepository, discounts: readonly DiscountRow[]) {
    const brands = await repository.brandIds(
      discounts.flatMap((d) => (d.brand_id === null ? [] : [d.brand_id])),
    );
    const categories = await repository.categoryIds(
      discounts.flatMap((d) => (d.category_id === null ? [] : [d.category_id])),
    );
    const errors: Record<string, string[]> = {};
    discounts.forEach((discount, index) => {
      if (discount.brand_id !== null && !brands.has(discount.brand_id))
        errors[`discounts.${index}.brand_id`] = [DISCOUNT_BRAND_MESSAGE];
      if (discount.category_id !== null && !categories.has(discount.category_id))
        errors[`discounts.${index}.category_id`] = [DISCOUNT_CATEGORY_MESSAGE];
    });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  }
}
