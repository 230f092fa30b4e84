import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { readAuthVersion } from './db/auth-version.js';
import { openDatabase } from './db/database.js';
import { seedIfEmpty } from './db/seed/index.js';
import { registerAdminContent } from './modules/admin/content/index.js';
import { registerAdminOrders } from './modules/admin/orders/index.js';
import { registerAdminFeedback } from './modules/admin/feedback/index.js';
import { registerAdminInvoices } from './modules/admin/invoices/index.js';
import { registerAdminCore, recordAudit } from './modules/admin/core/index.js';
import { registerAdminClientUserRoutes } from './modules/admin/clients/client-users.routes.js';
import { ClientUsersService } from './modules/admin/clients/client-users.service.js';
import { registerAdminClientRoutes } from './modules/admin/clients/clients.routes.js';
import { AdminClientsService } from './modules/admin/clients/clients.service.js';
import { registerInviteRoutes } from './modules/admin/clients/invite.routes.js';
import { InviteService } from './modules/admin/clients/invite.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { registerBankReturnRoutes } from './modules/bank-return/bank-return.routes.js';
import { registerCartRoutes } from './modules/cart/cart.routes.js';
import { CartService } from './modules/cart/cart.service.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { BootstrapService } from './modules/bootstrap/bootstrap.service.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { CatalogStore } from './modules/catalog/catalog-store.js';
import { CompareRepository } from './modules/compare/compare.repository.js';
import { registerCompareRoutes } from './modules/compare/compare.routes.js';
import { CompareService } from './modules/compare/compare.service.js';
import { ContentRepository } from './modules/content/content.repository.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { ContentService } from './modules/content/content.service.js';
import { MenuRepository } from './modules/content/menu.repository.js';
import { SiteMenu } from './modules/content/site-menu.js';
import { FeedbackRepository } from './modules/feedback/feedback.repository.js';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { ImageService } from './modules/images/image.service.js';
import { IMAGES_ROUTE, registerImageRoutes } from './modules/images/images.routes.js';
import { registerOfferRoutes } from './modules/offers/offers.routes.js';
import { OffersService } from './modules/offers/offers.service.js';
import { CheckoutService } from './modules/orders/checkout.service.js';
import { OrderMails } from './modules/orders/order-mails.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerQuickOrderRoutes } from './modules/quick-order/quick-order.routes.js';
import { QuickOrderService } from './modules/quick-order/quick-order.service.js';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.js';
import { InvoicesService } from './modules/invoices/invoices.service.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { PaymentOutcomes } from './modules/orders/payment-outcomes.js';
import { PasswordResetRepository } from './modules/password/password.repository.js';
import { registerPasswordRoutes } from './modules/password/password.routes.js';
import { PasswordService } from './modules/password/password.service.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { registerTestBank } from './modules/test-bank/test-bank.routes.js';
import { UserRepository } from './modules/user/user.repository.js';
import { registerUserRoutes } from './modules/user/user.routes.js';
import { registerVariablesRoutes } from './modules/variables/variables.routes.js';
import { VariablesService } from './modules/variables/variables.service.js';
import { UserService } from './modules/user/user.service.js';
import { AccountLockout } from './platform/account-lockout.js';
import { registerApiGuard } from './platform/api-guard.js';
import { AuthCache, servesFromCache } from './platform/auth-cache.js';
import { createRequireUser, type UserLoader } from './platform/auth-guard.js';
import { registerErrorHandler, type ErrorReporter } from './platform/error-handler.js';
import { loggerOptions, type LogStream } from './platform/logger.js';
import { RequestLogController } from './platform/request-log.js';
import { collectGarbage } from './platform/memory.js';
import { createMailer } from './platform/mail.js';
import { MailQueue, type MailQueueOptions } from './platform/mail-queue.js';
import { createPaymentRegistry, paymentFormOrigins } from './platform/payments/index.js';
import { RateLimiter } from './platform/rate-limit.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { offerLinkKey } from './platform/secret-box.js';
import { SessionStore } from './platform/sessions.js';
import { ASSETS_ROUTE, registerSpa } from './platform/spa.js';
import { readStored, registerUploads } from './platform/uploads.js';
import { registerContractValidation } from './platform/validation.js';

/** Routes that never need the session (decided on the matched route, not the URL text). */
const SESSIONLESS_ROUTES = new Set<string | undefined>([ASSETS_ROUTE, IMAGES_ROUTE, '/health']);

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the mail queue has no job in flight and none due (sent, skipped or to retry later). */
    idleMail(): Promise<void>;
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
}

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
  });

  const handle = await openDatabase(config, options.onQuery);
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

  // An empty body sent as JSON (a bodiless POST from fetch helpers) reads as {} instead of a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });

  await registerUploads(app);
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
    request.session = SESSIONLESS_ROUTES.has(request.routeOptions.url)
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
    app.addHook('onListen', async () => mailQueue.start());
  }
  // Registered after the database's hook, so it runs first: the job in flight finishes, the
  // rest waits in the database for the next start (onClose hooks run last-added first).
  app.addHook('onClose', async () => {
    await mailQueue.stop();
  });
  const limiter = new RateLimiter(db, config.rateLimit);
  const users = new UserService(new UserRepository(db), config.dataDir);
  const lockout = new AccountLockout(db, config.accountLockout);
  const auth = new AuthService(users, limiter, lockout, {
    name: config.seller.name,
    email: config.sellerEmail,
  });
  const content = new ContentService(new ContentRepository(db), config.seller, options.clock);
  const settings = new SettingsService(new SettingsRepository(db), app.log, config.seller);
  const passwords = new PasswordService({
    resets: new PasswordResetRepository(db),
    users,
    mail: mailQueue,
    limiter,
    appUrl: config.appUrl,
    seller: config.seller,
    log: app.log,
  });
  const feedback = new FeedbackService({
    feedback: new FeedbackRepository(db),
    mail: mailQueue,
    sellerEmail: config.sellerEmail,
  });
  const catalogRepository = new CatalogRepository(db);
  const catalogStore = new CatalogStore(catalogRepository, {
    log: app.log,
    // Tests build many small catalogues in one process; a full collection each time only slows them.
    ...(config.env === 'test' ? {} : { afterBuild: collectGarbage }),
  });
  const catalog = new CatalogService(catalogRepository, catalogStore);
  const compare = new CompareService(new CompareRepository(db), catalog);
  const images = new ImageService(config.dataDir, (filenames) => catalog.drawing(filenames), app.log, {
    chargeRender: (ip) => limiter.hit(`image-renders:${ip}`, config.rateLimit.imageRenders),
    cacheBytes: config.imageCacheBytes,
  });
  const siteMenu = new SiteMenu(new MenuRepository(db), () => catalog.menu());
  const bootstrap = new BootstrapService({
    content,
    catalog,
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
  const checkout = new CheckoutService({
    db,
    cart,
    orders,
    payments,
    onPlaced: async (trx, userId, orderId, at) => {
      await offers.markOrderedWithin(trx, userId, orderId, at);
      await orderMails.queuePlaced(trx, orderId);
    },
  });
  const secret = config.appSecret;

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, { auth, sessions, secret });
  registerPasswordRoutes(app, { passwords, auth, sessions, secret });
  registerInviteRoutes(app, { invites: new InviteService({ db, users }), auth, sessions, secret });
  registerUserRoutes(app, { users, requireUser });
  registerContentRoutes(app, { content, requireUser });
  registerCatalogRoutes(app, { catalog, requireUser, menu: siteMenu });
  registerCompareRoutes(app, { compare, requireUser });
  registerImageRoutes(app, { images });
  registerFeedbackRoutes(app, { feedback, limiter });
  registerCartRoutes(app, { cart, requireUser });
  registerOrderRoutes(app, { checkout, orders, requireUser });
  registerVariablesRoutes(app, { variables: new VariablesService({ catalog, checkout }), requireUser });
  registerQuickOrderRoutes(app, { quickOrder: new QuickOrderService(catalog, cart), requireUser });
  registerInvoiceRoutes(app, { invoices, requireUser });
  await registerBankReturnRoutes(app, {
    payments,
    outcomes: new PaymentOutcomes(db, options.clock, (trx, orderId) => orderMails.queuePaid(trx, orderId)),
    sessions,
  });
  registerOfferRoutes(app, { offers, requireUser });
  // The back-office (issue 14): its core first, so the staff guard's registry sees every /api/admin route.
  const admin = registerAdminCore(app, {
    db,
    sessions,
    limiter,
    lockout,
    secret,
    totpKey: config.staffTotpKey,
  });
  registerAdminOrders(app, {
    db,
    mail: mailQueue,
    requireStaff: admin.requireStaff,
    appUrl: config.appUrl,
    seller: config.seller,
    clock: options.clock,
  });
  registerAdminContent(app, { db, requireStaff: admin.requireStaff, menu: siteMenu, clock: options.clock });
  registerAdminFeedback(app, { db, requireStaff: admin.requireStaff });
  registerAdminInvoices(app, {
    db,
    mail: mailQueue,
    seller: config.seller,
    requireStaff: admin.requireStaff,
    clock: options.clock,
  });
  registerAdminClientRoutes(app, {
    clients: new AdminClientsService({ db, audit: recordAudit }),
    requireStaff: admin.requireStaff,
  });
  registerAdminClientUserRoutes(app, {
    users: new ClientUsersService({
      db,
      mail: mailQueue,
      audit: recordAudit,
      appUrl: config.appUrl,
      seller: config.seller,
    }),
    requireStaff: admin.requireStaff,
  });
  // A listening server builds its catalogue index right away rather than on the first buyer's request.
  app.addHook('onListen', async () => {
    catalogStore
      .snapshot()
      .catch((error: unknown) => app.log.error({ err: error }, 'catalogue index failed'));
  });
  app.addHook('onClose', async () => {
    await catalogStore.idle();
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
  });

  return app;
}
