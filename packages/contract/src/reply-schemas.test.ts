import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.js';

/**
 * The built shop does not parse replies; it takes the server's JSON as the contract types it
 * (decision 058). That is only the same thing as parsing if no reply schema changes what it reads:
 * no transform, pipe, default, catch, coercion or rewriting check (trim, case) anywhere inside one.
 * This walks every reply schema the shop names and fails on any of them.
 */
const CHANGING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success']);

function changingParts(schema: z.core.$ZodType, path: string, seen: Set<unknown>): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (CHANGING.has(def.type)) return [`${path}: ${def.type}`];
  if (def.coerce === true) return [`${path}: coerce`];
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  // trim(), toLowerCase() and the like rewrite the value through an `overwrite` check.
  if (checks.some((check) => check._zod.def.check === 'overwrite')) return [`${path}: overwrite`];
  const children: [string, unknown][] = [];
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
      children.push([`${path}.${key}`, child]);
    if (def.catchall) children.push([`${path}[catchall]`, def.catchall]);
  }
  if (def.type === 'array') children.push([`${path}[]`, def.element]);
  if (def.type === 'record') children.push([`${path}{}`, def.valueType]);
  if (def.type === 'union')
    (def.options as unknown[]).forEach((option, i) => children.push([`${path}|${i}`, option]));
  if (def.type === 'intersection') children.push([`${path}&0`, def.left], [`${path}&1`, def.right]);
  if (def.type === 'tuple')
    (def.items as unknown[]).forEach((item, i) => children.push([`${path}[${i}]`, item]));
  if (def.type === 'lazy') children.push([path, (def.getter as () => unknown)()]);
  if ('innerType' in def) children.push([path, def.innerType]);
  return children.flatMap(([childPath, child]) => changingParts(child as z.core.$ZodType, childPath, seen));
}

// The replies, and the two other things the built shop reads without parsing: the page's bootstrap
// and the stored user.
const replySchemas = Object.entries(contract).filter(
  ([name]) => name.endsWith('ReplySchema') || name === 'BootstrapSchema' || name === 'UserSchema',
);

describe('reply schemas (decision 058)', () => {
  it('are found', () => {
    expect(replySchemas.length).toBeGreaterThan(30);
  });

  it.each(replySchemas)('%s only checks, never changes, what it reads', (name, schema) => {
    expect(changingParts(schema as z.core.$ZodType, name, new Set())).toEqual([]);
  });
});
