/** Whether a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  // PostgreSQL's SQLSTATE, better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The columns a unique violation names, on either dialect; empty when it is none or names none.
 * SQLite: "UNIQUE constraint failed: products.code, products.url". PostgreSQL: the detail
 * "Key (code)=(X) already exists.", else the constraint's name (`products_url_key`).
 */
export function uniqueViolationColumns(error: unknown): string[] {
  if (!isUniqueViolation(error)) return [];
  const { message, detail, constraint, table } = error as {
    message?: unknown;
    detail?: unknown;
    constraint?: unknown;
    table?: unknown;
  };
  const sqlite = typeof message === 'string' ? /UNIQUE constraint failed: (.+)$/.exec(message) : null;
  if (sqlite?.[1] !== undefined)
    return sqlite[1].split(',').map((column) => column.trim().replace(/^.*\./, ''));
  const key = typeof detail === 'string' ? /^Key \(([^)]+)\)=/.exec(detail) : null;
  if (key?.[1] !== undefined) return key[1].split(',').map((column) => column.trim());
  if (typeof constraint === 'string') {
    const prefix = typeof table === 'string' ? `${table}_` : '';
    const name = constraint.startsWith(prefix) ? constraint.slice(prefix.length) : constraint;
    return [name.replace(/_(key|pkey|idx|unique)$/, '')];
  }
  return [];
}

/**
 * The form field a unique violation belongs to: the first of `fields` (column → field) the error
 * names, else `fallback`. A parallel save that slipped past the pre-check is refused on the field
 * that actually clashed.
 */
export function uniqueViolationField(
  error: unknown,
  fields: Readonly<Record<string, string>>,
  fallback: string,
): string {
  for (const column of uniqueViolationColumns(error)) {
    const field = fields[column];
    if (field !== undefined) return field;
  }
  return fallback;
}
