import { API_BASE, ApiError, refreshAccessToken, type FieldError } from './api-client';
import { authStore } from './auth-store';

export type UploadOptions = {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type Reply = { status: number; body: unknown; contentType: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(xhr: XMLHttpRequest): Reply {
  const contentType = xhr.getResponseHeader('content-type') ?? '';
  let body: unknown = xhr.responseText;
  if (contentType.includes('application/json')) {
    try {
      body = JSON.parse(xhr.responseText);
    } catch {
      body = null;
    }
  }
  return { status: xhr.status, body, contentType };
}

function send(path: string, form: FormData, token: string | null, options: UploadOptions): Promise<Reply> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(parse(xhr));
    // Offline or unreachable: status 0 and no message, as api-client reports it.
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function toApiError({ status, body, contentType }: Reply): ApiError {
  if (!isRecord(body)) {
    const text =
      typeof body === 'string' && contentType.includes('text/plain') && body.length <= 300 ? body.trim() : '';
    return new ApiError(status, text);
  }
  const message = typeof body.message === 'string' ? body.message : '';
  const code = typeof body.code === 'string' ? body.code : undefined;
  const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
  return new ApiError(status, message, code, errors);
}

/**
 * POSTs a multipart form through XMLHttpRequest, which (unlike fetch) reports upload
 * progress. Same contract as api-client: bearer token, cookies, one refresh-and-retry on 401.
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const sentToken = authStore.getState().accessToken;
  let reply = await send(path, form, sentToken, options);

  if (reply.status === 401) {
    const freshToken = await refreshAccessToken(sentToken);
    if (freshToken) {
      options.onProgress?.(0);
      reply = await send(path, form, freshToken, options);
      if (reply.status === 401) authStore.clearSession();
    }
  }

  if (reply.status < 200 || reply.status >= 300) throw toApiError(reply);
  if (isRecord(reply.body)) {
    const token = reply.body.accessToken ?? reply.body.token;
    if (typeof token === 'string' && token) authStore.setAccessToken(token);
  }
  return reply.body as T;
}
