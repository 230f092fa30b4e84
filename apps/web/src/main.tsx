import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectPrefetch } from './app/prefetch';
import { createQueryClient, seedShellQueries } from './app/query-client';
import { createAppRouter } from './app/router';
import './index.css';
import { getBootstrap } from './lib/bootstrap';
import { startErrorReporting } from './lib/error-reporting';
import { waitForFirstPicture } from './lib/first-picture';
import { seedInitialError } from './lib/state/messages';
import { seedUserFromPage } from './lib/state/user';

const bootstrap = getBootstrap();
// Error reporting only when the page names a DSN; the SDK comes in a lazy chunk (decision 041).
void startErrorReporting(bootstrap.sentry_dsn);
// SPEC §8: an initial error supplied by the page seeds the message area.
seedInitialError(bootstrap.error);
// The user, menu and footer came with the page (decision 036): the first screen asks for none.
seedUserFromPage(bootstrap.user);
const queryClient = createQueryClient();
seedShellQueries(queryClient, bootstrap);
connectPrefetch(queryClient);
// The page's preloaded picture paints before the screen's other pictures start (decision 061).
waitForFirstPicture();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={queryClient} />
    </StrictMode>,
  );
}
