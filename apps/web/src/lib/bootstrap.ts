import {
  BOOTSTRAP_SCRIPT_ID,
  BootstrapSchema,
  DEFAULT_VAT_MULTIPLIER,
  type Bootstrap,
} from '@kodumasinad/contract';

/** What the app runs with when the page carries no (valid) bootstrap, e.g. Vite without the server. */
export const FALLBACK_BOOTSTRAP: Bootstrap = {
  vat: DEFAULT_VAT_MULTIPLIER,
  error: null,
  categories: [],
  pages: [],
  retail_url: '',
  contacts: { phones: [], email: '', legal_name: '' },
};

/** Reads the JSON the server injected into `<script id="bootstrap">`; never throws. */
export function readBootstrap(doc: Document): Bootstrap {
  const text = doc.getElementById(BOOTSTRAP_SCRIPT_ID)?.textContent;
  if (!text) return FALLBACK_BOOTSTRAP;
  try {
    const parsed = BootstrapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : FALLBACK_BOOTSTRAP;
  } catch {
    return FALLBACK_BOOTSTRAP;
  }
}

let current: Bootstrap | null = null;

/** The page's bootstrap, read once. */
export function getBootstrap(): Bootstrap {
  current ??= readBootstrap(document);
  return current;
}

/** Re-reads the page (tests change the document between cases). */
export function reloadBootstrap(): Bootstrap {
  current = readBootstrap(document);
  return current;
}
