import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { readAuthVersion } from './db/auth-version.js';
import { registerEventHandlers } from './event-handlers.js';
import { openDatabase } from './db/database.js';
import { seedIfEmpty } from './db/seed/index.js';
import { registerAdminCore } from './modules/admin/core/index.js';
import { register as registerDashboard } from './modules/admin/dashboard/index.js';
import { register as registerStaff } from './modules/staff/index.js';
import { register as registerFeedback } from './modules/feedback/index.js';
import { register as registerContent } from './modules/content/index.js';
import { register as registerClients, UserService } from './modules/clients/index.js';
import { AuthService, register as registerAuth } from './modules/auth/index.js';
import { register as registerBankReturn } from './modules/bank-return/index.js';
import { CartService, register as registerCart } from './modules/cart/index.js';
import { BootstrapService } from './modules/bootstrap/bootstrap.service.js';
import {
  createCatalog,
  registerCatalog,
  registerCatalogAdmin,
  registerProductImages,
  registerCatalogIntegration,
} from './modules/catalog/index.js';
import { registerImports } from './modules/catalog/imports/index.js';
import { registerCompare } from './modules/compare/index.js';
import { ContentRepository } from './modules/content/content.repository.js';
import { ContentService } from './modules/content/content.service.js';
import { MenuRepository } from './modules/content/menu.repository.js';
import { SiteMenu } from './modules/content/site-menu.js';
import { register as registerHealth } from './modules/health/index.js';
import { register as registerIntegrations } from './modules/integrations/index.js';
import { IMAGES_ROUTE, registerImages } from './modules/images/index.js';
import { OffersService, register as registerOffers } from './modules/offers/index.js';
import {
  CheckoutService,
  OrderMails,
  OrdersService,
  register as registerOrders,
} from './modules/orders/index.js';
import { register as registerQuickOrder } from './modules/quick-order/index.js';
import { InvoicesService, register as registerInvoices } from './modules/invoices/index.js';
import { register as registerPassword } from './modules/password/index.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { registerTestBank } from './modules/test-bank/test-bank.routes.js';
import { register as registerVariables } from './modules/variables/index.js';
import { AccountLockout } from './platform/account-lockout.js';
import { isIntegrationRouteUrl, registerApiGuard } from './platform/api-guard.js';
import { AuthCache, servesFromCache } from './platform/auth-cache.js';
import { createRequireUser, type UserLoader } from './platform/auth-guard.js';
import { registerErrorHandler, type ErrorReporter } from './platform/error-handler.js';
import { EventBus } from './platform/events.js';
import { loggerOptions, type LogStream } from './platform/logger.js';
import { RequestLogController } from './platform/request-log.js';
import { collectGarbage } from './platform/memory.js';
import { createMailer } from './platform/mail.js';
import { MailQueue, type MailQueueOptions } from './platform/mail-queue.js';
import { createPaymentRegistry, paymentFormOrigins } from './platform/payments/index.js';
import { RateLimiter } from './platform/rate-limit.js';
import { AppMetrics } from './platform/metrics.js';
import { Readiness } from './platform/readiness.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { offerLinkKey } from './platform/secret-box.js';
import { SessionStore } from './platform/sessions.js';
import { ASSETS_ROUTE, registerSpa } from './platform/spa.js';
import { readStored, registerUploads } from './platform/uploads.js';
import { registerContractValidation } from './platform/validation.js';

/** The least time between full collections after catalogue builds (decision 082). */
const CATALOG_GC_INTERVAL_MS = 30_000;

/** `run`, but not again within `ms` of the last time it ran. */
function atMostEvery(ms: number, run: () => unknown): () => void {
  let last = -Infinity;
  return () => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    run();
  };
}

/** Routes that never need the session (decided on the matched route, not the URL text). */
const SESSIONLESS_ROUTES = new Set<string | undefined>([
  ASSETS_ROUTE,
  IMAGES_ROUTE,
  '/health',
  '/health/ready',
]);

const HEALTH_ROUTES = new Set<string | undefined>(['/health', '/health/ready']);

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the mail queue has no job in flight and none due (sent, skipped or to retry later). */
    idleMail(): Promise<void>;
    /** What `/health/ready` answers; main.ts drains it before the process stops. */
    readiness: Readiness;
    /** The process's Prometheus metrics; main.ts serves them on METRICS_PORT. */
    metrics: AppMetrics;
  }
}

export interface AppOptions {
  /** Receives unhandled errors (Sentry in production); defaults to nothing beyond the log. */
  reportError?: ErrorReporter;
  /** Transport of the test bank's VK_AUTO=Y call to the shop (tests route it into the app). */
  testBankFetch?: typeof fetch;
  /** Mail queue settings; `autoRun: false` leaves the queue to idleMail (tests that look between). */
  mailQueue?: Partial<MailQueueOptions> & { autoRun?: boolean };
  /** Sees every SQL statement the app runs (tests comparing the work of two requests). */
  onQuery?: (sql: string) => void;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
  /** The time invoices and offers derive their statuses from (tests fix it); defaults to now. */
  clock?: () => Date;
  /** The metrics to count into (main.ts adds Node's own); defaults to a registry of the app's own. */
  metrics?: AppMetrics;
}

/** Sign-in routes whose answers the metrics count: who signs in there. */
const LOGIN_ROUTES = new Map<string | undefined, 'buyer' | 'staff'>([
  ['/api/login', 'buyer'],
  ['/api/admin/login', 'staff'],
]);

/** Builds the whole server on a migrated (and, when empty, seeded) database; does not listen. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request instead of Fastify's two.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // A proxy's request id is kept so one id follows the request through every log.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Closing (a rolling restart) finishes every request that reached the process, even on a
    // connection accepted a moment before: a 503 there would fail a buyer's order, which the
    // proxy must not send again elsewhere.
    return503OnClosing: false,
  });

  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  const metrics = options.metrics ?? new AppMetrics();
  app.decorate('metrics', metrics);
  const handle = await openDatabase(config, {
    ...(options.onQuery === undefined ? {} : { onQuery: options.onQuery }),
    onQueryTime: (sql, ms) => metrics.query(sql, ms / 1000),
  });
  readiness.ready('migrations');
  app.addHook('onClose', async () => {
    await handle.db.destroy();
  });
  if (
    await seedIfEmpty(handle, {
      products: config.seedProducts,
      dataDir: config.dataDir,
      staffTotpKey: config.staffTotpKey,
    })
  )
    app.log.info('empty database seeded with demo data');
  const { db } = handle;

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // Draining (before a restart): a read is refused unprocessed with a 503, which the proxy
  // retries on another process (safe: nothing was done) and which makes it skip this one for a
  // while, so no new connection arrives when it stops listening. Writes in flight or arriving
  // still run here. Every reply closes its connection, so none is reused after that.
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state().status !== 'draining') return;
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !HEALTH_ROUTES.has(request.routeOptions.url)
    ) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'Server lõpetab tööd. Palun proovi uuesti.' });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.state().status === 'draining') void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    metrics.request(request.method, route ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    const who = LOGIN_ROUTES.get(route);
    if (who !== undefined && request.method === 'POST') {
      const status = reply.statusCode;
      metrics.login(who, status < 300 ? 'ok' : status === 429 ? 'limited' : 'failed');
    }
  });

  // An empty body sent as JSON (a bodiless POST from fetch helpers) reads as {} instead of a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });

  await registerUploads(app, { dataDir: config.dataDir });
  registerErrorHandler(app, options.reportError ?? (() => undefined));
  registerContractValidation(app);
  // The test bank lives at APP_URL: a page opened at another address of this server (e.g.
  // 127.0.0.1 for localhost) must still be allowed to post its form there (issue 10).
  const testBankLink = config.payments.testBankEnabled ? [{ url: config.appUrl }] : [];
  await registerSecurityHeaders(
    app,
    config.secureCookies,
    paymentFormOrigins([...config.payments.bankLinks, ...testBankLink]),
    // The SPA sends its error reports to the browser DSN's host (decision 041).
    config.sentryBrowserDsn === undefined ? [] : [new URL(config.sentryBrowserDsn).origin],
  );
  await app.register(cookie);

  const authCache = new AuthCache(() => readAuthVersion(db), { refreshMs: config.authCacheRefreshMs });
  const sessions = new SessionStore(db, config, authCache);
  // Both are assigned before any handler runs (the hook below, requireUser); null keeps the shape stable.
  app.decorateRequest('session', null as never);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    // Hashed asset files, pictures and the health check never need the session: spare them the lookup.
    // Nor do the ERP's integration calls: their bearer token is their only credential (decision 081).
    request.session =
      SESSIONLESS_ROUTES.has(request.routeOptions.url) || isIntegrationRouteUrl(request.routeOptions.url)
        ? { token: null, record: null }
        : await sessions.load(request, reply);
  });
  // A state-changing request may have changed users or sessions: compare the auth version before
  // its reply goes out, so this process's next request sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await authCache.sync(true);
  });
  registerApiGuard(app, config.appSecret);

  const mailer = createMailer(config, app.log);
  const { autoRun = true, ...queueOptions } = options.mailQueue ?? {};
  const mailQueue = new MailQueue(db, mailer, app.log, queueOptions);
  // Tests that read the outbox wait for the queue to be worked through.
  app.decorate('idleMail', () => mailQueue.drain());
  if (autoRun) {
    // Mail stored by a request goes out after its reply, so the reply never waits for SMTP.
    app.addHook('onResponse', async () => mailQueue.kickIfEnqueued());
    app.addHook('onListen', async () => {
      mailQueue.start();
      readiness.ready('mail');
    });
  } else {
    // No worker of its own: the tests that turn it off work the queue themselves.
    readiness.ready('mail');
  }
  // Registered after the database's hook, so it runs first: the job in flight finishes, the
  // rest waits in the database for the next start (onClose hooks run last-added first).
  app.addHook('onClose', async () => {
    await mailQueue.stop();
  });
  const limiter = new RateLimiter(db, config.rateLimit);
  const users = new UserService(db, config.dataDir);
  const lockout = new AccountLockout(db, config.accountLockout);
  const auth = new AuthService(users, limiter, lockout, {
    name: config.seller.name,
    email: config.sellerEmail,
  });
  const content = new ContentService(new ContentRepository(db), config.seller, options.clock);
  const settings = new SettingsService(new SettingsRepository(db), app.log, config.seller);
  const collectAfterBuild =
    config.env === 'test' ? null : atMostEvery(CATALOG_GC_INTERVAL_MS, collectGarbage);
  const catalogModule = createCatalog(db, {
    log: app.log,
    // Tests build many small catalogues in one process; a full collection each time only slows them.
    // While staff edit, a version a second would mean a full collection (tens of ms) a second:
    // at most one per CATALOG_GC_INTERVAL_MS, V8's own collections between (decision 082).
    afterBuild: (seconds: number) => {
      metrics.catalogBuilt(seconds);
      if (collectAfterBuild !== null) collectAfterBuild();
    },
    ...(config.catalogBuildWorker ? { buildWorker: config.database } : {}),
  });
  const { catalog } = catalogModule;
  const siteMenu = new SiteMenu(new MenuRepository(db), () => catalog.menu());
  const bootstrap = new BootstrapService({
    content,
    catalog,
    productPages: catalogModule.productPages,
    settings,
    menu: siteMenu,
    retailUrl: config.retailUrl,
    log: app.log,
    sentryBrowserDsn: config.sentryBrowserDsn,
  });
  const loadUser: UserLoader = async (id, request) => {
    const hit = servesFromCache(request) ? authCache.user(id) : undefined;
    if (hit !== undefined) return hit;
    const mark = authCache.mark();
    const user = await users.findUser(id);
    if (user !== null) authCache.storeUser(mark, user);
    return user;
  };
  const requireUser = createRequireUser(loadUser);
  const testBank = config.payments.testBankEnabled
    ? await registerTestBank(app, {
        appUrl: config.appUrl,
        dataDir: config.dataDir,
        ...(options.testBankFetch ? { fetch: options.testBankFetch } : {}),
      })
    : null;
  const payments = createPaymentRegistry({
    bankLinks: config.payments.bankLinks,
    testBank: testBank?.bankLink ?? null,
  });
  // Cross-module events (decision 070); their handlers are listed in event-handlers.ts.
  const events = new EventBus(db);
  const cart = new CartService(db, catalog);
  const orders = new OrdersService({ db, payments, cart, appUrl: config.appUrl });
  const offers = new OffersService({
    db,
    catalog,
    cart,
    mail: mailQueue,
    appUrl: config.appUrl,
    linkKey: offerLinkKey(config.staffTotpKey),
    readLogo: (path) => readStored(config.dataDir, path),
    forgetLogo: (path) => users.forgetLogo(path),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  const invoices = new InvoicesService({
    db,
    payments,
    seller: config.seller,
    appUrl: config.appUrl,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const orderMails = new OrderMails({
    mail: mailQueue,
    orders,
    invoices,
    seller: config.seller,
    appUrl: config.appUrl,
  });
  const checkout = new CheckoutService({ db, cart, orders, payments, events });
  registerEventHandlers(events, { offers, orderMails, metrics });
  metrics.attach({
    mailQueue: () => mailQueue.state(),
    catalogVersion: async () => (await catalogModule.store.snapshot()).version,
    pool: () => handle.poolState(),
  });
  const secret = config.appSecret;

  registerHealth(app, { db, readiness });
  registerAuth(app, { auth, sessions, secret });
  registerPassword(app, {
    db,
    users,
    auth,
    sessions,
    secret,
    mail: mailQueue,
    limiter,
    appUrl: config.appUrl,
    seller: config.seller,
    log: app.log,
  });
  registerCatalog(app, { catalog: catalogModule, requireUser, menu: siteMenu });
  // The index is built on listen (registerCatalog); ready once it is (a build in flight is shared).
  app.addHook('onListen', async () => readiness.track('catalog', catalogModule.store.snapshot()));
  registerCompare(app, { db, catalog: catalogModule, requireUser });
  registerImages(app, {
    dataDir: config.dataDir,
    drawing: (filenames) => catalog.drawing(filenames),
    log: app.log,
    limits: {
      chargeRender: (ip) => limiter.hit(`image-renders:${ip}`, config.rateLimit.imageRenders),
      cacheBytes: config.imageCacheBytes,
    },
  });
  registerCart(app, { cart, requireUser });
  registerVariables(app, { catalog, checkout, requireUser });
  registerQuickOrder(app, { catalog, cart, requireUser });
  await registerBankReturn(app, { db, events, payments, sessions, clock: options.clock });
  registerOffers(app, { offers, requireUser });
  // The back-office (issue 14): its core first, so the staff guard's registry sees every /api/admin route.
  const admin = registerAdminCore(app, {
    db,
    sessions,
    limiter,
    lockout,
    secret,
    totpKey: config.staffTotpKey,
  });
  registerStaff(app, { db, requireStaff: admin.requireStaff });
  // The ERP's integration API (decision 081): before the modules that add its calls.
  const integrations = registerIntegrations(app, {
    db,
    limiter,
    callsPerWindow: config.rateLimit.integrationCalls,
    requireStaff: admin.requireStaff,
    appUrl: config.appUrl,
  });
  registerCatalogIntegration({ db, catalog: catalogModule, route: integrations.route });
  registerOrders(app, {
    db,
    checkout,
    orders,
    mail: mailQueue,
    events,
    appUrl: config.appUrl,
    seller: config.seller,
    requireUser,
    requireStaff: admin.requireStaff,
    integrationRoute: integrations.route,
    clock: options.clock,
  });
  registerDashboard(app, { db, requireStaff: admin.requireStaff, clock: options.clock });
  registerContent(app, {
    db,
    content,
    menu: siteMenu,
    requireUser,
    requireStaff: admin.requireStaff,
    clock: options.clock,
  });
  registerFeedback(app, {
    db,
    mail: mailQueue,
    sellerEmail: config.sellerEmail,
    limiter,
    requireStaff: admin.requireStaff,
  });
  registerInvoices(app, {
    db,
    invoices,
    mail: mailQueue,
    seller: config.seller,
    requireUser,
    requireStaff: admin.requireStaff,
    clock: options.clock,
  });
  registerClients(app, {
    db,
    users,
    auth,
    sessions,
    secret,
    mail: mailQueue,
    appUrl: config.appUrl,
    seller: config.seller,
    requireUser,
    requireStaff: admin.requireStaff,
  });
  registerCatalogAdmin(app, {
    db,
    catalog: catalogModule,
    requireStaff: admin.requireStaff,
    clock: options.clock,
  });
  registerProductImages(app, { db, dataDir: config.dataDir, requireStaff: admin.requireStaff });
  registerImports(app, { db, dataDir: config.dataDir, requireStaff: admin.requireStaff });
  await registerSpa(app, {
    webDist: config.webDist,
    exposeBootstrapEndpoint: !config.isProduction,
    secret,
    sessions,
    pageBootstrap: async (request, url) => {
      const userId = request.session.record?.user_id ?? null;
      return bootstrap.pageBootstrap(userId === null ? null : await loadUser(userId, request), url);
    },
    pageRedirect: (url) => bootstrap.pageRedirect(url),
  });

  return app;
}
