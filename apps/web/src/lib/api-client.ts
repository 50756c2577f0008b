import { TOKEN_REFRESH_LEAD_SECONDS } from '@steelcut/domain/constants';
import type { ErrorCode } from '@steelcut/domain/error-codes';
import type { User } from '@steelcut/domain/schemas/auth';
import { authStore } from './auth-store';
import { tokenExpiresAt } from './jwt';
import { STORAGE_KEYS } from './storage-keys';

export const API_BASE = '/api';

const REFRESH_PATH = '/auth/refresh-token';
// A 401 from these means wrong credentials or a dead session, never an expired access token.
const NO_REFRESH_PATHS: readonly string[] = ['/auth/login', '/auth/register', REFRESH_PATH];
const REFRESH_LOCK_NAME = 'steelcut-token-refresh';
const MAX_TIMER_MS = 2 ** 31 - 1;

export type FieldError = { field: string; message: string };

/** Every failed call surfaces as this; `message` is the server's, or '' when it sent none. */
export class ApiError extends Error {
  readonly status: number;
  /** One of ERROR_CODES (packages/domain) from our server; branch on it, never on the message. */
  readonly code: ErrorCode | undefined;
  readonly errors: FieldError[];

  constructor(status: number, message: string, code?: string, errors: FieldError[] = []) {
    // The code is the server's; an unknown one (a proxy's) is kept as sent.
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code as ErrorCode | undefined;
    this.errors = errors;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tokenIn(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const token = body.accessToken ?? body.token;
  return typeof token === 'string' && token ? token : null;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await response.json();
    return await response.text();
  } catch {
    return null;
  }
}

// SPEC section 8: the server's message first, then a plain-text body. HTML error pages
// from a proxy are not a message a customer should read.
function messageIn(body: unknown, contentType: string): string {
  if (isRecord(body) && typeof body.message === 'string') return body.message;
  if (typeof body === 'string' && contentType.includes('text/plain') && body.length <= 300) return body.trim();
  return '';
}

function toApiError(response: Response, body: unknown): ApiError {
  const contentType = response.headers.get('content-type') ?? '';
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  const errors = isRecord(body) && Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
  return new ApiError(response.status, messageIn(body, contentType), code, errors);
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

/** Sends with the bearer token and cookies; on a 401, refreshes the token once and sends again. */
export async function sendWithRefresh(path: string, options: RequestOptions = {}): Promise<Response> {
  const sentToken = authStore.getState().accessToken;
  let response = await sendOrThrow(path, options, sentToken);

  if (response.status === 401 && !NO_REFRESH_PATHS.includes(path)) {
    // A failed refresh has already ended the session (or kept it, when the server was unreachable).
    const freshToken = await refreshAccessToken(sentToken);
    if (freshToken) {
      response = await sendOrThrow(path, options, freshToken);
      // SPEC section 4: a 401 even with a fresh token ends the session.
      if (response.status === 401) authStore.clearSession();
    }
  }
  return response;
}

/** A failed answer as an ApiError: the server's message, code and field errors. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return toApiError(response, await parseBody(response));
}

/** One call to the API: bearer token, cookies, one refresh-and-retry on 401. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWithRefresh(path, options);
  const body = await parseBody(response);
  if (!response.ok) throw toApiError(response, body);
  const token = tokenIn(body);
  if (token) authStore.setAccessToken(token);
  return body as T;
}

async function sendOrThrow(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  try {
    return await send(path, options, token);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline or unreachable: status 0 and no message, so callers show their fallback.
    throw new ApiError(0, '');
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show for a failed call: the server's, else the screen's fallback (SPEC section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

// ---- Refresh ----------------------------------------------------------------

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Gets a new access token, once for everyone: concurrent callers share one promise, and
 * tabs take turns through a Web Lock, because the server rotates the refresh cookie and
 * treats a second use of the old one as theft.
 */
export function refreshAccessToken(staleToken: string | null): Promise<string | null> {
  const current = authStore.getState().accessToken;
  if (current && current !== staleToken) return Promise.resolve(current);
  refreshInFlight ??= withRefreshLock(() => refreshUnderLock(staleToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

function expiresSoon(token: string): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - Date.now() <= TOKEN_REFRESH_LEAD_SECONDS * 1000;
}

async function refreshUnderLock(staleToken: string | null): Promise<string | null> {
  // Another tab may have refreshed while this one waited for the lock.
  const shared = localStorage.getItem(STORAGE_KEYS.accessToken);
  if (shared && shared !== staleToken && !expiresSoon(shared)) {
    authStore.setAccessToken(shared);
    return shared;
  }

  let response: Response;
  try {
    response = await send(REFRESH_PATH, { method: 'POST' }, null);
  } catch {
    // A network blip is not a dead session: keep it and let this call fail.
    return null;
  }
  const body = await parseBody(response);
  const token = response.ok ? tokenIn(body) : null;
  if (!token) {
    if (response.status < 500) authStore.clearSession();
    return null;
  }
  authStore.setAccessToken(token);
  if (isRecord(body) && isRecord(body.user)) authStore.setUser(body.user as User);
  return token;
}

// ---- Scheduled refresh ------------------------------------------------------

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let scheduledToken: string | null = null;

function scheduleRefresh(token: string | null): void {
  clearTimeout(refreshTimer);
  scheduledToken = token;
  if (!token) return;
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return;
  const delay = Math.min(Math.max(expiresAt - Date.now() - TOKEN_REFRESH_LEAD_SECONDS * 1000, 0), MAX_TIMER_MS);
  refreshTimer = setTimeout(() => void refreshAccessToken(token), delay);
}

/** Keeps a refresh booked 10 s before the current access token expires (SPEC section 4). */
export function startTokenRefreshSchedule(): () => void {
  scheduleRefresh(authStore.getState().accessToken);
  const unsubscribe = authStore.subscribe(() => {
    const { accessToken } = authStore.getState();
    if (accessToken !== scheduledToken) scheduleRefresh(accessToken);
  });
  return () => {
    unsubscribe();
    scheduleRefresh(null);
  };
}
