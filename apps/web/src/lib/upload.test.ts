// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/fetch';
import { jwtExpiringIn } from '../testing/jwt';
import { stubXhr } from '../testing/xhr';
import { ApiError } from './api-client';
import { authStore } from './auth-store';
import { uploadForm } from './upload';

const user = { id: 7, name: 'Asha', email: 'asha@example.com', mobileNumber: '9876543210', role: 'user' as const };

beforeEach(() => localStorage.clear());
afterEach(() => {
  authStore.clearSession();
  vi.unstubAllGlobals();
});

describe('uploadForm', () => {
  it('posts the form with the bearer token and cookies, reporting progress', async () => {
    const token = jwtExpiringIn(900);
    authStore.signIn(user, token);
    const xhr = stubXhr(() => ({ status: 200, body: { items: [], message: 'Added to cart' } }));
    const progress: number[] = [];
    const form = new FormData();
    form.append('userId', '7');

    const reply = await uploadForm<{ message: string }>('/shape/addcart', form, {
      onProgress: (p) => progress.push(p),
    });

    expect(reply.message).toBe('Added to cart');
    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/shape/addcart', withCredentials: true, body: form });
    expect(xhr.sent[0]!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(progress).toEqual([0.5]);
  });

  it('refreshes the token once on 401 and sends again', async () => {
    const stale = jwtExpiringIn(900, 'stale');
    const fresh = jwtExpiringIn(900, 'fresh');
    authStore.signIn(user, stale);
    const refresh = stubFetch(() => json(200, { accessToken: fresh }));
    const xhr = stubXhr((request) =>
      request.headers.Authorization === `Bearer ${fresh}`
        ? { status: 200, body: { items: [] } }
        : { status: 401, body: { message: 'Token expired' } },
    );

    await uploadForm('/shape/addcart', new FormData());

    expect(refresh.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh-token']);
    expect(xhr.sent.map((request) => request.headers.Authorization)).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
    expect(authStore.getState().accessToken).toBe(fresh);
  });

  it('throws the server message, code and field errors', async () => {
    stubXhr(() => ({ status: 413, body: { message: 'Image size should be less than 5MB', code: 'FILE_TOO_LARGE' } }));
    const error = await uploadForm('/shape/addcart', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Image size should be less than 5MB', code: 'FILE_TOO_LARGE' });
  });
});
