import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/server/src/config.js';
import { freePort, Nginx, REPO } from './nginx.js';

/**
 * What the app learns from nginx's X-Forwarded-* headers (issue 25): nginx with the site file in
 * front of a stand-in upstream — Fastify, as the app, trusting the proxy the env example names
 * (TRUST_PROXY) — that answers with the request as Fastify reads it. The shop itself builds
 * nothing from the forwarded scheme or host (its cookies and links follow APP_URL), so this is
 * where a site file that stopped sending them, or a TRUST_PROXY that does not match nginx's
 * address, shows: the app would see http, the wrong host, or nginx's address as the buyer's.
 */
const SHOP_HOST = 'shop.example.ee';

interface Seen {
  protocol: string;
  host: string;
  ip: string;
  requestId: string | undefined;
}

/** TRUST_PROXY of deploy/kodumasinad.env.example, as the server's configuration parses it. */
function exampleTrustProxy(): boolean | string {
  const example = readFileSync(join(REPO, 'deploy/kodumasinad.env.example'), 'utf8');
  const value = /^TRUST_PROXY=(.*)$/m.exec(example)?.[1];
  return loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(36).toString('base64'),
    STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
    ...(value === undefined ? {} : { TRUST_PROXY: value }),
  }).trustProxy;
}

let dir: string;
let upstream: FastifyInstance;
let nginx: Nginx;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kms-headers-'));
  upstream = Fastify({ trustProxy: exampleTrustProxy() });
  upstream.get('/*', async (request) => ({
    protocol: request.protocol,
    host: request.host,
    ip: request.ip,
    requestId: request.headers['x-request-id'],
  }));
  const port = await freePort();
  await upstream.listen({ port, host: '127.0.0.1' });
  nginx = await Nginx.start(dir, [port]);
});

afterAll(async () => {
  await nginx?.stop();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** GET over HTTPS through nginx from `localAddress`, with the client's own (forged) headers. */
function seenThrough(headers: Record<string, string>, localAddress: string): Promise<Seen> {
  return new Promise((done, fail) => {
    httpsRequest(
      {
        host: '127.0.0.1',
        port: nginx.https,
        path: '/katalog',
        localAddress,
        rejectUnauthorized: false,
        headers,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode !== 200) fail(new Error(`${response.statusCode}: ${body}`));
          else done(JSON.parse(body) as Seen);
        });
      },
    )
      .on('error', fail)
      .end();
  });
}

/** GET over plain http (port 80 of the site file) with the shop's name as the host. */
function plainGet(path: string): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((done, fail) => {
    httpRequest({ host: '127.0.0.1', port: nginx.http, path, headers: { host: SHOP_HOST } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('nginx in front of the app: the forwarded headers and plain http', () => {
  it('tell the app the buyer’s scheme, host and address, whatever the buyer sent', async () => {
    const seen = await seenThrough(
      {
        host: SHOP_HOST,
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-for': '203.0.113.9',
      },
      '127.0.0.2',
    );
    expect(seen).toMatchObject({ protocol: 'https', host: SHOP_HOST, ip: '127.0.0.2' });
    expect(seen.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('send plain http to https at the same host and path, but certbot’s challenges not', async () => {
    const redirect = await plainGet('/katalog?lk=2');
    expect(redirect.status).toBe(301);
    expect(redirect.location).toBe(`https://${SHOP_HOST}/katalog?lk=2`);
    // The folder certbot --webroot writes its challenge into (the test's stand-in for /var/www/letsencrypt).
    const challenges = join(dir, 'acme/.well-known/acme-challenge');
    mkdirSync(challenges, { recursive: true });
    writeFileSync(join(challenges, 'token-1'), 'token-1.key');
    expect(await plainGet('/.well-known/acme-challenge/token-1')).toMatchObject({
      status: 200,
      body: 'token-1.key',
    });
  });
});
