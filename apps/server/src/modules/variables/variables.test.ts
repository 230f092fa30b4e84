import {
  COUNTIES,
  VariablesReplySchema,
  VARIABLES_EMPTY_MESSAGE,
  unknownVariablesMessage,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

async function variables(client: TestClient, list: string) {
  const response = await client.api('GET', `/api/variables/${list}`);
  expect(response.statusCode).toBe(200);
  return strict(VariablesReplySchema).parse(response.json()).data;
}

describe('GET /api/variables/{comma-list}', () => {
  it('answers every list of SPEC §3 when all are asked for', async () => {
    const data = await variables(anna, 'tree,brands,payment_methods,counties');
    expect(Object.keys(data)).toEqual(['tree', 'brands', 'payment_methods', 'counties']);

    const tops = await t.db.selectFrom('categories').select('id').where('parent_id', 'is', null).execute();
    expect(data.tree).toHaveLength(tops.length);
    const washing = data.tree?.find((node) => node.title === 'Pesu ja kuivatus');
    expect(washing?.children.map((child) => child.title)).toContain('Pesumasinad');

    const brands = data.brands?.map((brand) => brand.name) ?? [];
    expect(brands).toContain('Miele');
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'et')));

    // Anna's company has a 14-day term: paying later on invoice is offered, and the test bank.
    expect(data.payment_methods?.map((method) => method.code)).toEqual(
      expect.arrayContaining(['invoice', 'testbank']),
    );
    expect(data.counties).toHaveLength(COUNTIES.length);
    expect(data.counties?.[0]).toEqual({ code: 'Harju', label: 'Harju maakond' });
  });

  it('answers only the lists asked for, each once', async () => {
    const data = await variables(anna, 'counties,counties');
    expect(Object.keys(data)).toEqual(['counties']);
  });

  it.each([
    ['unknown', 'tree,colours', unknownVariablesMessage(['colours'])],
    ['several unknown', 'foo,bar', unknownVariablesMessage(['foo', 'bar'])],
    ['an empty name', 'tree,,brands', unknownVariablesMessage(['(tühi)'])],
    ['no name at all', ',', VARIABLES_EMPTY_MESSAGE],
  ])('answers 404 with an Estonian message for %s', async (_case, list, message) => {
    const response = await anna.api('GET', `/api/variables/${list}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message });
  });

  it('needs a login', async () => {
    const stranger = new TestClient(t.app);
    await stranger.page();
    const response = await stranger.api('GET', '/api/variables/counties');
    expect(response.statusCode).toBe(401);
  });
});
