import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFetchError, apiFetch, fetchCsrfToken } from './api-fetch';
import { LatestRequest } from './latest-request';
import { binUrl, matchesHost } from './bin-url';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('apiFetch (dealer-locator spec §7, §8)', () => {
  it('returns the parsed JSON of an OK answer', async () => {
    server.use(http.get('/api/x', () => HttpResponse.json({ a: 1 })));
    await expect(apiFetch('/api/x')).resolves.toEqual({ a: 1 });
  });

  it('raises ApiFetchError with the status and status text of a non-OK answer', async () => {
    server.use(
      http.get('/api/x', () => new HttpResponse('nope', { status: 404, statusText: 'Not Found' })),
    );
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFetchError);
    expect(error).toMatchObject({ status: 404, message: 'Not Found' });
  });

  it("uses 'Something went wrong.' when there is no status text, and 500 when there is no status", () => {
    expect(new ApiFetchError(503, '')).toMatchObject({
      status: 503,
      message: 'Something went wrong.',
    });
    expect(new ApiFetchError()).toMatchObject({ status: 500, message: 'Something went wrong.' });
  });

  it('treats an HTML error page answered with 200 as a failure', async () => {
    server.use(
      http.get(
        '/api/x',
        () =>
          new HttpResponse('<html>Maintenance</html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ name: 'ApiFetchError', status: 502 });
  });

  it('sends the CSRF token before a non-GET call when a token path is given', async () => {
    let seen: string | null = null;
    server.use(
      http.get('/libs/token.json', () => HttpResponse.json({ token: 'T0K3N' })),
      http.post('/api/search', ({ request }) => {
        seen = request.headers.get('CSRF-Token');
        return HttpResponse.json([]);
      }),
    );
    await apiFetch('/api/search', { body: { a: 1 }, tokenPath: '/libs/token.json' });
    expect(seen).toBe('T0K3N');
  });

  it('never fetches the token for GET calls', async () => {
    const token = vi.fn(() => HttpResponse.json({ token: 'x' }));
    server.use(
      http.get('/libs/token.json', token),
      http.get('/api/x', () => HttpResponse.json({})),
    );
    await apiFetch('/api/x', { tokenPath: '/libs/token.json' });
    expect(token).not.toHaveBeenCalled();
  });

  it('logs a failing token call and goes on without the header', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let header: string | null = 'unset';
    server.use(
      http.get('/libs/token.json', () => new HttpResponse(null, { status: 500 })),
      http.post('/api/search', ({ request }) => {
        header = request.headers.get('CSRF-Token');
        return HttpResponse.json(['ok']);
      }),
    );
    await expect(
      apiFetch('/api/search', { body: {}, tokenPath: '/libs/token.json' }),
    ).resolves.toEqual(['ok']);
    expect(header).toBeNull();
    expect(error.mock.calls[0]?.[0]).toBe('CSRF token request failed');
    expect(error.mock.calls[0]?.[1]).toMatchObject({ status: 500 });
    await expect(fetchCsrfToken('/libs/token.json')).resolves.toBe('');
  });

  it('rethrows an abort untouched', async () => {
    server.use(
      http.get('/api/x', async () => {
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = apiFetch('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('LatestRequest', () => {
  it('aborts the request in flight when a newer one starts, and drops its late answer', async () => {
    const slot = new LatestRequest();
    const signals: AbortSignal[] = [];
    let releaseFirst!: (v: string) => void;
    const first = slot.run((signal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => (releaseFirst = resolve));
    });
    const second = slot.run(async (signal) => {
      signals.push(signal);
      return 'newest';
    });
    releaseFirst('stale');
    await expect(second).resolves.toEqual({ ok: true, value: 'newest' });
    expect(signals[0]!.aborted).toBe(true);
    const settled = await Promise.race([
      first.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('pending'), 30)),
    ]);
    expect(settled).toBe('pending');
  });

  it('reports failures of the newest request but stays silent about aborts', async () => {
    const slot = new LatestRequest();
    await expect(slot.run(() => Promise.reject(new ApiFetchError(500)))).resolves.toMatchObject({
      ok: false,
    });
    const aborted = slot.run(() =>
      Promise.reject(Object.assign(new Error('x'), { name: 'AbortError' })),
    );
    const settled = await Promise.race([
      aborted.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('pending'), 30)),
    ]);
    expect(settled).toBe('pending');
  });
});

describe('binUrl (site-components spec §7)', () => {
  it.each([
    [
      { origin: '', site: 'corp', file: 'eventsoverview.1.json?region=all' },
      '/bin/corp/eventsoverview.1.json?region=all',
    ],
    [
      { origin: 'https://www.example.com/', site: 'corp', file: 'x.json' },
      'https://www.example.com/bin/corp/x.json',
    ],
    [
      {
        origin: 'https://author-p1.cloud.example',
        site: 'corp',
        file: 'x.json',
        cloudHostPattern: '\\.cloud\\.example$',
      },
      'https://author-p1.cloud.example/corp/resources/bin/corp/x.json',
    ],
    [
      {
        origin: '',
        site: 'corp',
        file: 'x.json',
        cloudHostPattern: 'static',
        cloudPrefix: 'content/corp',
        hostname: 'static.test',
      },
      '/content/corp/resources/bin/corp/x.json',
    ],
    [
      {
        origin: 'https://www.example.com',
        site: 'corp',
        file: 'x.json',
        cloudHostPattern: '\\.cloud\\.example$',
      },
      'https://www.example.com/bin/corp/x.json',
    ],
  ])('%j -> %s', (options, expected) => expect(binUrl(options)).toBe(expected));

  it('logs an invalid host pattern and treats it as no match', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(matchesHost('([', 'x')).toBe(false);
    expect(error).toHaveBeenCalled();
  });
});
