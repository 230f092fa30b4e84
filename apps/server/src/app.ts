import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptEmptyJsonBodies, registerRequestHooks, registerSessionHooks, requestId } from './app-hooks.js';
import { openAppDatabase } from './app-database.js';
import { startMailQueue } from './app-mail-queue.js';
import type { AppOptions } from './app-options.js';
import type { Config } from './config.js';
import { readAuthVersion } from './db/auth-version.js';
import { registerEventHandlers } from './event-handlers.js';
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
import { registerImages } from './modules/images/index.js';
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
import { registerApiGuard } from './platform/api-guard.js';
import { AuthCache, servesFromCache } from './platform/auth-cache.js';
import { createRequireUser, type UserLoader } from './platform/auth-guard.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { EventBus } from './platform/events.js';
import { loggerOptions } from './platform/logger.js';
import { RequestLogController } from './platform/request-log.js';
import { collectGarbage } from './platform/memory.js';
import { createPaymentRegistry, paymentFormOrigins } from './platform/payments/index.js';
import { RateLimiter } from './platform/rate-limit.js';
import { AppMetrics } from './platform/metrics.js';
import { Readiness } from './platform/readiness.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { offerLinkKey } from './platform/secret-box.js';
import { SessionStore } from './platform/sessions.js';
import { registerSpa } from './platform/spa.js';
import { readStored, registerUploads } from './platform/uploads.js';
import { registerContractValidation } from './platform/validation.js';

export type { AppOptions } from './app-options.js';

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

/** Builds the whole server on a migrated (and, when empty, seeded) database; does not listen. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request instead of Fastify's two.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    genReqId: requestId,
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
  const handle = await openAppDatabase(app, config, { metrics, readiness, onQuery: options.onQuery });
  const { db } = handle;

  registerRequestHooks(app, { readiness, metrics, behindProxy: config.trustProxy !== false });
  acceptEmptyJsonBodies(app);

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
  registerSessionHooks(app, { sessions, authCache });
  registerApiGuard(app, config.appSecret);

  // After the database's onClose hook: the job in flight finishes before the database closes.
  const mailQueue = startMailQueue(app, config, { db, readiness, options: options.mailQueue });
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
    afterPatch: (seconds: number) => metrics.catalogPatched(seconds),
    ...(config.catalogBuildWorker ? { buildWorker: config.database } : {}),
    ...(config.catalogIndexCache
      ? { indexCache: { dir: join(config.dataDir, 'catalog-index'), database: config.database } }
      : {}),
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
    events,
  });
  registerCatalogAdmin(app, {
    db,
    catalog: catalogModule,
    requireStaff: admin.requireStaff,
    clock: options.clock,
  });
  registerProductImages(app, {
    db,
    dataDir: config.dataDir,
    requireStaff: admin.requireStaff,
    catalog: catalogModule,
  });
  registerImports(app, {
    db,
    dataDir: config.dataDir,
    requireStaff: admin.requireStaff,
    picturesAllowLoopback: config.importPicturesAllowLoopback,
    limits: options.importLimits,
    databaseKind: config.database.kind,
  });
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
