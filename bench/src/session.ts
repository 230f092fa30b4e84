/** Logs a demo user in over HTTP, as a browser would, and returns the headers later calls need. */
export async function loginHeaders(baseUrl: string, email: string, password: string) {
  const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!csrf || !cookie) throw new Error('page gave no csrf token or session cookie');
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': csrf,
      cookie,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as { csrf_token: string };
  const sessionCookie =
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ') || cookie;
  return { cookie: sessionCookie, 'x-csrf-token': body.csrf_token, 'x-requested-with': 'XMLHttpRequest' };
}
