import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { BUSINESS } from '@steelcut/domain/business';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createAccessTokens } from './lib/access-tokens';
import { createAuthReader } from './lib/auth-guard';
import { errorHandler } from './lib/error-handler';
import type { Mailer, MailerOptions } from './lib/mail';
import { createThreadedMailer } from './lib/threaded-mailer';
import { startHousekeeping, sweepExpiredRows } from './lib/housekeeping';
import { startMailDispatcher } from './lib/mail-outbox';
import { fromTheShop } from './lib/mail-sender';
import { MULTIPART_LIMITS } from './lib/multipart';
import { createRateLimiter } from './lib/rate-limit';
import { serializerCompiler } from './lib/serializer';
import { createDatabaseStorage, createDiskStorage } from './lib/storage';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { systemClock, type Clock } from './lib/time';
import { docsPolicy, headersFor, registerSecurityHeaders, securityHeaders } from './lib/security-headers';
import { createLiveEvents } from './lib/events';
import { loggableUrl } from './lib/log-url';
import { RequestLog } from './lib/request-log';
import { describeRoutes, openApiTransform, SECURITY_SCHEMES } from './lib/openapi';
import { accountRoutes, sessionRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createUserRows } from './modules/auth/user-rows';
import { addressRoutes } from './modules/address/routes';
import { createAddressService } from './modules/address/service';
import { backOfficeRoutes } from './modules/back-office/routes';
import { createBackOfficeService } from './modules/back-office/service';
import { ADMIN_PASSWORD_FILE } from './seed/index';
import { billingRoutes } from './modules/billing/routes';
import { createBillingService } from './modules/billing/service';
import { cartRoutes, cartUploadRoutes } from './modules/cart/routes';
import { chatRoutes, chatUploadRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import { drawingRoutes, drawingUploadRoutes } from './modules/drawings/routes';
import { createReadPool } from './modules/drawings/read-pool';
import { createDrawingService } from './modules/drawings/service';
import { createCartService } from './modules/cart/service';
import { fileRoutes } from './modules/files/routes';
import { createFileService } from './modules/files/service';
import { healthRoutes } from './modules/health/routes';
import { registerShutdownGate } from './modules/health/shutdown';
import { invoiceRoutes } from './modules/invoices/routes';
import { createInvoiceService } from './modules/invoices/service';
import { createTaxDocuments } from './modules/invoices/tax-documents';
import { jobRoutes } from './modules/jobs/routes';
import { createJobService } from './modules/jobs/service';
import { createLiveHub } from './modules/live/hub';
import { liveRoutes } from './modules/live/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationService } from './modules/notifications/service';
import { createNestRunner } from './modules/nesting/nest-runner';
import { nestingRoutes } from './modules/nesting/routes';
import { createNestService } from './modules/nesting/service';
import { orderRoutes } from './modules/orders/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { createPricingService } from './modules/pricing/service';
import { quotationRoutes } from './modules/quotations/routes';
import { returnRoutes } from './modules/returns/routes';
import { createReturnService } from './modules/returns/service';
import { createQuotationService } from './modules/quotations/service';
import { createOrderService } from './modules/orders/service';
import { shapeRoutes } from './modules/shapes/routes';
import { warmPincodes } from './modules/shop-rules/pincodes';
import { createShapesService } from './modules/shapes/service';
import { shopRoutes } from './modules/shop/routes';
import { createShopService } from './modules/shop/service';
import { partLimitsOf } from '@steelcut/domain/schemas/shop';
import { serveStorefront } from './modules/storefront/routes';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass their own; otherwise SMTP or the outbox from config. */
  mailer?: Mailer;
  /** false for none; a stream to read the log lines (tests); otherwise standard output. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** The time dispatch dates are worked out from (tests fix it); the system's otherwise. */
  clock?: Clock;
}

export async function buildApp({
  config,
  database,
  mailer,
  logger = true,
  clock = systemClock,
}: AppOptions): Promise<FastifyInstance> {
  const https = { https: config.publicUrl.startsWith('https://') };
  const headers = securityHeaders(https);
  const app = Fastify({
    logger: logger
      ? {
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
          level: config.logLevel,
          // Headers also appear in plugins' own lines (@fastify/multipart logs busboy's options at
          // trace). Named, not '*.headers…': a leading wildcard runs every field of every line, and
          // each request logger's bindings, through the redactor (a microsecond a request).
          redact: ['req', 'busboyOptions'].flatMap((key) => [`${key}.headers.authorization`, `${key}.headers.cookie`]),
          serializers: {
            req: (request) => ({
              method: request.method,
              url: loggableUrl(request.url),
              host: request.host,
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // While closing, the shutdown gate (modules/health/shutdown.ts) answers 503 in the API's shape.
    return503OnClosing: false,
    // A malformed or overlong path segment, refused before any hook runs: the one error
    // handler and the security headers, not Fastify's own bare JSON.
    frameworkErrors: (error, request, reply) =>
      errorHandler(error, request, reply.headers(headersFor(headers, request.url))),
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON (and multipart where it takes files); plain text gets 415.
  app.removeContentTypeParser('text/plain');
  // Before every route: a graceful shutdown (main.ts) turns new requests away, lets those in flight finish.
  registerShutdownGate(app);

  registerSecurityHeaders(app, headers);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${BUSINESS.productName} API`,
        version: '1.0.0',
        description: 'The shop’s JSON API. Errors are `{ message, code, errors? }`; codes are listed in the schemas.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPolicy(https),
  });
  describeRoutes(app);

  const { db } = database;
  const tokens = createAccessTokens(config.jwtSecret);
  const limiter = createRateLimiter(db);
  const outboxDir = path.join(config.dataDir, 'mail');
  const users = createUserRows(db, database.changeStamp);
  const shop = createShopService({ db, changeStamp: database.changeStamp, seed: config.shopSeed });
  const mail = {
    mailer: fromTheShop(mailer ?? ownMailer(app, { smtpUrl: config.smtpUrl, outboxDir }), config.mailFrom, shop.get),
    onMailError: (error: unknown) => app.log.error({ err: error }, 'mail could not be sent'),
  };
  // Before Fastify's own handler, so the request's first read already shares (db/change-stamp.ts).
  if (database.changeStamp) app.server.prependListener('request', database.changeStamp.requestArrived);
  const events = createLiveEvents({ db, log: app.log, newClient: database.newClient });
  const generatedPasswordFile = path.join(config.dataDir, ADMIN_PASSWORD_FILE);
  const auth = createAuthService({
    db,
    tokens,
    limiter,
    secret: config.jwtSecret,
    users,
    events,
    shop,
    generatedPasswordFile,
    ...mail,
  });

  const storage =
    config.storage === 'database' ? createDatabaseStorage(db) : createDiskStorage(path.join(config.dataDir, 'uploads'));
  const files = createFileService(db, storage, config.jwtSecret, limiter);
  const shapes = createShapesService(db);
  const reader = createReadPool({ ...config.drawings, log: app.log });
  app.addHook('onClose', () => reader.close());
  const drawings = createDrawingService({
    db,
    storage,
    reader,
    limiter,
    partLimits: async () => partLimitsOf(await shop.get()),
  });
  const cart = createCartService(db, shapes, files, users, shop.get, drawings);
  const addresses = createAddressService(db);
  const pricing = createPricingService(db, shapes, shop, clock, drawings.get);
  // The pincode table loads once, as the app starts, so no quote or order waits for it.
  app.addHook('onReady', async () => void warmPincodes());
  const notifications = createNotificationService(db);
  const dispatcher = startMailDispatcher(db, mail.mailer, app.log);
  app.addHook('onClose', () => dispatcher.stop());
  const housekeeping = startHousekeeping(
    {
      expiredRows: () => sweepExpiredRows(db),
      orphanFiles: () => files.sweepOrphans(),
      guestDrawings: () => drawings.sweepUnclaimed(),
    },
    app.log,
  );
  app.addHook('onClose', () => housekeeping.stop());
  // Tax invoices and credit notes: orders and billing call them in their own transactions.
  const taxDocuments = createTaxDocuments({ db, pricing, shop, clock });
  // Invoices issued before documents were kept get theirs once, before any request reads them.
  app.addHook('onReady', () => taxDocuments.backfill());
  const billing = createBillingService({
    db,
    onQuoted: taxDocuments.onQuoted,
    whenPaid: taxDocuments.whenPaid,
    pricing,
    events,
    notifications,
    shop,
    mailWritten: dispatcher.wake,
    publicUrl: config.publicUrl,
  });
  const quotations = createQuotationService({ db, pricing, shop, clock, drawings });
  const orders = createOrderService({
    db,
    cart,
    files,
    notifications,
    events,
    billing,
    pricing,
    shop,
    quotations,
    mailWritten: dispatcher.wake,
    clock,
    drawings,
    onStatusChange: taxDocuments.onStatusChange,
    whenPaid: taxDocuments.whenPaid,
  });
  const hub = createLiveHub(events);
  // Open streams would hold the server open; browsers reconnect (to another process) and catch up.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => events.close());
  const chat = createChatService({
    db,
    files,
    events,
    notifications,
    mailWritten: dispatcher.wake,
    publicUrl: config.publicUrl,
    onMailError: mail.onMailError,
    shop,
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('callerRow', null);
  app.addHook('onRequest', createAuthReader(tokens, users));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      // Only these read or set the refresh cookie (its path is /api/auth): no other call pays for
      // its two hooks, the other /api/auth calls included.
      await api.register(async (session) => {
        await session.register(fastifyCookie);
        await session.register(sessionRoutes, { prefix: '/auth', auth, limiter, secureCookies: config.secureCookies });
        await session.register(liveRoutes, { auth, events, hub });
      });
      await api.register(accountRoutes, { prefix: '/auth', auth, limiter });
      await api.register(fileRoutes, { files });
      await api.register(shapeRoutes, { shapes });
      await api.register(cartRoutes, { cart });
      await api.register(drawingRoutes, { drawings });
      // Only the routes that take a file parse multipart (elsewhere it gets 415): @fastify/multipart
      // hooks every request of its scope (a promise and a listener each).
      await api.register(async (uploads) => {
        await uploads.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
        await uploads.register(cartUploadRoutes, { cart });
        await uploads.register(chatUploadRoutes, { chat });
        await uploads.register(drawingUploadRoutes, { drawings });
      });
      await api.register(addressRoutes, { addresses });
      await api.register(notificationRoutes, { notifications });
      await api.register(orderRoutes, { orders });
      await api.register(chatRoutes, { chat });
      await api.register(pricingRoutes, { pricing });
      await api.register(quotationRoutes, { quotations });
      await api.register(shopRoutes, { shop });
      await api.register(billingRoutes, { billing, orderDetail: orders.detail });
      const invoices = createInvoiceService({ db, orders, documents: taxDocuments, clock });
      await api.register(invoiceRoutes, { invoices });
      await api.register(returnRoutes, { returns: createReturnService({ invoices, shop }) });
      await api.register(jobRoutes, {
        jobs: createJobService({ db, orders, files, shop, originalDrawing: drawings.original }),
      });
      const nestRunner = createNestRunner();
      app.addHook('onClose', () => nestRunner.close());
      await api.register(nestingRoutes, {
        nests: createNestService({ db, shop, runner: nestRunner, seconds: config.nestSeconds }),
        orderDetail: orders.detail,
      });
      await api.register(backOfficeRoutes, {
        backOffice: createBackOfficeService(db, shop, clock, generatedPasswordFile),
      });
    },
    { prefix: '/api' },
  );

  await serveStorefront(app, { webDist: config.webDist, publicUrl: config.publicUrl, shapes, shop });
  return app;
}

/** SMTP or the outbox, composed in a worker thread that closes with the app. */
function ownMailer(app: FastifyInstance, options: Omit<MailerOptions, 'log'>): Mailer {
  const mailer = createThreadedMailer(options, app.log);
  app.addHook('onClose', () => mailer.close());
  return mailer;
}
