/**
 * The path of a raw request URL as the router would read it: without the origin of an
 * absolute-form request line, the query and the fragment, percent-decoded, in lower case, with
 * doubled slashes collapsed. Only for choosing how to answer a request that matched no route;
 * everything else decides on the route the router matched (`request.routeOptions.url`).
 */
export function normalizedPath(url: string): string {
  let path = splitRequestUrl(url).path;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape leaves the text as it is.
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/');
}

/**
 * A raw request URL's path and query string as sent (not decoded), without the origin of an
 * absolute-form request line and without a fragment.
 */
export function splitRequestUrl(url: string): { path: string; query: string } {
  const relative = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/s, '');
  const queryStart = relative.indexOf('?');
  return queryStart < 0
    ? { path: relative, query: '' }
    : { path: relative.slice(0, queryStart), query: relative.slice(queryStart + 1) };
}
