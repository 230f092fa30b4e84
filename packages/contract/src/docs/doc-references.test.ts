import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code cites the product spec as "SPEC §N", and DOMAIN.md and DESIGN.md by name (issue 23).
 * They live in docs/ (product-spec.md, domain.md, design.md): this test fails for a SPEC section
 * that has no heading there, for a cited document that is missing or a quoted part of it that it
 * does not hold, and for a repository path in backticks or a relative link in the docs that does
 * not exist (so a moved file fails CI instead of leaving the docs stale). It reads files only: no
 * database, no build.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

/** Where references are looked for: the code, the tests, the bench and the docs. */
const SCANNED_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'results',
  'test-results',
  'playwright-report',
  'coverage',
  '.data',
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|html|css|md)$/;
/** Paths that name build or run outputs: they exist only after a build or a run. */
const OUTPUT_PATH = /(^|\/)(dist|node_modules|results|test-results|playwright-report|data)(\/|$)/;

/** What each cited name means inside the repository. */
const CITED_DOCS = {
  'SPEC.md': 'docs/product-spec.md',
  'DOMAIN.md': 'docs/domain.md',
  'DESIGN.md': 'docs/design.md',
} as const;
type CitedName = keyof typeof CITED_DOCS;

interface Problem {
  file: string;
  line: number;
  message: string;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const show = (p: Problem) => `${p.file}:${p.line}: ${p.message}`;

/** The section numbers of the spec's headings: `## 4. States` → 4, `### 4.2 Cart` → 4.2. */
function specSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}\s+(?:§\s?)?(\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]!);
  return sections;
}

/**
 * Every section a text cites: "SPEC §2", "SPEC §4, §6", "SPEC §3 and §7", "SPEC §7–8" (a range),
 * "SPEC §4.2". Each with the line it is on.
 */
function specReferences(text: string): { section: string; line: number }[] {
  const found: { section: string; line: number }[] = [];
  const head =
    /SPEC\s?§\s?(\d+(?:\.\d+)*)((?:\s*(?:,|and|or|&)\s*§\s?\d+(?:\.\d+)*|\s?[–-]\s?\d+(?:\.\d+)*)*)/g;
  for (const match of text.matchAll(head)) {
    const line = lineAt(text, match.index);
    let previous = match[1]!;
    found.push({ section: previous, line });
    for (const more of (match[2] ?? '').matchAll(/([,&–-]|and|or)\s*§?\s?(\d+(?:\.\d+)*)/g)) {
      const section = more[2]!;
      const isRange = more[1] === '–' || more[1] === '-';
      if (isRange && /^\d+$/.test(previous) && /^\d+$/.test(section)) {
        for (let n = Number(previous) + 1; n < Number(section); n++) found.push({ section: String(n), line });
      }
      found.push({ section, line });
      previous = section;
    }
  }
  return found;
}

/** What the checks know about the docs: the spec's sections and each cited document's text (undefined: missing). */
interface DocsIndex {
  specSections: Set<string>;
  texts: Map<CitedName, string | undefined>;
}

/** SPEC sections without a heading, cited documents that are missing, quoted parts they do not hold. */
function referenceProblems(file: string, text: string, docs: DocsIndex): Problem[] {
  const problems: Problem[] = [];
  const citesSpec = specReferences(text);
  if (citesSpec.length > 0 && docs.texts.get('SPEC.md') === undefined) {
    problems.push({
      file,
      line: citesSpec[0]!.line,
      message: `cites SPEC but ${CITED_DOCS['SPEC.md']} is missing`,
    });
  }
  for (const ref of citesSpec) {
    if (!docs.specSections.has(ref.section)) {
      problems.push({
        file,
        line: ref.line,
        message: `SPEC §${ref.section} has no heading "${ref.section}." in ${CITED_DOCS['SPEC.md']}`,
      });
    }
  }
  for (const match of text.matchAll(/\b(SPEC|DOMAIN|DESIGN)\.md\b(?::?\s*"([^"\n]+)")?/g)) {
    const name = `${match[1]}.md` as CitedName;
    const doc = docs.texts.get(name);
    const line = lineAt(text, match.index);
    if (doc === undefined) {
      problems.push({ file, line, message: `cites ${name} but ${CITED_DOCS[name]} is missing` });
    } else if (match[2] !== undefined && !doc.includes(match[2])) {
      problems.push({
        file,
        line,
        message: `cites ${name} "${match[2]}", which ${CITED_DOCS[name]} does not hold`,
      });
    }
  }
  return problems;
}

/**
 * Repository paths in backticks (`apps/server/src/app.ts`: the first segment is one of the
 * repository's top-level folders) and relative Markdown links that name nothing. Placeholders
 * (`modules/<area>`, `*`, `{id}`, `…`) and build outputs are not checked.
 */
function pathProblems(
  file: string,
  markdown: string,
  topDirs: ReadonlySet<string>,
  exists: (repoPath: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  for (const match of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    const path = match[1]!.replace(/:\d+$/, '');
    if (!/^[\w.-]+\/[\w./-]*$/.test(path)) continue;
    if (!topDirs.has(path.split('/')[0]!) || OUTPUT_PATH.test(path)) continue;
    if (!exists(path)) {
      problems.push({ file, line: lineAt(markdown, match.index), message: `\`${path}\` does not exist` });
    }
  }
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  for (const match of withoutFences.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1]!.replace(/#.*$/, '');
    if (target === '' || /^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
    const path = normalise(dir === '' ? target : `${dir}/${target}`);
    if (path === null || !exists(path)) {
      problems.push({
        file,
        line: lineAt(markdown, match.index),
        message: `link to ${target} names nothing`,
      });
    }
  }
  return problems;
}

/** `docs/../apps/x` → `apps/x`; null when it leaves the repository. */
function normalise(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else parts.push(part);
  }
  return parts.join('/');
}

function filesUnder(repoPath: string): string[] {
  const full = join(ROOT, repoPath);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT_FILE.test(repoPath) ? [repoPath] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(`${repoPath}/${entry.name}`);
    return TEXT_FILE.test(entry.name) ? [`${repoPath}/${entry.name}`] : [];
  });
}

const read = (repoPath: string) => readFileSync(join(ROOT, repoPath), 'utf8');
const readIfThere = (repoPath: string) => (existsSync(join(ROOT, repoPath)) ? read(repoPath) : undefined);

function repositoryDocs(): DocsIndex {
  const texts = new Map<CitedName, string | undefined>(
    Object.entries(CITED_DOCS).map(([name, path]) => [name as CitedName, readIfThere(path)]),
  );
  return { specSections: specSections(texts.get('SPEC.md') ?? ''), texts };
}

describe('references to the product spec, DOMAIN.md and DESIGN.md', () => {
  const spec = [
    '# Spec',
    '## 1. What it does',
    'Text',
    '## 2. Screens',
    '### Shell',
    '## 7. Calls',
    '## 8. Errors',
    '### 8.1 Field errors',
  ].join('\n');
  const docs: DocsIndex = {
    specSections: specSections(spec),
    texts: new Map<CitedName, string | undefined>([
      ['SPEC.md', spec],
      ['DOMAIN.md', '## Bank links (iPizza protocol)\n'],
      ['DESIGN.md', undefined],
    ]),
  };
  const problems = (text: string) => referenceProblems('planted.ts', text, docs).map((p) => p.message);

  it('reads the section numbers of the headings', () => {
    expect([...specSections(spec)]).toEqual(['1', '2', '7', '8', '8.1']);
  });

  it('reads single sections, lists, ranges and subsections', () => {
    const text = '/** SPEC §2 */\n// (SPEC §4, §6) and (SPEC §3 and §7) and SPEC §7–8. SPEC §8.1, SPEC §3.';
    expect(specReferences(text)).toEqual([
      { section: '2', line: 1 },
      { section: '4', line: 2 },
      { section: '6', line: 2 },
      { section: '3', line: 2 },
      { section: '7', line: 2 },
      { section: '7', line: 2 },
      { section: '8', line: 2 },
      { section: '8.1', line: 2 },
      { section: '3', line: 2 },
    ]);
    expect(specReferences('SPEC §1–3')).toEqual([
      { section: '1', line: 1 },
      { section: '2', line: 1 },
      { section: '3', line: 1 },
    ]);
  });

  it('fails for a planted section that has no heading, and passes the ones that do', () => {
    expect(problems('// SPEC §2, §7–8 and SPEC §8.1')).toEqual([]);
    expect(problems('// the rule of SPEC §12')).toEqual([
      'SPEC §12 has no heading "12." in docs/product-spec.md',
    ]);
    expect(problems('// SPEC §2.3')).toEqual(['SPEC §2.3 has no heading "2.3." in docs/product-spec.md']);
    expect(problems('// SPEC §7, §9')).toEqual(['SPEC §9 has no heading "9." in docs/product-spec.md']);
  });

  it('fails for a missing document and for a quoted part it does not hold', () => {
    expect(problems('// DOMAIN.md "Bank links"')).toEqual([]);
    expect(problems('// the one error type (DESIGN.md)')).toEqual([
      'cites DESIGN.md but docs/design.md is missing',
    ]);
    expect(problems('// DOMAIN.md "Card links"')).toEqual([
      'cites DOMAIN.md "Card links", which docs/domain.md does not hold',
    ]);
  });

  it('every reference in the repository resolves', () => {
    const index = repositoryDocs();
    const files = SCANNED_ROOTS.flatMap(filesUnder).filter((file) => file !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => referenceProblems(file, read(file), index)).map(show);
    expect(found).toEqual([]);
  });
});

describe('the decision index', () => {
  it('lists every decision record', () => {
    const index = read('docs/decisions/README.md');
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) => /^\d{3}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThan(50);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});

describe('paths and links in the docs', () => {
  const tree = new Set(['apps/server/src/app.ts', 'docs/README.md', 'docs/decisions/README.md']);
  const topDirs = new Set(['apps', 'docs']);
  const problems = (file: string, markdown: string) =>
    pathProblems(file, markdown, topDirs, (path) => tree.has(path)).map((p) => p.message);

  it('fails for a planted path or link that names nothing, and passes the ones that exist', () => {
    expect(
      problems('docs/x.md', 'See `apps/server/src/app.ts` and [the index](decisions/README.md).'),
    ).toEqual([]);
    expect(problems('docs/x.md', 'Moved: `apps/server/src/old-app.ts`.')).toEqual([
      '`apps/server/src/old-app.ts` does not exist',
    ]);
    expect(problems('docs/x.md', 'See [the records](decisions/index.md).')).toEqual([
      'link to decisions/index.md names nothing',
    ]);
    expect(problems('README.md', '[docs](docs/README.md), [gone](docs/gone.md)')).toEqual([
      'link to docs/gone.md names nothing',
    ]);
  });

  it('skips placeholders, build outputs, fenced blocks, URLs and names outside the top-level folders', () => {
    const markdown = [
      '`apps/server/src/modules/<area>` `apps/web/dist/index.html` `npm run bench` `/api/orders`',
      '`node:fs` `src/app.ts` [site](https://example.com) [top](#top)',
      '```',
      'apps/server/src/missing.ts',
      '`apps/also-missing.ts`',
      '```',
    ].join('\n');
    expect(problems('docs/x.md', markdown)).toEqual([]);
  });

  it('every path in backticks and every relative link in the docs and the README exists', () => {
    const topDirs = new Set(
      readdirSync(ROOT, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && entry.name !== '.git')
        .map((entry) => entry.name),
    );
    const docsFiles = [
      'README.md',
      ...readdirSync(join(ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
      'docs/decisions/README.md',
    ].filter((file) => existsSync(join(ROOT, file)));
    const found = docsFiles
      .flatMap((file) => pathProblems(file, read(file), topDirs, (path) => existsSync(join(ROOT, path))))
      .map(show);
    expect(found).toEqual([]);
  });
});
