import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `cycles/no-cycle`: no import cycle between two source files, type-only imports included
 * (docs/decisions/074). import-x/no-cycle skips `import type`, and a type-only cycle still ties
 * the files together: neither can move or be split without the other.
 *
 * The graph is built once per ESLint process from every file reachable by relative imports
 * (TypeScript's own import scanner: static, type-only, re-exports and dynamic `import()`).
 * Package imports (`@kodumasinad/contract`) are not followed: the contract imports nothing local,
 * so no cycle can pass through it.
 */

const EXTENSIONS = ['.ts', '.tsx'];
const graph = new Map(); // file → Map<specifier, resolved file>

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => stem + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function importsOf(file) {
  let imports = graph.get(file);
  if (imports) return imports;
  imports = new Map();
  graph.set(file, imports);
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = resolveRelative(file, fileName);
    if (target && EXTENSIONS.includes(path.extname(target))) imports.set(fileName, target);
  }
  return imports;
}

/** The shortest import path from `start` to `goal`, or undefined. */
function pathBetween(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const route = [];
      for (let at = file; at !== null; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of importsOf(file).values()) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between files, type-only imports included.' },
    messages: { cycle: 'Import cycle: {{route}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const back = pathBetween(target, file);
      if (!back) return;
      const cwd = context.cwd;
      const route = [file, ...back].map((f) => path.relative(cwd, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { route } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const cyclesPlugin = { rules: { 'no-cycle': rule } };
