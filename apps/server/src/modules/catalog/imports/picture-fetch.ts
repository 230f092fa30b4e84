import { lookup as resolveHost } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MAX_PRODUCT_IMAGE_BYTES } from '@kodumasinad/contract/admin';

/**
 * Fetching an import's picture by its address (decision 088), safe against server-side request
 * forgery: only http and https; the host is resolved here and EVERY address it resolves to must
 * be public (no private, loopback, link-local, shared, multicast, reserved, unique-local IPv6 or
 * unspecified address, nor one of those wrapped in IPv4-mapped or NAT64 IPv6), and the socket
 * connects to the address that was checked (the check is the connection's own `lookup`), so a
 * second DNS answer cannot slip past it. Redirects are followed by hand, at most MAX_REDIRECTS,
 * each new address checked the same way. The whole fetch has one deadline; the body is streamed
 * and cut off past the size cap (a declared length over it is refused before reading). Loopback
 * is allowed only when the test setting IMPORT_PICTURES_ALLOW_LOOPBACK says so.
 */

export type PictureFetchFailure = 'url' | 'private' | 'timeout' | 'status' | 'redirects' | 'network' | 'size';

export class PictureFetchError extends Error {
  constructor(
    readonly reason: PictureFetchFailure,
    readonly status?: number,
  ) {
    super(`picture fetch failed: ${reason}${status === undefined ? '' : ` ${status}`}`);
  }
}

export interface PictureFetchOptions {
  /** Loopback addresses allowed (tests' local server only). */
  allowLoopback: boolean;
  /** The whole fetch's deadline, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
}

export const PICTURE_FETCH_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;

/** [network, prefix length] of IPv4 ranges that are never fetched from. */
const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4Number = (ip: string) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const inV4 = (ip: string, [network, bits]: [string, number]) => {
  const size = 2 ** (32 - bits);
  return Math.floor(v4Number(ip) / size) === Math.floor(v4Number(network) / size);
};

/** An IPv6 address as its eight 16-bit groups (an embedded dotted IPv4 tail included). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    const n = v4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Whether an address is loopback (127/8, ::1, or ::ffff:127.x). */
export function isLoopback(ip: string): boolean {
  const v4 = embeddedV4(ip);
  if (v4 !== null) return inV4(v4, ['127.0.0.0', 8]);
  const groups = v6Groups(ip);
  return groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}

/** The IPv4 address an address is or wraps (IPv4-mapped, NAT64 64:ff9b::/96), else null. */
function embeddedV4(ip: string): string | null {
  if (isIP(ip) === 4) return ip;
  const g = v6Groups(ip);
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (!mapped && !nat64) return null;
  const [a = 0, b = 0] = g.slice(6);
  return `${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`;
}

/** Whether a picture may be fetched from the address (loopback only when allowed). */
export function isFetchableAddress(ip: string, allowLoopback: boolean): boolean {
  if (isIP(ip) === 0) return false;
  if (isLoopback(ip)) return allowLoopback;
  const v4 = embeddedV4(ip);
  if (v4 !== null) return !REFUSED_V4.some((range) => inV4(v4, range));
  const g = v6Groups(ip);
  const first = g[0] ?? 0;
  if (g.every((x) => x === 0)) return false; // ::
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return false; // fec0::/10 old site-local
  if ((first & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (first === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return false; // discard-only
  if (first === 0x2002) return false; // 6to4 (wraps any IPv4)
  return true;
}

/** The connection's lookup: resolves the host and hands the socket only checked addresses. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname, { all: true, verbatim: true }).then(
      (found) => {
        if (found.length === 0 || found.some((entry) => !isFetchableAddress(entry.address, allowLoopback))) {
          callback(new PictureFetchError('private'), '', 4);
          return;
        }
        if (options.all === true) (callback as unknown as (e: null, a: typeof found) => void)(null, found);
        else callback(null, found[0]?.address ?? '', found[0]?.family ?? 4);
      },
      () => callback(new PictureFetchError('network'), '', 4),
    );
  };
}

/** The URL of a picture cell's entry, or null when it is not an http(s) address. */
export function pictureUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** Fetches a picture's bytes; throws PictureFetchError for anything refused or failed. */
export async function fetchPicture(address: string, options: PictureFetchOptions): Promise<Buffer> {
  const deadline = Date.now() + (options.timeoutMs ?? PICTURE_FETCH_TIMEOUT_MS);
  let url = pictureUrl(address);
  for (let hop = 0; ; hop++) {
    if (url === null) throw new PictureFetchError('url');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !isFetchableAddress(host, options.allowLoopback))
      throw new PictureFetchError('private');
    const answer = await request(url, options, deadline);
    if (answer.redirect === undefined) return answer.body;
    if (hop >= MAX_REDIRECTS) throw new PictureFetchError('redirects');
    url = pictureUrl(new URL(answer.redirect, url).toString());
  }
}

function request(
  url: URL,
  options: PictureFetchOptions,
  deadline: number,
): Promise<{ body: Buffer; redirect?: undefined } | { body?: undefined; redirect: string }> {
  const maxBytes = options.maxBytes ?? MAX_PRODUCT_IMAGE_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new PictureFetchError('timeout'));
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: checkedLookup(options.allowLoopback),
      headers: { accept: 'image/*', 'user-agent': 'Kodumasinad-import/1.0' },
    });
    const timer = setTimeout(() => req.destroy(new PictureFetchError('timeout')), remaining);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof PictureFetchError ? error : new PictureFetchError('network'));
    };
    req.on('error', fail);
    req.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && typeof location === 'string') {
        response.resume();
        clearTimeout(timer);
        req.destroy();
        return resolve({ redirect: location });
      }
      if (status !== 200) {
        req.destroy(new PictureFetchError('status', status));
        return;
      }
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        req.destroy(new PictureFetchError('size'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) req.destroy(new PictureFetchError('size'));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        if (size <= maxBytes) resolve({ body: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}
