import { PUBLIC_ROUTE_NAMES } from '@kodumasinad/contract';
import { discardEarlyReplies, takeEarlyReply } from '../bootstrap';
import { readCsrfToken, writeCsrfToken } from '../csrf';
import { currentRouteName, navigateTo, onNavigation } from '../navigation';
import { startLoading, stopLoading } from '../state/loader';
import { addToast, clearMessages, setError, setWarning } from '../state/messages';
import { clearUser } from '../state/user';
import { createApiClient, type ApiClient } from './client';

const publicRouteNames: readonly string[] = PUBLIC_ROUTE_NAMES;

/** The app's client, wired to the page's CSRF token, the shell stores and the router. */
export const api: ApiClient = createApiClient({
  csrf: { get: readCsrfToken, set: writeCsrfToken },
  messages: { clear: clearMessages, setError, setWarning, addToast },
  loader: { start: startLoading, stop: stopLoading },
  session: {
    clearUser,
    onPublicRoute: () => publicRouteNames.includes(currentRouteName() ?? ''),
    navigate: navigateTo,
  },
  earlyReply: takeEarlyReply,
});

// The page's replies are its first screen's (decision 059): another screen asks the server.
onNavigation(discardEarlyReplies);
