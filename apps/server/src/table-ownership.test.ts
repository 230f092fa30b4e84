import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (issue 23): only the owning module writes a table, and inside a module only
 * its repositories do. The owners are the table in docs/architecture.md ("Table ownership"), so the
 * document and this check cannot drift apart. Seed, migrations and test support may write anything.
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
    for (const match of file.source.matchAll(WRITE)) {
      const table = match[1] as string;
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
});
