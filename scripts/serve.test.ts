// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, serveStatic } from './serve';

const SCRIPT = `export const text = "${'tractor '.repeat(200)}";\n`;
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
let root: string;
let server: Server;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (node's http, which neither sends Accept-Encoding nor decodes by itself). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{"brand":"ATL"}' : undefined);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mf-serve-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'app.js'), SCRIPT);
  writeFileSync(join(root, 'photo.png'), IMAGE);
  mkdirSync(join(root, 'api/dealers'), { recursive: true });
  writeFileSync(join(root, 'api/dealers/search.json'), '[{"id":"d1"}]');
  server = await serveStatic(root, 0);
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
});

describe('serveStatic compression', () => {
  it('answers a script in brotli to a browser that accepts it, with Vary', async () => {
    const answer = await get('/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('answers gzip when brotli is not accepted', async () => {
    const answer = await get('/app.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('answers the file as it is to a client that accepts no coding, still with Vary', async () => {
    const answer = await get('/app.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('leaves images uncompressed (they are compressed already)', async () => {
    const answer = await get('/photo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(IMAGE)).toBe(true);
  });

  it('serves index.html for a folder and 404 for a missing file', async () => {
    expect((await get('/', { 'Accept-Encoding': 'gzip' })).headers['content-type']).toBe(
      'text/html; charset=utf-8',
    );
    expect((await get('/missing.js')).status).toBe(404);
  });
});

describe('serveStatic static answers for the production-like pages', () => {
  it('answers a POST to a path with the <path>.json file beside it', async () => {
    const answer = await get('/api/dealers/search', {}, 'POST');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body.toString())).toEqual([{ id: 'd1' }]);
  });

  it('ignores the query string of a GET, as a static host does', async () => {
    expect((await get('/api/dealers/search.json?region=all')).status).toBe(200);
    expect((await get('/api/dealers/search')).status).toBe(404);
  });
});
