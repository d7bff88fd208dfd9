/**
 * Builds the Fastify instance from a config and an open database, without listening:
 * `main.ts` listens, tests call `app.inject`.
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { Db } from './db/engine.js';
import authenticate from './auth/authenticate.js';
import database from './plugins/database.js';
import lifecycle from './health/lifecycle.js';
import errorHandler from './plugins/error-handler.js';
import multipartBodies from './plugins/multipart-bodies.js';
import schemaCompilers from './plugins/schema-compilers.js';
import apiDocs from './plugins/api-docs.js';
import { registerCompression, serveWebApp } from './plugins/web-app.js';
import outboxSender from './outbox/plugin.js';
import { registerRoutes } from './routes.js';
import { CatalogueCache } from './glasses/catalogue-cache.js';
import { homePageExtras } from './glasses/home-page.js';
import { listGlasses } from './glasses/repository.js';
import { batchedStandardOutput } from './lib/log-output.js';
import { linkBase } from './users/links.js';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Close the database when the app closes (main does; tests share one database). */
  closeDbWithApp?: boolean;
  logger?: boolean;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** What a client whose request did not arrive in time reads (with a 408). */
export const REQUEST_TIMED_OUT = 'The request did not arrive in time: send it again.';

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const JSON_BODY_LIMIT = 100 * 1024;
const API_PREFIXES = ['/api/', '/auth/', '/media/', '/healthz', '/readyz'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: options.logStream ?? batchedStandardOutput() },
    // One line per request, written by logRequests below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    // Stopping (docs/operations.md, Stopping): idle kept-alive connections close at once; a
    // request that still arrives on a busy one is served, with `Connection: close`, instead of
    // Fastify's bare 503, since the database stays open until the last reply is out.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // A request, body included, must arrive within the timeout (docs/operations.md, Limits):
    // a client that stalls mid-upload would otherwise hold what it sent so far for ever. Node
    // looks for late requests every `connectionsCheckingInterval` (30 s unless told), so a
    // timeout could run half a minute over; once a second keeps it close. Node also takes the
    // shorter of the headers' and the request's timeouts as the headers' and the longer as the
    // request's, so the headers' (60 s by default) must not be the longer.
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
    },
    clientErrorHandler(error, socket) {
      answerClientError(app, error, socket, answeredEarly);
    },
  });
  // Requests answered before their body had all arrived (a 415, a 429, a refusal): when such a
  // request then times out, its answer is already out and none other may follow it.
  const answeredEarly = new WeakSet<IncomingMessage>();
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.raw.complete) answeredEarly.add(request.raw);
    done();
  });

  // The API speaks JSON and multipart forms only; anything else is a 415, as in DRF.
  app.removeContentTypeParser('text/plain');
  await app.register(errorHandler);
  await app.register(lifecycle);
  logRequests(app, options.logger === false ? false : config.logLevel);
  await app.register(database, { db: options.db, closeWithApp: options.closeDbWithApp ?? false });
  app.decorate('catalogue', new CatalogueCache(() => listGlasses(options.db.kysely)));
  await app.register(authenticate, { tokenTtlDays: config.tokenTtlDays, tokenMaxAgeDays: config.tokenMaxAgeDays });
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    const secure = request.protocol === 'https';
    if (isApiRequest(request)) reply.headers(secure ? headers.secureApi : headers.api);
    else reply.headers(secure ? headers.securePage : headers.page);
    done();
  });
  if (config.corsOrigins.length > 0) await app.register(cors, corsOptions(config.corsOrigins));
  await registerCompression(app);
  await app.register(schemaCompilers);
  await app.register(multipartBodies);
  await app.register(apiDocs);
  await registerRoutes(app, config);
  await app.register(outboxSender, { config });
  if (config.publicUrl === undefined) {
    app.log.warn(`PUBLIC_URL is not set: links in mail and payment return addresses point to ${linkBase(config)}`);
  }
  if (config.organisation.taxId === '') {
    app.log.warn('ORG_TAX_ID is not set: receipts leave the tax id out (the staff console lists what is left at /staff/setup)');
  }
  await serveWebApp(app, { webDist: config.webDist, apiPrefixes: API_PREFIXES, homePageExtras: homePageExtras(app.catalogue) });
  return app;
}

/** Paths of requests no route matched are logged up to this length. */
const MAX_LOGGED_PATH = 200;

/**
 * One log line per request (docs/operations.md, Logs): method, the route's pattern
 * (`/api/glasses/:id/`, so no id, query string or other value from the URL is written), status,
 * time in ms and the request id, plus the client address. Headers and bodies are never
 * logged. Without a route the path is written without its query string, cut short. Nothing is
 * added when the level leaves `info` out.
 */
function logRequests(app: FastifyInstance, level: Config['logLevel'] | false): void {
  if (level === false || !['info', 'debug', 'trace'].includes(level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        ...(route !== undefined ? { route } : { path: unmatchedPath(request.url) }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}

/**
 * Pages whose address carries a live secret: the password link's token (the web app's
 * `/reset-password/<uid>/<token>`, and the spellings other clients use for the same link).
 * The token is left out of the log, the rest of the path stays.
 */
const TOKEN_IN_PATH = /^(\/(?:reset-password|set-password|password-reset|password\/reset\/confirm|activate)\/[^/]*\/)[^/]+/i;

function unmatchedPath(url: string): string {
  const query = url.indexOf('?');
  const path = (query === -1 ? url : url.slice(0, query)).replace(TOKEN_IN_PATH, '$1[token]');
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * Cross-origin calls from the listed origins only (docs/api.md, Cross-origin use). A preflight
 * must allow every method the API has (the defaults stop at POST, so another site could not
 * apply, claim or save an account) and the headers clients send. An origin not listed gets no
 * CORS header at all: the preflight falls through to the 404, so the browser refuses the call.
 */
function corsOptions(origins: string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // Link names the next page of a list (docs/api.md, Pages of donations).
    exposedHeaders: ['Idempotent-Replayed', 'Link'],
    maxAge: 600,
  };
}

/** The API's own documentation, pages a browser shows (its Swagger UI sets its own policy). */
const API_DOCS_PREFIX = '/api/docs';

/**
 * Whether a request is for the API. The route it matched decides, as the router saw the path
 * (decoded: `/api/doc%73/` is the docs page); a request no route matched goes by its path.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return !path.startsWith(API_DOCS_PREFIX) && API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Of helmet's headers, those that still mean something on a reply no browser shows as a page. */
const API_HEADERS_KEPT = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy'];

interface SecurityHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
  /** The same over HTTPS, with Strict-Transport-Security. */
  securePage: Record<string, string>;
  secureApi: Record<string, string>;
}

/**
 * The security headers (docs/architecture.md, `src/app.ts`), computed once: helmet's Fastify
 * plugin rebuilt them on every request. Pages of the web app get helmet's full set with the
 * app's policy. API replies (JSON, files) get the few that matter for them, and a policy that
 * allows nothing at all, in case one is ever opened as a page: the rest (opener and referrer
 * policies, DNS prefetch, download and XSS switches) concern documents. Every header is work
 * for the server and the client on every reply: the full set on JSON cost a sixth of the
 * throughput of `users/me`.
 */
function securityHeaders(config: Config): SecurityHeaders {
  const page: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => (page[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete page[name.toLowerCase()],
  };
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } })({} as never, collector as never, () => {});
  // Strict-Transport-Security is for HTTPS replies only: browsers ignore it over plain HTTP
  // (RFC 6797, 8.1), and a server that sends it there tells a reader nothing true.
  const hsts = { 'strict-transport-security': page['strict-transport-security']! };
  delete page['strict-transport-security'];
  // Every API reply is private by default: a user's record, a staff list or a token must never
  // be kept by a browser or a shared cache. A reply meant to be kept (a public catalogue image)
  // sets its own Cache-Control, which replaces this one.
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
  for (const name of API_HEADERS_KEPT) if (page[name] !== undefined) api[name] = page[name];
  return { page, api, securePage: { ...page, ...hsts }, secureApi: { ...api, ...hsts } };
}

/**
 * Failures of a connection rather than of a route. A request that did not arrive whole within
 * `REQUEST_TIMEOUT_SECONDS` gets a 408 in DRF's shape and one log line; the others keep the
 * statuses Fastify gives them (431, 400), in DRF's shape too. The connection is closed in every
 * case, and nothing is written when a reply has already begun on it (a 415 or 429 sent before
 * the body it did not read): a second answer there would corrupt the first.
 */
function answerClientError(
  app: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
  answeredEarly: WeakSet<IncomingMessage>,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The request being received on the connection, as Node's parser holds it.
  const incoming = (socket as Duplex & { parser?: { incoming?: IncomingMessage } }).parser?.incoming;
  if (incoming !== undefined && answeredEarly.has(incoming)) {
    socket.destroy(error);
    return;
  }
  let status = 400;
  let body: string = JSON.stringify({ detail: 'Bad request.' });
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = JSON.stringify({ detail: REQUEST_TIMED_OUT });
    app.log.warn({ ip: (socket as Duplex & { remoteAddress?: string }).remoteAddress }, 'request timed out');
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = JSON.stringify({ detail: 'Request headers are too large.' });
  }
  const replying = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (socket.writable && !replying) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tileOrigin = new URL(config.tileUrl.replace('{s}.', 'a.')).origin;
  const tileHosts = config.tileUrl.includes('{s}') ? tileOrigin.replace('//a.', '//*.') : tileOrigin;
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', tileHosts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
}

/** A number of hops as a function: Fastify's types take the number form only at run time. */
function trustProxyOption(trustProxy: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}
