import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The server's test files that never open a database (decision 074): they run once, in
 * `server:unit`, instead of once per database. A test file opens a database when it, or any file
 * it imports at run time (followed through relative imports, `import()` and `new URL('./…')`
 * worker scripts), is one of the database's own files below or names TEST_DB / a database driver.
 * Everything else counts as a database test, so a file the scan cannot prove pure still runs on
 * both databases.
 */
const DATABASE_FILES = ['src/db/database.ts', 'src/db/dialect.ts', 'src/test-support/test-app.ts'];
const DATABASE_TEXT = /\bTEST_DB\b|\bTEST_DATABASE_URL\b|from ['"](?:pg|better-sqlite3)['"]/;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|ts)$/, '');
  for (const candidate of [base, `${stem}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (candidate.endsWith('.ts') && statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The relative files `file` loads at run time (type-only imports and exports left out). */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const named = statement.importClause?.namedBindings;
      const onlyTypes =
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly) &&
        statement.importClause?.name === undefined;
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  for (const match of text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)|new URL\(\s*['"](\.[^'"]+)['"]/g)) {
    specifiers.push((match[1] ?? match[2]) as string);
  }
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((target): target is string => target !== undefined);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The pure unit test files under `serverRoot`, relative to it (as vitest `include` globs). */
export function serverUnitTests(serverRoot: string): string[] {
  const root = path.resolve(serverRoot);
  const database = new Set(DATABASE_FILES.map((file) => path.join(root, file)));
  const edges = new Map<string, { database: boolean; imports: string[] }>();
  const read = (file: string) => {
    let known = edges.get(file);
    if (known === undefined) {
      const text = readFileSync(file, 'utf8');
      known = {
        database: database.has(file) || DATABASE_TEXT.test(text),
        imports: runtimeImports(file, text),
      };
      edges.set(file, known);
    }
    return known;
  };
  const opensDatabase = (test: string): boolean => {
    const seen = new Set([test]);
    const queue = [test];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { database: opens, imports } = read(file);
      if (opens) return true;
      for (const next of imports) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  };
  return testFiles(path.join(root, 'src'))
    .filter((file) => !opensDatabase(file))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
