import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './admin.css';
import { AdminApp } from './admin-app';
import { createAdminQueryClient } from './lib/admin-query-client';
import { createAdminRouter } from './router';

// The back-office's own entry (admin.html, decision 045): nothing of the shop's screens loads here,
// and nothing of this loads in the shop. The page carries only the session's CSRF token.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp router={createAdminRouter()} queryClient={createAdminQueryClient()} />
    </StrictMode>,
  );
}
