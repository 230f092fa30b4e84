import type { Generated } from 'kysely';

/** Issue 24's supplier imports (migration 0033); owned by the catalogue module. */
export type ImportStatus = 'checking' | 'checked' | 'applying' | 'done' | 'cancelled' | 'failed';

export interface ImportProfilesTable {
  id: Generated<number>;
  name: string;
  supplier: string;
  /** JSON {header: field}: which field each of the file's columns fills ('' to skip it). */
  mapping: string;
  key_field: 'code' | 'supplier_code';
  created_at: string;
  updated_at: string;
}

export interface ImportsTable {
  id: Generated<number>;
  status: ImportStatus;
  /** The uploaded file's own name, as the staff member chose it. */
  filename: string;
  /** Where the file is kept, relative to DATA_DIR. */
  file_path: string;
  file_kind: 'csv' | 'xlsx';
  /** The picture ZIP uploaded beside the file, relative to DATA_DIR (migration 0035); null: none. */
  pictures_path: string | null;
  /** When the import's files were removed from DATA_DIR (migration 0035); null while they are kept. */
  files_removed_at: string | null;
  mapping: string;
  key_field: 'code' | 'supplier_code';
  /** JSON array of the file's header cells (for errors.csv). */
  header: string | null;
  /** JSON of the import's options (mode, hide_missing, supplier, fields). */
  options: string;
  rows_total: Generated<number>;
  /** Data rows worked through: by the dry run while checking, by the apply (committed) while applying. */
  rows_done: Generated<number>;
  /** The file's line of the last row whose batch was committed by the apply. */
  applied_line: number | null;
  /** JSON of the dry run's counts and per-field changes. */
  counts: string;
  /** JSON of what the apply has committed so far. */
  applied_counts: string | null;
  error: string | null;
  /** The process (runner token) working on the job; with heartbeat_at, how a dead one is noticed. */
  claimed_by: string | null;
  heartbeat_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  staff_id: number | null;
}

export interface ImportErrorsTable {
  id: Generated<number>;
  import_id: number;
  line: number;
  column: string;
  message: string;
  /** JSON array of the bad row's cells (the first error of a row carries it), for errors.csv. */
  cells: string | null;
}

export interface ImportTables {
  import_profiles: ImportProfilesTable;
  imports: ImportsTable;
  import_errors: ImportErrorsTable;
}
