import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './index.css';
import { getBootstrap } from './lib/bootstrap';
import { seedInitialError } from './lib/state/messages';

// SPEC §8: an initial error supplied by the page seeds the message area.
seedInitialError(getBootstrap().error);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
