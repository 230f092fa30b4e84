import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from './test-client.js';

/** Checks shared by the list exports' API tests (decision 040): orders and invoices. */

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A 200 export: its content type and an attachment named `{name}-YYYY-MM-DD.{format}`. */
export function expectExportFile(
  response: { statusCode: number; headers: Record<string, unknown> },
  name: string,
  format: keyof typeof CONTENT_TYPES,
): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(CONTENT_TYPES[format]);
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
  );
}

/** A CSV body: the BOM, then rows split on CRLF and semicolons (no field here needs quotes). */
export function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

/** Both formats of the export at `path` ('/api/orders/export') answer 401 without a login. */
export async function expectExportsNeedLogin(app: FastifyInstance, path: string): Promise<void> {
  const stranger = new TestClient(app);
  await stranger.page();
  expect((await stranger.api('GET', `${path}.csv`)).statusCode).toBe(401);
  expect((await stranger.api('GET', `${path}.xlsx`)).statusCode).toBe(401);
}
