import type { Meta } from '@kodumasinad/contract';
import {
  ADMIN_FEEDBACK_NOT_FOUND_MESSAGE,
  FEEDBACK_STATE_LABELS,
  type AdminFeedback,
  type AdminFeedbackListQuery,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { toCsv } from '../../platform/spreadsheet-export.js';
import { EXPORT_MAX_ROWS, listMeta, type AuditActor, type AuditRecorder } from '../admin/core/index.js';
import { FeedbackRepository } from './feedback.repository.js';

type Row = NonNullable<Awaited<ReturnType<FeedbackRepository['byId']>>>;

const toFeedback = (row: Row): AdminFeedback => ({ ...row, company: row.company ?? null });
const audited = (row: Row) => ({ state: row.state, read_at: row.read_at, answered_at: row.answered_at });

/**
 * The feedback inbox (issue 14): new → read (opening a message marks it) → answered; "read"
 * again takes back an answered mark. Each change is one transaction with its audit record.
 */
export class AdminFeedbackService {
  constructor(private readonly deps: { db: Db; audit: AuditRecorder; clock?: () => Date }) {}

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString();
  }

  async list(query: AdminFeedbackListQuery): Promise<{ data: AdminFeedback[]; meta: Meta }> {
    const { rows, total } = await new FeedbackRepository(this.deps.db).list(
      { state: query.state, q: query.q ?? '' },
      query,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return { data: rows.map(toFeedback), meta: listMeta(query, total) };
  }

  /** The inbox's rows as CSV (the same filters, every page). */
  async exportCsv(query: AdminFeedbackListQuery): Promise<string> {
    const { rows } = await new FeedbackRepository(this.deps.db).list(
      { state: query.state, q: query.q ?? '' },
      query,
      EXPORT_MAX_ROWS,
      0,
    );
    return toCsv(
      ['Saadetud', 'Nimi', 'E-post', 'Telefon', 'Ettevõte', 'Olek', 'Sõnum'],
      rows.map((row) => [
        { text: row.created_at },
        { text: row.name },
        { text: row.email },
        { text: row.phone ?? '' },
        { text: row.company ?? '' },
        { text: FEEDBACK_STATE_LABELS[row.state] },
        { text: row.message },
      ]),
    );
  }

  /** One message; a new one becomes read by being opened. */
  async open(staff: AuditActor, id: number): Promise<AdminFeedback> {
    return this.change(staff, id, (row) =>
      row.state === 'new' ? { state: 'read', read_at: this.now(), answered_at: null } : null,
    );
  }

  async setState(staff: AuditActor, id: number, state: 'read' | 'answered'): Promise<AdminFeedback> {
    return this.change(staff, id, (row) => {
      if (row.state === state) return null;
      const now = this.now();
      return state === 'read'
        ? { state, read_at: row.read_at ?? now, answered_at: null }
        : { state, read_at: row.read_at ?? now, answered_at: now };
    });
  }

  private async change(
    staff: AuditActor,
    id: number,
    next: (row: Row) => { state: 'read' | 'answered'; read_at: string; answered_at: string | null } | null,
  ): Promise<AdminFeedback> {
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new FeedbackRepository(trx);
      const before = await repo.byId(id);
      if (before === undefined) throw notFound(ADMIN_FEEDBACK_NOT_FOUND_MESSAGE);
      const values = next(before);
      if (values === null) return before;
      await repo.setState(id, values);
      const after = { ...before, ...values };
      await this.deps.audit(trx, staff, {
        action: `feedback.${values.state}`,
        entity: 'feedback',
        entity_id: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return toFeedback(row);
  }
}
