/**
 * The path of a raw request URL as the router would read it: without the origin of an
 * absolute-form request line, the query and the fragment, percent-decoded, in lower case, with
 * doubled slashes collapsed. Only for choosing how to answer a request that matched no route;
 * everything else decides on the route the router matched (`request.routeOptions.url`).
 */
export function normalizedPath(url: string): string {
  let path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape leaves the text as it is.
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/');
}
