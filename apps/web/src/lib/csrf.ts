import { CSRF_META_NAME } from '@kodumasinad/contract';

function metaTag(): HTMLMetaElement | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
}

/** The CSRF token of the page's session (SPEC §7 "taken from the page"). */
export function readCsrfToken(): string | null {
  return metaTag()?.content || null;
}

/**
 * Login, logout and password reset rotate the session; the new token replaces the page's one,
 * also in the meta tag so everything reading the page sees the same value.
 */
export function writeCsrfToken(token: string): void {
  let meta = metaTag();
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = CSRF_META_NAME;
    document.head.append(meta);
  }
  meta.content = token;
}
