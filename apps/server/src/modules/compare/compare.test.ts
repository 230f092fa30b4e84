import { CompareIdsReplySchema, ComparesReplySchema, MAX_COMPARE_PRODUCTS } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertProducts(t.db, [
    {
      code: 'CMP1',
      brand: 'bosch',
      category: 'pesumasinad',
      price: 40000,
      attributes: { energiaklass: 'A', laius: 60 },
    },
    {
      code: 'CMP2',
      brand: 'siemens',
      category: 'pesumasinad',
      price: 45000,
      attributes: { energiaklass: 'B', muratase: 49 },
    },
    { code: 'CMP3', brand: 'miele', category: 'pesumasinad', price: 90000 },
    { code: 'CMP4', brand: 'lg', category: 'pesumasinad', price: 50000 },
    { code: 'CMP5', brand: 'beko', category: 'pesumasinad', price: 30000 },
  ]);
});

afterAll(async () => {
  await t.close();
});

const idOf = (code: string) => ids.get(code) as number;

async function loggedIn(email: string) {
  const client = new TestClient(t.app);
  await client.login(email);
  return client;
}

describe('comparison', () => {
  it('adds products once each, up to four, and lists them in the order added', async () => {
    const client = await loggedIn('anna@kodumasin.test');
    const first = await client.api('POST', '/api/compare/add', { id: idOf('CMP2') });
    expect(first.statusCode).toBe(200);
    expect(strict(CompareIdsReplySchema).parse(first.json())).toEqual({
      data: [idOf('CMP2')],
      message: 'Toode lisati võrdlusesse.',
    });
    const again = strict(CompareIdsReplySchema).parse(
      (await client.api('POST', '/api/compare/add', { id: idOf('CMP2') })).json(),
    );
    expect(again.data).toEqual([idOf('CMP2')]);
    for (const code of ['CMP1', 'CMP3', 'CMP4']) {
      expect((await client.api('POST', '/api/compare/add', { id: String(idOf(code)) })).statusCode).toBe(200);
    }
    const full = await client.api('POST', '/api/compare/add', { id: idOf('CMP5') });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({
      message: `Võrrelda saab korraga kuni ${MAX_COMPARE_PRODUCTS} toodet. Eemalda enne mõni toode võrdlusest.`,
      errors: { id: [expect.stringContaining('kuni 4 toodet')] },
    });

    const list = await client.api('GET', '/api/compares');
    expect(list.statusCode).toBe(200);
    const reply = strict(ComparesReplySchema).parse(list.json());
    expect(reply.data.map((p) => p.code)).toEqual(['CMP2', 'CMP1', 'CMP3', 'CMP4']);
    expect(reply.data[0]).toMatchObject({
      in_compare: true,
      brand: { slug: 'siemens' },
      flds: expect.any(Array),
    });
    expect(reply.attributes).toEqual([
      { name: 'Mudel', values: ['CMP2', 'CMP1', 'CMP3', 'CMP4'] },
      { name: 'energiaklass', values: ['B', 'A', '', ''] },
      { name: 'muratase', values: ['49', '', '', ''] },
      { name: 'laius', values: ['', '60', '', ''] },
    ]);
  });

  it('removes a product, answering ids or the detailed comparison', async () => {
    const client = await loggedIn('mart@kodumasin.test');
    for (const code of ['CMP1', 'CMP2', 'CMP3'])
      await client.api('POST', '/api/compare/add', { id: idOf(code) });
    const ids = await client.api('POST', '/api/compare/remove', { id: idOf('CMP2'), detailed: false });
    expect(strict(CompareIdsReplySchema).parse(ids.json())).toEqual({
      data: [idOf('CMP1'), idOf('CMP3')],
      message: 'Toode eemaldati võrdlusest.',
    });
    const detailed = await client.api('POST', '/api/compare/remove', { id: idOf('CMP1'), detailed: true });
    expect(detailed.statusCode).toBe(200);
    const reply = strict(ComparesReplySchema).parse(detailed.json());
    expect(reply.data.map((p) => p.code)).toEqual(['CMP3']);
    expect(reply.attributes).toEqual([{ name: 'Mudel', values: ['CMP3'] }]);
    // Removing what is not there changes nothing.
    const none = await client.api('POST', '/api/compare/remove', { id: idOf('CMP5') });
    expect(strict(CompareIdsReplySchema).parse(none.json()).data).toEqual([idOf('CMP3')]);
  });

  it('keeps each user to their own comparison', async () => {
    const client = await loggedIn('peeter@ehitus.test');
    expect(strict(ComparesReplySchema).parse((await client.api('GET', '/api/compares')).json())).toEqual({
      data: [],
      attributes: [],
    });
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    const client = await loggedIn('peeter@ehitus.test');
    const unknown = await client.api('POST', '/api/compare/add', { id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Toodet ei leitud.', code: 'not_found' });
    for (const body of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }]) {
      const response = await client.api('POST', '/api/compare/add', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { id: ['Toote tunnus on vigane.'] } });
    }
  });

  it('needs the CSRF token to change the comparison', async () => {
    const client = await loggedIn('peeter@ehitus.test');
    const response = await client.api('POST', '/api/compare/add', { id: idOf('CMP1') }, { csrf: null });
    expect(response.statusCode).toBe(419);
  });
});
