import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { requestLogLevel } from './request-log.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  status?: number;
  ms?: number;
}

async function appLoggingAt(level: string): Promise<{ t: TestApp; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: level },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
  );
  return { t, lines };
}

const linesOf = (lines: LogLine[], reqId: unknown) => lines.filter((line) => line.reqId === reqId);

describe('request logging', () => {
  let info: { t: TestApp; lines: LogLine[] };
  let debug: { t: TestApp; lines: LogLine[] };

  beforeAll(async () => {
    [info, debug] = await Promise.all([appLoggingAt('info'), appLoggingAt('debug')]);
  });

  afterAll(async () => {
    await Promise.all([info.t.close(), debug.t.close()]);
  });

  it('writes one line per request with method, route, status, time and request id', async () => {
    const client = new TestClient(info.t.app);
    const page = await client.page('/tellimused?x=salajane');
    const login = await client.login('anna@kodumasin.test');
    const unknown = await client.api('GET', '/api/puudub');
    for (const [response, route, status] of [
      [page, null, 200],
      [login, '/api/login', 200],
      [unknown, null, 404],
    ] as const) {
      const lines = linesOf(info.lines, response.headers['x-request-id']);
      expect(lines, route ?? 'page').toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 30, msg: 'request', route, status });
      expect(lines[0]?.ms).toBeGreaterThanOrEqual(0);
    }
    expect(JSON.stringify(info.lines)).not.toContain('salajane');
  });

  it('logs hot catalogue reads only at debug', async () => {
    for (const { t, lines } of [info, debug]) {
      const client = new TestClient(t.app);
      await client.login('anna@kodumasin.test');
      const search = await client.api('GET', '/api/search/json?query=pesumasin');
      expect(search.statusCode).toBe(200);
      const logged = linesOf(lines, search.headers['x-request-id']);
      if (t === info.t) expect(logged).toEqual([]);
      else expect(logged).toMatchObject([{ level: 20, route: '/api/search/json', status: 200 }]);
    }
  });

  it('always logs server errors', async () => {
    await info.t.db
      .updateTable('users')
      .set({ password_hash: 'rikutud' })
      .where('email', '=', 'peeter@ehitus.test')
      .execute();
    const response = await new TestClient(info.t.app).login('peeter@ehitus.test');
    expect(response.statusCode).toBe(500);
    const lines = linesOf(info.lines, response.headers['x-request-id']);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'unhandled error'],
      [50, 'request'],
    ]);
  });
});

describe('requestLogLevel', () => {
  it('keeps errors and changes at info or above and hot reads at debug', () => {
    expect(requestLogLevel('GET', '/api/search/json', 200)).toBe('debug');
    expect(requestLogLevel('GET', '/images/*', 304)).toBe('debug');
    expect(requestLogLevel('GET', '/api/search/json', 400)).toBe('info');
    expect(requestLogLevel('GET', '/api/product/:id', 500)).toBe('error');
    expect(requestLogLevel('POST', '/api/cart/insert', 200)).toBe('info');
    expect(requestLogLevel('GET', undefined, 404)).toBe('info');
  });
});
