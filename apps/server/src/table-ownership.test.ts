import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (issue 23): only the owning module writes a table, and inside a module only
 * its repositories do. The owners are the table in docs/architecture.md ("Table ownership"), so the
 * document and this check cannot drift apart. Seed, migrations and test support may write anything.
 * A write is a Kysely call (`insertInto('orders')`, …) or a statement in raw SQL, a `sql` template
 * or `sql.raw(…)` (`update products set …`); a table named only at run time is not seen.
 */

interface SourceFile {
  /** Relative to apps/server/src, forward slashes. */
  path: string;
  source: string;
}

const SERVER_SRC = dirname(fileURLToPath(import.meta.url));
const ARCHITECTURE = join(SERVER_SRC, '../../../docs/architecture.md');
const WRITE =
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;
/**
 * A writing statement in SQL text and its table. `on conflict … do update set` names no table,
 * nor does a trigger's `after truncate on …`, nor `truncate table ${…}` (a table named at run time).
 */
const RAW_WRITE =
  /\b(?:insert\s+(?:or\s+[a-z]+\s+)?into|replace\s+into|merge\s+into|delete\s+from|truncate(?:\s+table)?(?:\s+only)?)\s+(?!(?:table|only|on)\b)"?([a-z_][a-z0-9_]*)"?|\bupdate\s+(?:only\s+)?(?!only\b)"?([a-z_][a-z0-9_]*)"?\s+set\b/gi;
/** The databases' own bookkeeping (SQLite's `sqlite_sequence`): no module owns it. */
const DATABASE_TABLE = /^(?:sqlite_|pg_)/;

/** `modules/<area>/…` → `<area>`; `platform/…` → `platform`; `db/…` → `db`. */
function moduleOf(path: string): string {
  const parts = path.split('/');
  return parts[0] === 'modules' ? (parts[1] ?? '') : (parts[0] ?? '');
}

/** The rows `| tables | owner | … |` under the "Table ownership" heading. */
function parseOwners(markdown: string): Map<string, string> {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Table ownership'));
  if (section === undefined) throw new Error('docs/architecture.md has no "## Table ownership" section');
  const owners = new Map<string, string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) continue;
    const [tables = '', owner = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    const names = tables.split(',').map((name) => name.trim().replace(/^`|`$/g, ''));
    if (!names.every((name) => /^[a-z_][a-z0-9_]*$/.test(name)) || names[0] === 'table') continue;
    for (const name of names) owners.set(name, owner.replace(/`/g, ''));
  }
  return owners;
}

/** `sql.table('orders')` (or `sql.id`) inside a template: the table it names. */
function namedTable(expression: ts.Expression): string | undefined {
  if (
    ts.isCallExpression(expression) &&
    ts.isPropertyAccessExpression(expression.expression) &&
    ts.isIdentifier(expression.expression.expression) &&
    expression.expression.expression.text === 'sql' &&
    ['table', 'id'].includes(expression.expression.name.text)
  ) {
    const [first] = expression.arguments;
    if (first !== undefined && ts.isStringLiteralLike(first)) return first.text;
  }
  return undefined;
}

/** A template's or string's text; an interpolation reads as the table it names, else `${…}`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return undefined;
  return (
    node.head.text +
    node.templateSpans.map((span) => (namedTable(span.expression) ?? '${…}') + span.literal.text).join('')
  );
}

/** The text of every raw SQL statement in the file: `sql` templates and `sql.raw(…)` arguments. */
function rawSql(file: SourceFile): string[] {
  const source = ts.createSourceFile(file.path, file.source, ts.ScriptTarget.Latest, false);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const text = literalText(node.template);
      if (text !== undefined) texts.push(text);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'sql' &&
      node.expression.name.text === 'raw' &&
      node.arguments[0] !== undefined
    ) {
      const text = literalText(node.arguments[0]);
      if (text !== undefined) texts.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The tables the file writes, once per write: Kysely calls first, then raw SQL statements. */
function writesOf(file: SourceFile): string[] {
  const kysely = [...file.source.matchAll(WRITE)].map((match) => match[1] as string);
  const raw = rawSql(file).flatMap((text) =>
    [...text.matchAll(RAW_WRITE)].map((match) => (match[1] ?? match[2] ?? '').toLowerCase()),
  );
  return [...kysely, ...raw].filter((table) => !DATABASE_TABLE.test(table));
}

interface Violation {
  path: string;
  table: string;
  owner: string | undefined;
  why: string;
}

function findViolations(files: SourceFile[], owners: Map<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const writer = moduleOf(file.path);
    for (const table of writesOf(file)) {
      const owner = owners.get(table);
      if (owner === undefined) violations.push({ path: file.path, table, owner, why: 'table has no owner' });
      else if (owner !== writer)
        violations.push({ path: file.path, table, owner, why: `written by ${writer}` });
      else if (file.path.startsWith('modules/') && !file.path.endsWith('.repository.ts')) {
        violations.push({ path: file.path, table, owner, why: 'written outside a repository' });
      }
    }
  }
  return violations;
}

/** Server code that may write tables: not tests, test support, migrations or the demo seed. */
function serverSources(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['migrations', 'seed', 'test-support', 'test-fixtures'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        files.push({
          path: relative(SERVER_SRC, full).split(sep).join('/'),
          source: readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(SERVER_SRC);
  return files;
}

const owners = parseOwners(readFileSync(ARCHITECTURE, 'utf8'));

describe('table ownership', () => {
  it('reads the owners from docs/architecture.md', () => {
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('invoice_payments')).toBe('invoices');
    expect(owners.get('mail_jobs')).toBe('platform');
    expect(owners.size).toBeGreaterThan(30);
  });

  it('no code writes a table it does not own, and in a module only repositories write', () => {
    const files = serverSources();
    expect(files.some((file) => file.path === 'modules/orders/orders.repository.ts')).toBe(true);
    expect(findViolations(files, owners)).toEqual([]);
  });

  it('sees the raw SQL writes of the real code', () => {
    const byPath = new Map(serverSources().map((file) => [file.path, file]));
    const writes = (path: string) => {
      const file = byPath.get(path);
      if (file === undefined) throw new Error(`${path} is gone: point this test at a file with a raw write`);
      return writesOf(file);
    };
    expect(writes('modules/catalog/price-feed.repository.ts')).toContain('products');
    expect(writes('modules/catalog/imports/import-writes.repository.ts')).toContain('products');
  });

  it('fails on a planted violation', () => {
    const planted: SourceFile[] = [
      { path: 'modules/cart/cart.repository.ts', source: "await trx.insertInto('orders').values(row)" },
      { path: 'modules/orders/order-placement.ts', source: "await trx\n  .updateTable('orders').set(x)" },
      { path: 'modules/orders/orders.repository.ts', source: "await db.deleteFrom('no_such_table')" },
      { path: 'modules/orders/orders.repository.ts', source: "await db.deleteFrom('order_rows')" },
    ];
    expect(findViolations(planted, owners)).toEqual([
      { path: 'modules/cart/cart.repository.ts', table: 'orders', owner: 'orders', why: 'written by cart' },
      {
        path: 'modules/orders/order-placement.ts',
        table: 'orders',
        owner: 'orders',
        why: 'written outside a repository',
      },
      {
        path: 'modules/orders/orders.repository.ts',
        table: 'no_such_table',
        owner: undefined,
        why: 'table has no owner',
      },
    ]);
  });

  it('fails on a planted raw SQL violation, and passes what only reads or writes its own tables', () => {
    const planted: SourceFile[] = [
      {
        path: 'modules/cart/cart.repository.ts',
        source: 'await sql`update products set price_cents = ${price} where id = ${id}`.execute(trx)',
      },
      {
        path: 'modules/orders/order-placement.ts',
        source: 'await sql`\n  INSERT INTO order_rows (order_id) VALUES (${id})`.execute(trx)',
      },
      {
        path: 'modules/invoices/invoices.repository.ts',
        source: `await sql.raw('delete from "payments"').execute(db)`,
      },
      {
        path: 'modules/orders/orders.repository.ts',
        source: "await sql`truncate table ${sql.table('mail_jobs')}`.execute(db)",
      },
      {
        path: 'modules/cart/cart.repository.ts',
        source: [
          '// update orders set status = 1: a comment, not a statement',
          'await sql<{ n: number }>`select count(*) as n from orders where id = ${id}`.execute(db)',
          'await sql`insert into cart_rows (x) values (1) on conflict (x) do update set quantity = 2`.execute(db)',
          'await sql`delete from sqlite_sequence where name = ${name}`.execute(db)',
        ].join('\n'),
      },
    ];
    expect(findViolations(planted, owners)).toEqual([
      {
        path: 'modules/cart/cart.repository.ts',
        table: 'products',
        owner: 'catalog',
        why: 'written by cart',
      },
      {
        path: 'modules/orders/order-placement.ts',
        table: 'order_rows',
        owner: 'orders',
        why: 'written outside a repository',
      },
      {
        path: 'modules/invoices/invoices.repository.ts',
        table: 'payments',
        owner: 'orders',
        why: 'written by invoices',
      },
      {
        path: 'modules/orders/orders.repository.ts',
        table: 'mail_jobs',
        owner: 'platform',
        why: 'written by orders',
      },
    ]);
  });
});
