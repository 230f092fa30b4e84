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

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the JSON the server injected into `<script id="bootstrap">`; never throws. */
export function readBootstrap(doc: Document): Bootstrap {
  const text = doc.getElementById(BOOTSTRAP_SCRIPT_ID)?.textContent;
  if (!text) return FALLBACK_BOOTSTRAP;
  try {
    const value: unknown = JSON.parse(text);
    // Checked against the contract in development and the unit tests; the production build takes
    // the server's own page as it is and carries no schema on the first screen (decision 058).
    if (import.meta.env.DEV) {
      const parsed = BootstrapSchema.safeParse(value);
      return parsed.success ? parsed.data : FALLBACK_BOOTSTRAP;
    }
    return isObject(value) ? (value as Bootstrap) : FALLBACK_BOOTSTRAP;
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
  earlyReplies = null;
  return current;
}

/** Replies the page carries and the client has not taken yet (decision 059). */
let earlyReplies: Map<string, unknown> | null = null;

/**
 * The page's reply for a GET call (by the contract's `callKey`), once: a later call of the same
 * address (a refetch, the screen opened again) asks the server. Only for the page's own first
 * screen: the replies are dropped when the app leaves it or the user is gone (`discardEarlyReplies`).
 */
export function takeEarlyReply(key: string): unknown {
  earlyReplies ??= new Map(Object.entries(getBootstrap().replies ?? {}));
  const reply = earlyReplies.get(key);
  earlyReplies.delete(key);
  return reply;
}

/** Forgets the page's replies not taken yet: they were the first screen's, for the user then. */
export function discardEarlyReplies(): void {
  earlyReplies = new Map();
}
