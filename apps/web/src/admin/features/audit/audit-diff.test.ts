import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../lib/format';
import { auditActionLabel, auditDiff, auditValue, auditValueText } from './audit-diff';

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

describe('auditValue', () => {
  it('names coded values with the contract’s labels and keeps the code', () => {
    expect(auditValue('staff', 'role', 'sales')).toEqual({ text: 'Müük', raw: 'sales' });
    expect(auditValue('staff', 'role', 'admin')).toEqual({ text: 'Administraator', raw: 'admin' });
    expect(auditValue('order', 'status', 'confirmed')).toEqual({ text: 'Kinnitatud', raw: 'confirmed' });
    expect(auditValue('invoice', 'status', 'partly_paid')).toEqual({
      text: 'Osaliselt makstud',
      raw: 'partly_paid',
    });
    expect(auditValue('user', 'status', 'inactive')).toEqual({ text: 'Deaktiveeritud', raw: 'inactive' });
    expect(auditValue('client', 'status', 'blocked')).toEqual({ text: 'Blokeeritud', raw: 'blocked' });
    expect(auditValue('feedback', 'state', 'answered')).toEqual({ text: 'Vastatud', raw: 'answered' });
    expect(auditValue('sign_in', 'step', 'code')).toEqual({ text: 'Kood', raw: 'code' });
  });

  it('writes booleans and cents as a person reads them, the recorded value beside', () => {
    expect(auditValue('staff', 'active', true)).toEqual({ text: 'jah', raw: 'true' });
    expect(auditValue('invoice', 'paid', 123456)).toEqual({ text: formatCents(123456), raw: '123456' });
    expect(formatCents(123456)).toMatch(/^1\s234,56\s€$/);
  });

  it('leaves unknown codes, other entities’ fields and plain text as they are', () => {
    expect(auditValue('staff', 'role', 'owner')).toEqual({ text: 'owner' });
    expect(auditValue('page', 'status', 'sales')).toEqual({ text: 'sales' });
    expect(auditValue('staff', 'name', 'Mari')).toEqual({ text: 'Mari' });
    expect(auditValue('order', 'number', 12)).toEqual({ text: '12' });
    expect(auditValue('staff', 'name', undefined)).toEqual({ text: '—' });
    expect(auditValue('staff', 'name', null)).toEqual({ text: '—', raw: 'null' });
  });

  it('names sign-in actions and leaves change codes', () => {
    expect(auditActionLabel('sign_in.code_failed')).toBe('Vale kood');
    expect(auditActionLabel('staff.update')).toBe('staff.update');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});
