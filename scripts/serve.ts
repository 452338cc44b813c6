/**
 * A small static file server for the built gallery (no dependencies, works offline).
 * Serves `root` on PORT (default 8000) and the same folder on PORT+1, a second origin for the
 * cross-origin pages (lead-form frames, popup opener). Used by `npm start`, the e2e tests and
 * the Lighthouse run (tests/lighthouse).
 *
 * As a CDN would, it compresses text answers (HTML, scripts, styles, JSON, SVG) for a client
 * that accepts it: brotli first, then gzip, with `Vary: Accept-Encoding`. Compressed bodies are
 * kept in memory by path and modification time, so a page load does not pay brotli every time.
 *
 * One mapping beyond plain files, for the production-like pages (build/demo/prod): a POST to a
 * path whose `<path>.json` file exists answers that file, so a search endpoint (the dealer
 * locator's, whose query is a JSON body) can be stood in for by one static answer. GET requests
 * ignore the query string, as every static host does.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/** Types worth compressing (images and videos are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

type Coding = 'br' | 'gzip';

/** The coding to answer with for an Accept-Encoding header: br over gzip, none when refused. */
export function pickEncoding(acceptEncoding: string | undefined): Coding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (coding: Coding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((coding) => quality(coding) > 0);
}

const cache = new Map<string, Buffer>();

function compressed(path: string, coding: Coding): Buffer {
  const key = `${coding}:${path}:${statSync(path).mtimeMs}`;
  let body = cache.get(key);
  if (!body) {
    const raw = readFileSync(path);
    body =
      coding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return body;
}

export function serveStatic(rootDir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(rootDir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = normalize(join(root, decodeURIComponent(url.pathname)));
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (path !== root && !path.startsWith(root + sep)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    if (request.method === 'POST' && existsSync(`${path}.json`)) path = `${path}.json`;
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-store' };
    if (!COMPRESSIBLE.test(type)) {
      response.writeHead(200, headers);
      createReadStream(path).pipe(response);
      return;
    }
    headers.Vary = 'Accept-Encoding';
    const coding = pickEncoding(request.headers['accept-encoding']);
    const body = coding ? compressed(path, coding) : readFileSync(path);
    if (coding) headers['Content-Encoding'] = coding;
    headers['Content-Length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'build/demo';
  const port = Number(process.env.PORT ?? 8000);
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`Nothing to serve in ${root}: run "npm run build:demo" first.`);
    process.exit(1);
  }
  await serveStatic(root, port, 'localhost');
  await serveStatic(root, port + 1, 'localhost');
  console.log(
    `QA gallery: http://localhost:${port}/  (second origin for cross-origin pages: http://localhost:${port + 1}/)`,
  );
}
