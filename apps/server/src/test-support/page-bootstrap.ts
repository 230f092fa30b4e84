import { BOOTSTRAP_SCRIPT_ID, BootstrapSchema, type Bootstrap } from '@kodumasinad/contract';
import { strict } from './strict.js';
import type { TestClient } from './test-client.js';

/** The bootstrap a page's head carries, parsed by the contract's schema with no field to spare. */
export function bootstrapOf(html: string): Bootstrap {
  const match = new RegExp(
    `<script id="${BOOTSTRAP_SCRIPT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('no bootstrap script');
  return strict(BootstrapSchema).parse(JSON.parse(match[1]));
}

/** The bootstrap of the head GET /__bootstrap gives the Vite dev server for `path` (default: /). */
export async function devBootstrapOf(client: TestClient, path?: string): Promise<Bootstrap> {
  const url = path === undefined ? '/__bootstrap' : `/__bootstrap?path=${encodeURIComponent(path)}`;
  const reply = await client.api('GET', url);
  if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
  return bootstrapOf(reply.json<{ html: string }>().html);
}
