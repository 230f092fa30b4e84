import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" searches of every list (decision 067). Both sides are folded by one
 * SQL function, `fold_text`, so Õ/Ä/Ö/Ü/Š/Ž match õ/ä/ö/ü/š/ž on either database: SQLite's lower()
 * folds ASCII only and PostgreSQL's depends on the database's ctype (C folds ASCII only).
 *
 * - SQLite: a deterministic user function registered on each connection (dialect.ts), JavaScript's
 *   toLowerCase.
 * - PostgreSQL: an immutable SQL function (migration 0031): lower() and then a translate() of the
 *   upper-case letters of Estonian and its neighbours that a C ctype leaves as they are.
 */
export const FOLD_FUNCTION = 'fold_text';

/** Upper-case letters lower() may leave as they are (C ctype), and their lower-case forms. */
const UPPER = 'ÕÄÖÜŠŽÀÁÂÃÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔØÙÚÛÝÞĀĂĄĆČĎĒĖĘĚĢĪĮĶĹĻĽŁŃŅŇŌŐŒŔŘŚŞŢŤŪŮŰŲŸŹŻ';
const LOWER = 'õäöüšžàáâãåæçèéêëìíîïðñòóôøùúûýþāăąćčďēėęěģīįķĺļľłńņňōőœŕřśşţťūůűųÿźż';

/** The text folded as `fold_text` folds a column (the search text's side). */
export function foldText(text: string): string {
  return text.toLowerCase();
}

/** The SQLite connection's `fold_text` (better-sqlite3's user function API). */
export interface SqliteFunctions {
  function(
    name: string,
    options: { deterministic: boolean },
    implementation: (value: unknown) => unknown,
  ): unknown;
}

export function registerSqliteFold(connection: SqliteFunctions): void {
  connection.function(FOLD_FUNCTION, { deterministic: true }, (value) =>
    typeof value === 'string' ? foldText(value) : value,
  );
}

/** PostgreSQL's `fold_text`, created in the current schema (migration 0031). */
export async function createPostgresFold(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function ${FOLD_FUNCTION}(text) returns text language sql immutable strict parallel safe ` +
        `as $$ select translate(lower($1), '${UPPER}', '${LOWER}') $$`,
    )
    .execute(db);
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The column (or expression) holds `text` anywhere, case folded on both sides. */
export function containsFolded(column: Expression<unknown> | string, text: string): RawBuilder<SqlBool> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${sql.raw(FOLD_FUNCTION)}(${target}) like ${containsPattern(foldText(text))} escape '\\'`;
}

/** Any of the columns holds `text` anywhere, case folded (one list's search box). */
export function anyContainsFolded(
  columns: readonly (Expression<unknown> | string)[],
  text: string,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => containsFolded(column, text)),
    sql` or `,
  )})`;
}
