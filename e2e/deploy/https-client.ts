import { request, Agent } from 'node:https';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A buyer's browser stand-in over HTTPS to the test's nginx (self-signed certificate): keeps the
 * session cookie and the CSRF token, sends what the SPA sends.
 */
export class HttpsClient {
  cookies = new Map<string, string>();
  /** Raw Set-Cookie lines received, to check their attributes. */
  setCookies: string[] = [];
  csrf: string | null = null;
  private readonly agent: Agent;

  constructor(
    private readonly port: number,
    options: { localAddress?: string } = {},
  ) {
    this.agent = new Agent({
      keepAlive: true,
      rejectUnauthorized: false,
      ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
    });
  }

  close(): void {
    this.agent.destroy();
  }

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            ...(this.csrf === null ? {} : { 'x-csrf-token': this.csrf }),
            ...(cookie === '' ? {} : { cookie }),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              this.setCookies.push(line);
              const [pair = ''] = line.split(';');
              const at = pair.indexOf('=');
              if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            });
          });
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Opens a page as a browser does, taking the session cookie and the CSRF token from it. */
  async page(path = '/'): Promise<Reply> {
    const reply = await this.send('GET', path, undefined, { accept: 'text/html' });
    const match = /<meta name="csrf-token" content="([^"]+)">/.exec(reply.body);
    if (match?.[1]) this.csrf = match[1];
    return reply;
  }

  async login(email: string, password: string, headers: Record<string, string> = {}): Promise<Reply> {
    if (this.csrf === null) await this.page('/');
    const reply = await this.send('POST', '/api/login', { email, password }, headers);
    if (reply.status === 200) this.csrf = (JSON.parse(reply.body) as { csrf_token: string }).csrf_token;
    return reply;
  }
}
