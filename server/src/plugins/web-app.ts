/**
 * Serves the built React app (docs/operations.md, Caching and compression): files from the web
 * build, the single-page app's index.html for every other non-API path, and compressed JSON.
 *
 * - Files under /assets/ carry a content hash in their names, so a browser may keep them for a
 *   year without asking again; any change ships under a new name.
 * - index.html (also sent for app paths such as /map) is revalidated on every visit, so a new
 *   build reaches people at once, at the cost of a 304 on its ETag.
 * - Every other file of the build (favicon, robots.txt) keeps a day.
 * - The build writes a brotli (.br) and a gzip (.gz) copy next to each text file; the copy the
 *   client accepts is sent as it is, so nothing is compressed per request.
 * - The home page (/) may carry extras (`homePageExtras`): markup added to the head and to the
 *   end of the body of index.html, the catalogue and the preload of its first image
 *   (glasses/home-page.ts). It is sent with an ETag of its own content, compressed per request
 *   like any reply of the API.
 * - API replies of JSON above COMPRESS_THRESHOLD bytes are compressed on the fly when the client
 *   asks for it. A client that sends no Accept-Encoding (the load generator, curl) gets them as
 *   they are, without cost.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { MESSAGES } from '@onepair/contract';
import { sendError } from './error-handler.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const ONE_DAY = 'public, max-age=86400';

/** Below this a reply goes as it is: compressing a few hundred bytes saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli at its default quality (11) takes tens of milliseconds on a large list; quality 4
 * compresses JSON nearly as well as gzip 9 at a fraction of the time.
 */
const BROTLI_QUALITY = 4;

export interface WebAppOptions {
  /** Folder of the built web app; without an index.html in it only the API answers. */
  webDist: string | undefined;
  /** Paths that belong to the API: an unknown one is a JSON 404, never the app. */
  apiPrefixes: readonly string[];
  /** Markup that the home page (/) carries besides the built index.html; none by default. */
  homePageExtras?: () => Promise<PageExtras | undefined>;
}

/** Markup added to index.html: `head` before `</head>`, `body` before `</body>`. */
export interface PageExtras {
  head: string;
  body: string;
}

/** index.html with the extras in place, or undefined when there are none or the file lacks the places. */
export function withExtras(html: string, extras: PageExtras | undefined): string | undefined {
  if (!extras || (!extras.head && !extras.body)) return undefined;
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return undefined;
  return html.slice(0, headEnd) + extras.head + html.slice(headEnd, bodyEnd) + extras.body + html.slice(bodyEnd);
}

/** Compression of replies; registered before the routes, whose replies it applies to. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

export async function serveWebApp(app: FastifyInstance, { webDist, apiPrefixes, homePageExtras }: WebAppOptions): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  // Read once, like the list of the build's files that the static plugin makes at start.
  const indexHtml = hasWebApp && homePageExtras ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, file) => {
        response.setHeader('cache-control', cacheControlOf(webDist!, file));
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (!hasWebApp || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, 404, { detail: MESSAGES.notFound });
    }
    return reply.sendFile('index.html');
  });

  if (hasWebApp && homePageExtras) {
    // A route of its own (not the not-found handler), so that the compression hooks apply to it.
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const page = withExtras(indexHtml, await homePageExtras());
      if (page === undefined) return reply.sendFile('index.html');
      const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', REVALIDATE).header('etag', etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    });
  }
}

/** The Cache-Control of one file of the build, by where it lies (see the top of this file). */
export function cacheControlOf(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (/^index\.html(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  return ONE_DAY;
}
