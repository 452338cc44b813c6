import { renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { turnsWhileRendering } from '../../testing/slices';
import { useJsonResource } from './use-json-resource';

const server = setupServer(
  http.get('/slow', async () => {
    await delay(80);
    return HttpResponse.json({ n: 'slow' });
  }),
  http.get('/fast', () => HttpResponse.json({ n: 'fast' })),
  http.get('/broken', () => new HttpResponse('oops', { status: 500, statusText: 'Server Error' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const parse = (raw: unknown) => {
  const n = (raw as { n?: unknown }).n;
  if (typeof n !== 'string') throw new Error('no n');
  return n;
};

describe('useJsonResource', () => {
  it('never lets a late answer for an old address overwrite the newer one', async () => {
    const parsed = vi.fn(parse);
    const { result, rerender } = renderHook(({ url }) => useJsonResource(url, { parse: parsed }), {
      initialProps: { url: '/slow' as string | null },
    });
    expect(result.current).toEqual({ loading: true, data: null, latest: null, failed: false });
    rerender({ url: '/fast' });
    await waitFor(() => expect(result.current.data).toBe('fast'));
    await new Promise((r) => setTimeout(r, 150));
    expect(result.current).toEqual({ loading: false, data: 'fast', latest: 'fast', failed: false });
    expect(parsed).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer as `latest` while a new address loads', async () => {
    const { result, rerender } = renderHook(({ url }) => useJsonResource(url, { parse }), {
      initialProps: { url: '/fast' },
    });
    await waitFor(() => expect(result.current.data).toBe('fast'));
    rerender({ url: '/slow' });
    expect(result.current).toEqual({ loading: true, data: null, latest: 'fast', failed: false });
    await waitFor(() => expect(result.current.data).toBe('slow'));
  });

  it('reports a non-OK answer and an answer parse rejects as failures', async () => {
    const onFailure = vi.fn();
    server.use(http.get('/odd', () => HttpResponse.json({ m: 1 })));
    const { result, rerender } = renderHook(
      ({ url }) => useJsonResource(url, { parse, onFailure }),
      {
        initialProps: { url: '/broken' },
      },
    );
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ name: 'ApiFetchError', status: 500 });
    rerender({ url: '/odd' });
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(2));
    expect(onFailure.mock.calls[1]?.[0]).toMatchObject({ message: 'no n' });
    expect(result.current).toEqual({ loading: false, data: null, latest: null, failed: true });
  });

  it('asks nothing without an address', () => {
    const { result } = renderHook(() => useJsonResource(null, { parse }));
    expect(result.current).toEqual({ loading: false, data: null, latest: null, failed: false });
  });

  it('renders the answer as a transition: a long list in slices, the page gets turns', async () => {
    let committed = false;
    function List({ Row }: { Row: () => ReactNode }) {
      const { data } = useJsonResource('/fast', { parse });
      useLayoutEffect(() => {
        if (data) committed = true;
      }, [data]);
      return <ul>{data ? Array.from({ length: 40 }, (_, i) => <Row key={i} />) : null}</ul>;
    }
    const turns = await turnsWhileRendering(
      (Row) => <List Row={Row} />,
      () => committed,
    );
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
