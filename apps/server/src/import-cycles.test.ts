import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The repository's own cycle rule, `cycles/no-cycle` in eslint.cycles.js (decision 074): it must
 * see a cycle made only of `import type`, which import-x/no-cycle skips. Each case writes its files
 * to a fresh folder (the rule reads the files it follows from disk) and lints them with ESLint's
 * Linter and the rule alone.
 */
const RULE_FILE = fileURLToPath(new URL('../../../eslint.cycles.js', import.meta.url));
const { cyclesPlugin } = (await import(pathToFileURL(RULE_FILE).href)) as { cyclesPlugin: ESLint.Plugin };

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes the files into a new folder; returns its path. */
function plant(files: Record<string, string>): string {
  const folder = realpathSync(mkdtempSync(join(tmpdir(), 'import-cycles-')));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

/** The rule's messages for one planted file. */
function lint(folder: string, name: string): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat', cwd: folder });
  const file = join(folder, name);
  return linter.verify(
    readFileSync(file, 'utf8'),
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { cycles: cyclesPlugin },
        rules: { 'cycles/no-cycle': 'error' },
      },
    ],
    { filename: file },
  );
}

describe('cycles/no-cycle', () => {
  it('reports a cycle of two files that import only types of each other, on both files', () => {
    const folder = plant({
      'order.ts':
        "import type { Invoice } from './invoice.js';\nexport interface Order { invoice?: Invoice }\n",
      'invoice.ts': "import type { Order } from './order.js';\nexport interface Invoice { order: Order }\n",
    });
    const [order, invoice] = [lint(folder, 'order.ts'), lint(folder, 'invoice.ts')];
    expect(order.map(({ ruleId, line, message }) => ({ ruleId, line, message }))).toEqual([
      { ruleId: 'cycles/no-cycle', line: 1, message: 'Import cycle: order.ts → invoice.ts → order.ts' },
    ]);
    expect(invoice.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
      { ruleId: 'cycles/no-cycle', message: 'Import cycle: invoice.ts → order.ts → invoice.ts' },
    ]);
  });

  it('passes type-only imports that never lead back to the importing file', () => {
    const folder = plant({
      'order.ts':
        "import type { Invoice } from './invoice.js';\nexport interface Order { invoice?: Invoice }\n",
      'invoice.ts': "import type { Money } from './money.js';\nexport interface Invoice { total: Money }\n",
      'money.ts': 'export type Money = number;\n',
    });
    expect([lint(folder, 'order.ts'), lint(folder, 'invoice.ts'), lint(folder, 'money.ts')]).toEqual([
      [],
      [],
      [],
    ]);
  });
});
