import { UserReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/user', () => {
  it("returns Anna with her client's offer rights and her offer defaults", async () => {
    const client = new TestClient(t.app);
    await client.login('anna@kodumasin.test');
    const response = await client.api('GET', '/api/user');
    expect(response.statusCode).toBe(200);
    const { data } = strict(UserReplySchema).parse(response.json());
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Anna Tamm',
      email: 'anna@kodumasin.test',
      b2b_client: {
        id: expect.any(Number),
        name: 'Kodumasin Pluss OÜ',
        registry_code: '14567890',
        vat_number: 'EE102345676',
        can_offers: true,
        offers_en: true,
        payment_term: '14',
      },
      offers_en: false,
      offer_payment_term: '14',
      offer_valid_days: 30,
      offer_price_increase: 25,
      signature: expect.stringContaining('Anna Tamm'),
      logo: '/images/logos/demo-kodumasin-pluss.png',
      active_pricelist: 'default',
    });
  });

  it('returns Peeter without offers', async () => {
    const client = new TestClient(t.app);
    await client.login('peeter@ehitus.test');
    const { data } = strict(UserReplySchema).parse((await client.api('GET', '/api/user')).json());
    expect(data.b2b_client).toMatchObject({ name: 'Ehitusmaailm AS', can_offers: false, payment_term: '30' });
  });

  it('answers 401 for a user who was deactivated after logging in', async () => {
    const client = new TestClient(t.app);
    await client.login('mart@kodumasin.test');
    await t.db.updateTable('users').set({ active: 0 }).where('email', '=', 'mart@kodumasin.test').execute();
    try {
      expect((await client.api('GET', '/api/user')).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ active: 1 }).where('email', '=', 'mart@kodumasin.test').execute();
    }
  });
});

describe('POST /api/user/pricelist/{name}', () => {
  it('switches to the sales view and back', async () => {
    const client = new TestClient(t.app);
    await client.login('peeter@ehitus.test');
    const sales = await client.api('POST', '/api/user/pricelist/sales');
    expect(sales.statusCode).toBe(200);
    expect(strict(UserReplySchema).parse(sales.json()).data.active_pricelist).toBe('sales');
    const reloaded = strict(UserReplySchema).parse((await client.api('GET', '/api/user')).json());
    expect(reloaded.data.active_pricelist).toBe('sales');
    const back = await client.api('POST', '/api/user/pricelist/default');
    expect(strict(UserReplySchema).parse(back.json()).data.active_pricelist).toBe('default');
  });

  it('rejects an unknown price list with 422', async () => {
    const client = new TestClient(t.app);
    await client.login('peeter@ehitus.test');
    const response = await client.api('POST', '/api/user/pricelist/retail');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { name: ['Sellist hinnavaadet ei ole.'] } });
  });
});

describe('protected calls when logged out', () => {
  it.each([
    ['GET', '/api/user'],
    ['POST', '/api/user/pricelist/sales'],
    ['GET', '/api/categories/menu'],
    ['GET', '/api/news'],
    ['GET', '/api/news/1'],
    ['GET', '/api/news/uus-b2b-e-pood'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Palun logi sisse.', code: 'unauthenticated' });
  });
});
