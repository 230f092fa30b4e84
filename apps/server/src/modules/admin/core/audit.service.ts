import type { AuditEntry, AuditListReply, AuditQuery } from '@kodumasinad/contract/admin';
import { toCsv } from '../../../platform/spreadsheet-export.js';
import type { AuditListRow, AuditRepository } from './audit.repository.js';
import { EXPORT_MAX_ROWS, listMeta } from './paging.js';

const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

function toEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    staff:
      row.staff_id === null
        ? null
        : { id: row.staff_id, name: row.staff_name ?? '', email: row.staff_email ?? '' },
    email: row.email,
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
    created_at: row.created_at,
  };
}

const CSV_HEADERS = ['Aeg', 'Töötaja', 'Tegevus', 'Objekt', 'Objekti ID', 'Enne', 'Pärast', 'IP-aadress'];

/** The staff member, or for a sign-in with an unknown e-mail the e-mail typed. */
const who = (row: AuditListRow) =>
  row.staff_id === null ? (row.email ?? '') : `${row.staff_name ?? ''} <${row.staff_email ?? ''}>`;

/** The audit log's list and export for admins (decision 044). */
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async list(query: AuditQuery): Promise<AuditListReply> {
    const { rows, total } = await this.audit.list(query, query.per_page, (query.page - 1) * query.per_page);
    return { data: rows.map(toEntry), meta: listMeta(query, total) };
  }

  /** The entries the filters show (every page, up to EXPORT_MAX_ROWS) as CSV. */
  async exportCsv(query: AuditQuery): Promise<string> {
    const { rows } = await this.audit.list(query, EXPORT_MAX_ROWS, 0);
    return toCsv(
      CSV_HEADERS,
      rows.map((row) => [
        { text: row.created_at },
        { text: who(row) },
        { text: row.action },
        { text: row.entity },
        { text: row.entity_id ?? '' },
        { text: row.before_json ?? '' },
        { text: row.after_json ?? '' },
        { text: row.ip ?? '' },
      ]),
    );
  }
}
