import {
  callKey,
  CART_CALL,
  COMPARES_CALL,
  HOME_CALLS,
  HOME_FEATURED_CALL,
  listingCalls,
  listingPageCall,
  ProductListReplySchema,
  webpUrl,
  type ImageSize,
  readListingState,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  shopScreen,
  type PageCall,
  type ListingSource,
  type ListingState,
} from '@kodumasinad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { splitRequestUrl } from './request-path.js';

/**
 * How long a page waits for its first calls (each answers in about a millisecond): a call that has
 * not answered by then is left to the browser, so a slow catalogue never holds the page itself.
 */
export const PAGE_REPLIES_DEADLINE_MS = 250;

export interface PageListing {
  source: ListingSource;
  state: ListingState;
}

/** The calls the contract's screen table says a screen's page carries; none for an unknown screen. */
function screenCalls(screen: string | null) {
  return shopScreen(screen)?.calls ?? [];
}

function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The listing a category or search page opens with, read from its address as the web reads it
 * (its router decodes each path segment and matches a category's slug exactly; the contract reads
 * filters and the query string): null for any other screen, and for an address the listing itself
 * would refuse.
 */
export function listingOfPage(
  url: string,
  screen: string | null,
  categories: readonly string[],
): PageListing | null {
  if (!screenCalls(screen).includes('listing')) return null;
  const { path, query } = splitRequestUrl(url);
  const segments = decodeSegments(path);
  if (segments === null) return null;
  let source: ListingSource;
  let filters: string | undefined;
  if (screen === 'category') {
    // The web's router matches a category's slug as it is spelled, upper case not found.
    if (!categories.includes(segments[0] ?? '')) return null;
    source = { kind: 'category', slug: segments[0] ?? '' };
    filters = segments[1];
  } else {
    const phrase = (segments[1] ?? '').trim();
    if (phrase.length < SEARCH_MIN_LENGTH || phrase.length > SEARCH_MAX_LENGTH) return null;
    source = { kind: 'search', phrase };
    filters = segments[2];
  }
  const { state, malformed } = readListingState(filters, new URLSearchParams(query));
  return malformed ? null : { source, state };
}

/**
 * The replies of a page's first calls, asked of the app's own routes as the browser would ask
 * them (its session cookie, its address), so they are exactly what the browser would get; only
 * the successful ones, keyed by `callKey` (decision 059). A call that fails is left to the browser,
 * which then shows what it shows for that failure.
 */
export async function pageReplies(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly PageCall[],
): Promise<Record<string, unknown>> {
  const headers = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    // The calls' log lines name the page request they were made for.
    'x-request-id': request.id,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PAGE_REPLIES_DEADLINE_MS);
  });
  const answered = await Promise.all(
    calls.map(async (call) => {
      const url = callKey(call.path, call.query);
      const ask = async () => {
        try {
          const reply = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
          return reply.statusCode === 200 ? ([url, reply.json()] as const) : null;
        } catch {
          return null;
        }
      };
      return Promise.race([ask(), deadline]);
    }),
  ).finally(() => clearTimeout(timer));
  return Object.fromEntries(answered.filter((entry) => entry !== null));
}

/** What a page's first screen asks for as it opens, and which reply holds its largest picture. */
export interface FirstScreen {
  calls: readonly PageCall[];
  /** The call whose first product's picture the page preloads, and the size its card shows. */
  picture: { call: PageCall; size: ImageSize };
}

/** A listing card's picture (the web's ProductCard in a grid) and a home strip's (small card). */
const LISTING_CARD_PICTURE = 300;
const STRIP_CARD_PICTURE = 200;

/**
 * The calls a page's first screen makes as it opens, for the home screen (featured and recent
 * products, the latest news) and a category or search listing; null for any other page.
 */
export function firstScreenOf(
  url: string,
  screen: string | null,
  categories: readonly string[],
): FirstScreen | null {
  if (screenCalls(screen).includes('home')) {
    return { calls: HOME_CALLS, picture: { call: HOME_FEATURED_CALL, size: STRIP_CARD_PICTURE } };
  }
  const listing = listingOfPage(url, screen, categories);
  if (listing === null) return null;
  return {
    calls: listingCalls(listing.source, listing.state),
    picture: { call: listingPageCall(listing.source, listing.state), size: LISTING_CARD_PICTURE },
  };
}

/**
 * Every call whose reply a page carries (decisions 059, 060): a logged-in buyer's cart on every
 * page (the header's count), the comparison on a screen of product cards (their toggles), and the
 * first screen's own calls. A listing its address cannot open shows no cards.
 */
export function pageCalls(first: FirstScreen | null, screen: string | null, loggedIn: boolean): PageCall[] {
  const own = first?.calls ?? [];
  if (!loggedIn) return [...own];
  const carries = screenCalls(screen);
  const cards = carries.includes('compares') && (first !== null || !carries.includes('listing'));
  return [CART_CALL, ...(cards ? [COMPARES_CALL] : []), ...own];
}

/** The webp of the first product in the reply `picture` names, which the page preloads; null when none. */
export function firstPicture(
  replies: Record<string, unknown> | undefined,
  picture: FirstScreen['picture'],
): string | null {
  const parsed = ProductListReplySchema.safeParse(replies?.[callKey(picture.call.path, picture.call.query)]);
  const first = parsed.success ? parsed.data.data[0] : undefined;
  return first ? webpUrl(first.filename, picture.size) : null;
}
