import { describe, expect, it } from 'vitest';
import { jsonBytes, withJsonArray } from './json-text.js';

describe('withJsonArray', () => {
  it('gives the same JSON as serialising the whole object', () => {
    const items = [{ title: 'Külmik „Öökull“ – šokk', price: 1999 }, { title: 'Pesumasin\n"WAV28"' }];
    const envelope = { meta: { total: 2, per_page: 28 }, category: null };
    const bytes = withJsonArray('data', items.map(jsonBytes), envelope);
    expect(bytes.toString('utf8')).toBe(JSON.stringify({ data: items, ...envelope }));
  });

  it('writes an empty array', () => {
    expect(withJsonArray('results', [], { rows: 0 }).toString()).toBe('{"results":[],"rows":0}');
  });
});
