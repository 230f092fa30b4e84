import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type SearchJsonReply } from '@kodumasinad/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { attachNavigationEffects } from '../../../app/routes/navigation-effects';
import { loaderStore } from '../../../lib/state/loader';
import { setUser } from '../../../lib/state/user';
import { product } from '../../../test/catalog-fixtures';
import { json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { HeaderSearch } from './header-search';

interface SentRequest {
  url: URL;
  signal: AbortSignal;
  reply(body: SearchJsonReply): void;
}

/** A fetch whose replies the test releases, so pending and aborted requests can be seen. */
function stubSearch() {
  const sent: SentRequest[] = [];
  const fetch = vi.fn((input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const signal = init.signal as AbortSignal;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      sent.push({ url, signal, reply: (body) => resolve(json(200, body)) });
    });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

/** A screen whose code arrives when the test says so, like a lazily loaded route. */
function slowScreen() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Aeglane leht</h1> });
  });
  return { Screen: lazy(() => code), arrive };
}

function renderSearch(props: { noButtonAction?: boolean } = {}) {
  const slow = slowScreen();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <HeaderSearch {...props} />
            <p>väljaspool</p>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: null },
          { path: '/otsing/:phrase', element: <h1>Otsingu tulemused</h1> },
          { path: '/aeglane', element: <slow.Screen /> },
          { path: '/:slug', element: <h1>Toode</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const detach = attachNavigationEffects(router);
  onTestFinished(detach);
  render(<RouterProvider router={router} />);
  return {
    router,
    arriveSlowScreen: slow.arrive,
    input: screen.getByTestId<HTMLInputElement>('search-input'),
  };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const reply = (request: SentRequest | undefined, body: SearchJsonReply) =>
  act(async () => {
    request?.reply(body);
    await vi.advanceTimersByTimeAsync(0);
  });

const twoResults: SearchJsonReply = {
  results: [product(1), product(2, { filename: null })],
  rows: 37,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setUser(anna);
});

describe('header search (SPEC §2, §5)', () => {
  it('sends nothing for 2 characters', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'pe');
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(sent).toHaveLength(0);
    type(input, '  pe  ');
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(sent).toHaveLength(0);
  });

  it('sends 3 characters after a 500 ms pause, once, without the global loader', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'p');
    type(input, 'pe');
    type(input, 'pes');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await wait(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/api/search/json');
    expect(sent[0]?.url.searchParams.get('query')).toBe('pes');
    expect(loaderStore.get().loading).toBe(0);
  });

  it('restarts the pause on each keystroke', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'pes');
    await wait(400);
    type(input, 'pesu');
    await wait(400);
    expect(sent).toHaveLength(0);
    await wait(100);
    expect(sent.map((request) => request.url.searchParams.get('query'))).toEqual(['pesu']);
  });

  it('typing again aborts the request in flight; its late reply is never shown', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'pes');
    await wait(SEARCH_DEBOUNCE_MS);
    type(input, 'pesum');
    expect(sent[0]?.signal.aborted).toBe(true);
    await wait(SEARCH_DEBOUNCE_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.signal.aborted).toBe(false);
    await reply(sent[1], twoResults);
    expect(screen.getAllByTestId('search-result')).toHaveLength(2);
  });

  it('keeps the dropdown hidden until results arrive, then shows rows and "Kõik tulemused (n)"', async () => {
    const sent = stubSearch();
    const { input, router } = renderSearch();
    type(input, 'bosch');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    await reply(sent[0], twoResults);
    const dropdown = screen.getByTestId('search-dropdown');
    const rows = within(dropdown).getAllByTestId('search-result');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('href')).toBe('/bosch-pesumasin-wav28k91me');
    expect(rows[0]?.textContent).toContain('Bosch pesumasin WAV28K91ME');
    expect(rows[0]?.textContent).toContain('WAV28K91ME');
    expect(within(rows[0] as HTMLElement).getByTestId('price-current').textContent).toBe(
      '1\u00a0000,00\u00a0€',
    );
    // 75×75 thumbnails, asked from the server at size 100 (SPEC §9).
    const thumb = rows[0]?.querySelector('img');
    expect(thumb?.getAttribute('src')).toBe('/images/100/products/bosch-pesumasin-wav28k91me.png');
    expect(thumb?.parentElement?.parentElement?.className).toContain('size-[75px]');
    expect(rows[1]?.querySelector('img')?.getAttribute('src')).toBe('/no-image.svg');
    const all = screen.getByTestId('search-all-results');
    expect(all.textContent).toBe('Kõik tulemused (37)');
    expect(all.getAttribute('href')).toBe('/otsing/bosch');
    fireEvent.click(all);
    await wait(0);
    expect(router.state.location.pathname).toBe('/otsing/bosch');
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
  });

  it('shows the empty-results texts without the results link', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'xyzzy');
    await wait(SEARCH_DEBOUNCE_MS);
    await reply(sent[0], { results: [], rows: 0 });
    const dropdown = screen.getByTestId('search-dropdown');
    expect(dropdown.textContent).toContain('Ei leitud ühtegi tulemust.');
    expect(dropdown.textContent).toContain('Võid proovida mõne muu otsisõnaga.');
    expect(screen.queryByTestId('search-all-results')).toBeNull();
  });

  it('hides on an outside click and shows the same results again on a click in the box, not on focus', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'bosch');
    await wait(SEARCH_DEBOUNCE_MS);
    await reply(sent[0], twoResults);
    fireEvent.mouseDown(input);
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
    fireEvent.mouseDown(screen.getByText('väljaspool'));
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    fireEvent.focus(input);
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    fireEvent.click(input);
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
  });

  it('is a combobox: arrows move aria-activedescendant, Enter opens the option, a live region counts', async () => {
    const sent = stubSearch();
    const { input, router } = renderSearch();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type(input, 'bosch');
    await wait(SEARCH_DEBOUNCE_MS);
    await reply(sent[0], twoResults);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Leitud tooteid: 37.');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/bosch-pesumasin-wav28k92me');
  });

  it('announces an empty reply and closes when focus leaves the box', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'xyzzy');
    await wait(SEARCH_DEBOUNCE_MS);
    await reply(sent[0], { results: [], rows: 0 });
    expect(screen.getByRole('status').textContent).toBe('Ei leitud ühtegi tulemust.');
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides when the box is cleared and aborts a pending request then', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'bosch');
    await wait(SEARCH_DEBOUNCE_MS);
    await reply(sent[0], twoResults);
    type(input, 'bosch s');
    await wait(SEARCH_DEBOUNCE_MS);
    type(input, '');
    expect(sent[1]?.signal.aborted).toBe(true);
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
  });

  it('hides on Escape', async () => {
    const sent = stubSearch();
    const { input } = renderSearch();
    type(input, 'bosch');
    await wait(SEARCH_DEBOUNCE_MS);
    await reply(sent[0], twoResults);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
  });

  it('aborts a pending request on navigation', async () => {
    const sent = stubSearch();
    const { input, router } = renderSearch();
    type(input, 'bosch');
    await wait(SEARCH_DEBOUNCE_MS);
    await act(() => router.navigate('/midagi'));
    expect(sent[0]?.signal.aborted).toBe(true);
  });

  it('keeps a search typed while the next screen loads when that screen arrives', async () => {
    const sent = stubSearch();
    const { input, router, arriveSlowScreen } = renderSearch();
    await act(async () => {
      void router.navigate('/aeglane');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(router.state.location.pathname).toBe('/aeglane');
    type(input, 'bosch');
    await act(async () => {
      arriveSlowScreen();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Aeglane leht' })).toBeTruthy();
    await wait(SEARCH_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.signal.aborted).toBe(false);
    await reply(sent[0], twoResults);
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
  });

  it('Enter with 3+ characters opens /otsing/{phrase} at once; with fewer it does nothing', async () => {
    const sent = stubSearch();
    const { input, router } = renderSearch();
    type(input, 'pe');
    fireEvent.submit(input.form as HTMLFormElement);
    await wait(0);
    expect(router.state.location.pathname).toBe('/');
    type(input, ' külmik 60 ');
    fireEvent.submit(input.form as HTMLFormElement);
    await wait(0);
    expect(router.state.location.pathname).toBe('/otsing/k%C3%BClmik%2060');
    expect(screen.getByRole('heading', { name: 'Otsingu tulemused' })).toBeTruthy();
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(sent).toHaveLength(0);
  });

  it('with noButtonAction, Enter searches in place at once', async () => {
    const sent = stubSearch();
    const { input, router } = renderSearch({ noButtonAction: true });
    type(input, 'bosch');
    fireEvent.submit(input.form as HTMLFormElement);
    await wait(0);
    expect(sent).toHaveLength(1);
    await reply(sent[0], twoResults);
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
  });

  it('takes at most 250 characters', () => {
    stubSearch();
    const { input } = renderSearch();
    expect(input.maxLength).toBe(SEARCH_MAX_LENGTH);
    expect(SEARCH_MAX_LENGTH).toBe(250);
  });
});
