import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Fresh for every run: the web server command deletes it before starting. */
export const E2E_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));

/** The key of the staff's TOTP secrets at rest in the test server (decision 052); tests only. */
export const E2E_STAFF_TOTP_KEY = 'e2e0staff0totp0key0for0tests0only0000000000=';

export const DEMO_PASSWORD = 'Demo1234!';
export const ANNA = { email: 'anna@kodumasin.test', name: 'Anna Tamm', company: 'Kodumasin Pluss OÜ' };
export const MART = { email: 'mart@kodumasin.test', name: 'Mart Kask', company: 'Kodumasin Pluss OÜ' };
export const PEETER = { email: 'peeter@ehitus.test', name: 'Peeter Saar', company: 'Ehitusmaailm AS' };
