import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reorder } from './snapshot-patch.js';

/** Sorting from scratch: what a patched order must equal. */
function sorted(values: number[], compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from(values.keys()).sort(compare);
}

describe('reorder (decision 092)', () => {
  it('equals sorting again after any products move, with ties broken by a total order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 300 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 20 })), { maxLength: 40 }),
        (before, moves) => {
          const values = [...before];
          const compareBy = (v: number[]) => (a: number, b: number) =>
            (v[a] as number) - (v[b] as number) || a - b;
          const order = sorted(values, compareBy(values));
          const moved = moves.map(([at, value]) => {
            const p = at % values.length;
            values[p] = value;
            return p;
          });
          // Repeated products and products whose value stayed the same are allowed.
          expect([...reorder(order, moved, compareBy(values))]).toEqual([
            ...sorted(values, compareBy(values)),
          ]);
        },
      ),
      { seed: 92, numRuns: 500 },
    );
  });

  it('returns the same order when nothing moved', () => {
    const order = Int32Array.from([2, 0, 1]);
    expect(reorder(order, [], (a, b) => a - b)).toBe(order);
  });
});
