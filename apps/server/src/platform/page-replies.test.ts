import {
  CART_CALL,
  COMPARES_CALL,
  DEFAULT_PER_PAGE,
  HOME_CALLS,
  HOME_FEATURED_CALL,
} from '@kodumasinad/contract';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstScreenOf, listingOfPage, pageCalls, pageReplies } from './page-replies.js';

const CATEGORIES = ['pesumasinad', 'külmikud'];

describe('listingOfPage', () => {
  it('reads a category page as the web reads it: decoded slug and filters, order, size and page', () => {
    expect(
      listingOfPage(
        '/pesumasinad/tootja:lg,bosch;laius:60?sort=price-desc&per_page=48&page=3',
        'category',
        CATEGORIES,
      ),
    ).toEqual({
      source: { kind: 'category', slug: 'pesumasinad' },
      state: {
        filters: { tootja: ['bosch', 'lg'], laius: ['60'] },
        sort: 'price-desc',
        perPage: 48,
        page: 3,
      },
    });
    expect(listingOfPage('http://pood.test/k%C3%BClmikud/?utm=1', 'category', CATEGORIES)).toEqual({
      source: { kind: 'category', slug: 'külmikud' },
      state: { filters: {}, sort: null, perPage: DEFAULT_PER_PAGE, page: 1 },
    });
  });

  it('reads a search page with its trimmed phrase and its filters', () => {
    expect(listingOfPage('/otsing/%20Bosch%20pesumasin%20/tootja:bosch', 'search', CATEGORIES)).toEqual({
      source: { kind: 'search', phrase: 'Bosch pesumasin' },
      state: { filters: { tootja: ['bosch'] }, sort: null, perPage: DEFAULT_PER_PAGE, page: 1 },
    });
  });

  it('is no listing where the listing would refuse the address, or on another screen', () => {
    expect(listingOfPage('/pesumasinad/tootja', 'category', CATEGORIES)).toBeNull();
    expect(listingOfPage('/Pesumasinad', 'category', CATEGORIES)).toBeNull();
    expect(listingOfPage('/pesumasinad/%E0%A4%A', 'category', CATEGORIES)).toBeNull();
    expect(listingOfPage('/otsing/ab', 'search', CATEGORIES)).toBeNull();
    expect(listingOfPage(`/otsing/${'a'.repeat(251)}`, 'search', CATEGORIES)).toBeNull();
    expect(listingOfPage('/pesumasinad', 'product', CATEGORIES)).toBeNull();
    expect(listingOfPage('/pesumasinad', null, CATEGORIES)).toBeNull();
  });
});

describe('firstScreenOf', () => {
  it("names the home screen's calls and a listing's, with the reply whose first picture is preloaded", () => {
    expect(firstScreenOf('/', 'home', CATEGORIES)).toEqual({
      calls: HOME_CALLS,
      picture: { call: HOME_FEATURED_CALL, size: 200 },
    });
    const listing = firstScreenOf('/pesumasinad?page=2', 'category', CATEGORIES);
    expect(listing?.calls.map((call) => call.path)[0]).toBe('/api/search/category');
    expect(listing?.picture).toEqual({
      call: { path: '/api/search/category', query: { category: 'pesumasinad', per_page: '28', page: '2' } },
      size: 300,
    });
    expect(firstScreenOf('/ostukorv', 'cart', CATEGORIES)).toBeNull();
  });
});

describe('pageCalls', () => {
  it("adds a buyer's cart to every page and the comparison to a screen of product cards", () => {
    const home = firstScreenOf('/', 'home', CATEGORIES);
    expect(pageCalls(home, 'home', true)).toEqual([CART_CALL, COMPARES_CALL, ...HOME_CALLS]);
    expect(pageCalls(null, 'product', true)).toEqual([CART_CALL, COMPARES_CALL]);
    expect(pageCalls(null, 'cart', true)).toEqual([CART_CALL]);
    expect(pageCalls(null, null, true)).toEqual([CART_CALL]);
    // Nobody logged in: the first screen's calls only (they answer 401 and are left out).
    expect(pageCalls(home, 'home', false)).toEqual(HOME_CALLS);
    expect(pageCalls(null, 'login', false)).toEqual([]);
  });
});

describe('pageReplies', () => {
  it('keeps the successful replies and leaves out failed ones and any that miss the deadline', async () => {
    const app = Fastify();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/search/category', async (request) => ({
      data: request.query,
      asked: [
        request.headers['x-request-id'],
        request.headers.cookie,
        request.headers['x-requested-with'],
        request.ip,
      ],
    }));
    app.get('/api/search/properties', async (_request, reply) => reply.code(500).send({ message: 'Viga' }));
    app.get('/api/search/measures', async () => {
      await held;
      return { data: [] };
    });
    // The page request the calls are made for: its id, address and cookie are what they carry.
    const page = { id: 'page-1', ip: '10.0.0.7', headers: { cookie: 'sid=abc' } };
    const replies = await pageReplies(app, page as unknown as FastifyRequest, [
      { path: '/api/search/category', query: { category: 'pesumasinad', page: '1' } },
      { path: '/api/search/properties', query: { category: 'pesumasinad' } },
      { path: '/api/search/measures', query: { category: 'pesumasinad' } },
    ]);
    expect(replies).toEqual({
      '/api/search/category?category=pesumasinad&page=1': {
        data: { category: 'pesumasinad', page: '1' },
        asked: ['page-1', 'sid=abc', 'XMLHttpRequest', '10.0.0.7'],
      },
    });
    release();
    await app.close();
  });
});
