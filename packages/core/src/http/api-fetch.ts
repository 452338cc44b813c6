/**
 * The one fetch wrapper (dealer-locator spec §7, §8). Non-OK answers become ApiFetchError with
 * the status (default 500) and the status text or 'Something went wrong.'. Before a non-GET call
 * it can fetch the content-management token and send it as the `CSRF-Token` header; when that
 * token call fails the error is logged and the request goes on without it.
 */
import { DATA_DEADLINE_MS, withDeadline } from './deadline';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong.';

export class ApiFetchError extends Error {
  readonly status: number;

  constructor(status?: number, statusText?: string) {
    super(statusText || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiFetchError';
    this.status = status || 500;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Path of the content-management token endpoint; used only for non-GET calls. */
  tokenPath?: string;
  /** Milliseconds the whole call (token included) may take; default DATA_DEADLINE_MS. */
  deadline?: number;
}

/** Fetches the content-management token (its answer has a `token` field); '' on any failure. */
export async function fetchCsrfToken(tokenPath: string, signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch(tokenPath, { credentials: 'same-origin', signal });
    if (!response.ok) throw new ApiFetchError(response.status, response.statusText);
    const data: unknown = await response.json();
    const token = (data as { token?: unknown } | null)?.token;
    return typeof token === 'string' ? token : '';
  } catch (error) {
    // Aborted (superseded, or the call's deadline passed): the caller reports it, not this.
    if (isAbortError(error) || signal?.aborted) throw error;
    console.error('CSRF token request failed', error);
    return '';
  }
}

/**
 * Calls an endpoint and parses the JSON answer. Throws ApiFetchError for non-OK answers and for
 * bodies that are not JSON (an HTML error page with status 200 is still a failure); rethrows
 * AbortError untouched so callers can stay silent about superseded requests. A call with no
 * answer within its deadline (core/http/deadline) is aborted and throws DeadlineError, which
 * callers treat as any failure.
 */
export function apiFetch<T = unknown>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  return withDeadline(
    options.deadline ?? DATA_DEADLINE_MS,
    (signal) => call<T>(url, { ...options, signal }),
    options.signal,
  );
}

async function call<T>(url: string, options: ApiFetchOptions): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && options.tokenPath) {
    const token = await fetchCsrfToken(options.tokenPath, options.signal);
    if (token) headers['CSRF-Token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    // Network failure: no status from the server.
    throw new ApiFetchError(undefined, (error as Error)?.message);
  }
  if (!response.ok) throw new ApiFetchError(response.status, response.statusText);
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiFetchError(
      response.status === 200 ? 502 : response.status,
      'The answer was not valid JSON.',
    );
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
