import { AdminNewsReplySchema } from '@kodumasinad/contract/admin';
import { NewsListReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/**
 * A news item dated by day appears from Tallinn's midnight of that day (decision 053), read
 * through the app's clock (AppOptions.clock) on both sides of the boundary, winter and summer.
 */
let t: TestApp;
let now = new Date('2026-11-20T10:00:00.000Z');
let editor: StaffTestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  editor = await staffClient(t, 'content');
  buyer = new TestClient(t.app);
  await buyer.login('mart@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

async function createNews(title: string, date: string) {
  const response = await editor.api('POST', '/api/admin/news', {
    title,
    date,
    excerpt: '',
    content: `<p>${title}</p>`,
    published: '1',
  });
  expect(response.statusCode).toBe(200);
  return strict(AdminNewsReplySchema).parse(response.json()).data;
}

async function buyerSees(url: string): Promise<boolean> {
  const list = await buyer.api('GET', '/api/news?per_page=50');
  expect(list.statusCode).toBe(200);
  const listed = strict(NewsListReplySchema)
    .parse(list.json())
    .data.some((item) => item.url === url);
  const item = await buyer.api('GET', `/api/news/${url}`);
  expect(item.statusCode === 200).toBe(listed);
  return listed;
}

describe('future-dated news', () => {
  it('appears at Tallinn midnight in winter (22:00 UTC the day before)', async () => {
    now = new Date('2026-11-20T10:00:00.000Z');
    const item = await createNews('Talvine uudis', '2026-12-01');
    expect(item.date).toBe('2026-12-01');

    now = new Date('2026-11-30T21:59:59.000Z');
    expect(await buyerSees(item.url)).toBe(false);
    now = new Date('2026-11-30T22:00:00.000Z');
    expect(await buyerSees(item.url)).toBe(true);

    const stored = await t.db
      .selectFrom('news')
      .select('published_at')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.published_at).toBe('2026-11-30T22:00:00.000Z');
  });

  it('appears at Tallinn midnight in summer (21:00 UTC the day before)', async () => {
    now = new Date('2026-06-10T10:00:00.000Z');
    const item = await createNews('Suvine uudis', '2026-07-01');
    now = new Date('2026-06-30T20:59:59.999Z');
    expect(await buyerSees(item.url)).toBe(false);
    now = new Date('2026-06-30T21:00:00.000Z');
    expect(await buyerSees(item.url)).toBe(true);
  });

  it('keeps its day in the back-office when saved again, and an item dated today shows at once', async () => {
    now = new Date('2026-11-20T10:00:00.000Z');
    const item = await createNews('Tulevane', '2026-12-24');
    const saved = await editor.api('POST', `/api/admin/news/${item.id}`, {
      title: 'Tulevane (muudetud)',
      date: '2026-12-24',
      excerpt: '',
      content: '<p>Muudetud</p>',
      published: '1',
    });
    expect(strict(AdminNewsReplySchema).parse(saved.json()).data.date).toBe('2026-12-24');

    // 00:30 in Tallinn is still the day before in UTC: "today" is Tallinn's day.
    now = new Date('2026-12-04T22:30:00.000Z');
    const today = await createNews('Tänane', '2026-12-05');
    expect(today.date).toBe('2026-12-05');
    expect(await buyerSees(today.url)).toBe(true);
    const fetched = await editor.api('GET', `/api/admin/news/${today.id}`);
    expect(strict(AdminNewsReplySchema).parse(fetched.json()).data.date).toBe('2026-12-05');
  });
});
