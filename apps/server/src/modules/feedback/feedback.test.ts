import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SELLER_EMAIL: 'muuk@kodumasinad.test' });
});

afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Liis Lepp',
  email: 'liis@firma.test',
  phone: '+372 5555 1234',
  message: 'Tere! Kas Miele G 7000 on laos?\nAitäh.',
};

describe('POST /api/feedback', () => {
  it('stores the message, mails it to the seller and thanks the sender', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/feedback', { feedback: valid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Täname! Sinu sõnum on saadetud.' });

    const stored = await t.db.selectFrom('feedback').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Liis Lepp', email: 'liis@firma.test', user_id: null });

    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).at(-1);
    expect(mail).toMatchObject({ to: 'muuk@kodumasinad.test', reply_to: 'liis@firma.test' });
    expect(mail?.text).toContain('Kas Miele G 7000 on laos?');
  });

  it('links the message to a logged-in user and escapes HTML in the mail', async () => {
    const client = new TestClient(t.app);
    await client.login('peeter@ehitus.test');
    const response = await client.api('POST', '/api/feedback', {
      feedback: { ...valid, name: 'Peeter <b>Saar</b>', phone: '' },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('feedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();
    expect(row.phone).toBeNull();
    await t.app.idleMail();
    expect(readOutbox(t.dataDir).at(-1)?.html).toContain('Peeter &lt;b&gt;Saar&lt;/b&gt;');
  });

  it('answers 422 with an error for each invalid field and stores nothing', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const before = await t.db.selectFrom('feedback').select('id').execute();
    const response = await client.api('POST', '/api/feedback', {
      feedback: { name: '', email: 'pole-e-post', phone: 'helista mulle', message: ' ' },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(errors.name).toEqual(['Nimi on nõutud väli.']);
    expect(await t.db.selectFrom('feedback').select('id').execute()).toHaveLength(before.length);
  });

  it('treats a body without the feedback object as empty', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('POST', '/api/feedback', valid);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toHaveProperty('errors.name');
  });
});
