import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startBareServer } from './bare-server.js';
import { measure, type Measurement } from './measure.js';
import { startServer } from './server-process.js';
import { loginHeaders } from './session.js';

/**
 * `npm run bench`: starts the built server on loopback (SQLite, and PostgreSQL when
 * BENCH_DATABASE_URL is set), measures the foundation's calls, prints one table and writes JSON.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const databases: { name: string; url?: string }[] = [{ name: 'sqlite' }];
if (process.env.BENCH_DATABASE_URL) databases.push({ name: 'postgres', url: process.env.BENCH_DATABASE_URL });

const rows: (Measurement & { database: string; rssMb: number })[] = [];
for (const db of databases) {
  const server = await startServer(3200, db.url);
  try {
    const auth = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
    const menuBody = await (await fetch(`${server.url}/api/categories/menu`, { headers: auth })).text();
    const bare = await startBareServer(3201, menuBody);
    const scenarios: [string, string, Record<string, string>][] = [
      ['health', `${server.url}/health`, {}],
      ['spa page with bootstrap', `${server.url}/`, { accept: 'text/html' }],
      ['GET /api/user', `${server.url}/api/user`, auth],
      ['GET /api/categories/menu', `${server.url}/api/categories/menu`, auth],
      ['bare fastify (same bytes as menu)', bare.url, {}],
    ];
    for (const [name, url, headers] of scenarios) {
      const m = await measure(name, url, headers, seconds);
      rows.push({ ...m, database: db.name, rssMb: server.rssMb() });
    }
    await bare.stop();
  } finally {
    await server.stop();
  }
}

console.table(rows);
const dir = fileURLToPath(new URL('../results/', import.meta.url));
mkdirSync(dir, { recursive: true });
const file = `${dir}foundation-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ seconds, rows }, null, 2));
console.log(`written ${file}`);
