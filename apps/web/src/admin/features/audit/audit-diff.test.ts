import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText } from './audit-diff';

describe('auditDiff', () => {
  it('puts the changed fields first and marks them', () => {
    expect(
      auditDiff(
        { name: 'Mari', role: 'sales', active: true },
        { name: 'Mari', role: 'content', active: false },
      ),
    ).toEqual([
      { field: 'role', before: 'sales', after: 'content', changed: true },
      { field: 'active', before: true, after: false, changed: true },
      { field: 'name', before: 'Mari', after: 'Mari', changed: false },
    ]);
  });

  it('has every field changed for a creation and a deletion, and fields only one side has', () => {
    expect(auditDiff(null, { name: 'Uus' })).toEqual([
      { field: 'name', before: undefined, after: 'Uus', changed: true },
    ]);
    expect(auditDiff({ slug: 'abi' }, null)).toEqual([
      { field: 'slug', before: 'abi', after: undefined, changed: true },
    ]);
    expect(auditDiff({ a: 1 }, { a: 1, b: [1] }).map((line) => [line.field, line.changed])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(auditDiff({ tags: [1, 2] }, { tags: [1, 2] })[0]?.changed).toBe(false);
  });

  it('writes values as a person reads them', () => {
    expect(auditValueText(true)).toBe('jah');
    expect(auditValueText(false)).toBe('ei');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText(12)).toBe('12');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
