// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/fetch';
import { fakeJwt, jwtExpiringIn } from '../testing/jwt';

const user = { id: 7, name: 'Asha', email: 'asha@example.com', mobileNumber: '9876543210', role: 'user' };

function authHeader(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

function signInStored(token: string) {
  localStorage.setItem('accessToken', token);
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('refreshToken', 'legacy');
}

// Fresh module state (store, in-flight refresh) for every test.
async function loadClient() {
  vi.resetModules();
  const client = await import('./api-client');
  const { authStore } = await import('./auth-store');
  return { ...client, authStore };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and cookies, and stores a returned token', async () => {
    const oldToken = jwtExpiringIn(600);
    const newToken = jwtExpiringIn(900, 'new');
    signInStored(oldToken);
    const fetchMock = stubFetch(() => json(200, { user, token: newToken, message: 'Name updated' }));
    const { api, authStore } = await loadClient();

    const body = await api.put<{ message: string }>('/auth/updateName', { newName: 'Asha K' });

    expect(body.message).toBe('Name updated');
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/updateName');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ newName: 'Asha K' }));
    expect(authHeader(init)).toBe(`Bearer ${oldToken}`);
    expect(localStorage.getItem('accessToken')).toBe(newToken);
    expect(authStore.getState().accessToken).toBe(newToken);
  });

  it('throws an ApiError carrying the status, code and server message', async () => {
    stubFetch(() =>
      json(409, {
        message: 'Email already registered',
        code: 'CONFLICT',
        errors: [{ field: 'email', message: 'taken' }],
      }),
    );
    const { api, ApiError } = await loadClient();

    const error = await api.post('/auth/register', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Email already registered' });
    expect((error as InstanceType<typeof ApiError>).errors).toEqual([{ field: 'email', message: 'taken' }]);
  });

  it('does not try to refresh when login answers 401', async () => {
    const fetchMock = stubFetch(() => json(401, { message: 'Invalid email/mobile number or password' }));
    const { api } = await loadClient();

    await expect(api.post('/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Invalid email/mobile number or password',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('refresh on 401', () => {
  it('shares one refresh between concurrent 401s and retries each call once with the new token', async () => {
    const oldToken = jwtExpiringIn(600, 'old');
    const newToken = jwtExpiringIn(900, 'new');
    signInStored(oldToken);
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/auth/refresh-token') {
        await refreshGate;
        return json(200, { accessToken: newToken, token: newToken, user });
      }
      return authHeader(init) === `Bearer ${newToken}` ? json(200, { path: url }) : json(401, { message: 'expired' });
    });
    const { api } = await loadClient();

    const calls = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh-token')).toHaveLength(1),
    );
    releaseRefresh();

    expect(await calls).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/api/auth/refresh-token')).toHaveLength(1);
    expect(urls.filter((url) => url === '/api/a')).toHaveLength(2);
    expect(localStorage.getItem('accessToken')).toBe(newToken);
  });

  it('retries only once: a second 401 ends the session', async () => {
    signInStored(jwtExpiringIn(600, 'old'));
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/refresh-token'
        ? json(200, { accessToken: jwtExpiringIn(900, 'new') })
        : json(401, { message: 'Not allowed' }),
    );
    const { api, authStore } = await loadClient();

    await expect(api.get('/auth/userProfile')).rejects.toMatchObject({ status: 401, message: 'Not allowed' });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/auth/userProfile', '/api/auth/refresh-token', '/api/auth/userProfile']);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('clears the stored session when the refresh fails', async () => {
    signInStored(jwtExpiringIn(600));
    localStorage.setItem('guest_cart', '[]');
    stubFetch((url) =>
      url === '/api/auth/refresh-token' ? json(401, { message: 'Session expired' }) : json(401, { message: 'expired' }),
    );
    const { api, authStore } = await loadClient();
    expect(authStore.getState().isAuthenticated).toBe(true);

    await expect(api.get('/auth/userProfile')).rejects.toMatchObject({ status: 401 });

    for (const key of ['accessToken', 'isAuthenticated', 'user', 'refreshToken']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('guest_cart')).toBe('[]');
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null, role: null });
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    signInStored(jwtExpiringIn(600));
    stubFetch((url) => {
      if (url === '/api/auth/refresh-token') throw new TypeError('Failed to fetch');
      return json(401, { message: 'expired' });
    });
    const { api, authStore } = await loadClient();

    await expect(api.get('/auth/userProfile')).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState().isAuthenticated).toBe(true);
  });

  it('takes the Web Lock when the browser has one, and adopts a token another tab just stored', async () => {
    const oldToken = jwtExpiringIn(600, 'old');
    const otherTabToken = jwtExpiringIn(900, 'other-tab');
    signInStored(oldToken);
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      localStorage.setItem('accessToken', otherTabToken);
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const fetchMock = stubFetch((_url, init) =>
      authHeader(init) === `Bearer ${otherTabToken}` ? json(200, { ok: true }) : json(401, { message: 'expired' }),
    );
    const { api } = await loadClient();

    await expect(api.get('/orders')).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('steelcut-token-refresh', expect.any(Function));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/orders', '/api/orders']);
  });
});

describe('scheduled refresh', () => {
  it('refreshes 10 s before the access token expires', async () => {
    vi.useFakeTimers();
    signInStored(jwtExpiringIn(60));
    const fetchMock = stubFetch(() => json(200, { accessToken: jwtExpiringIn(900, 'new') }));
    const { startTokenRefreshSchedule } = await loadClient();

    const stop = startTokenRefreshSchedule();
    await vi.advanceTimersByTimeAsync(49_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh-token']);
    stop();
  });

  it('ignores a token without an expiry', async () => {
    vi.useFakeTimers();
    signInStored(fakeJwt({ sub: 'x' }));
    const fetchMock = stubFetch(() => json(200, {}));
    const { startTokenRefreshSchedule } = await loadClient();

    const stop = startTokenRefreshSchedule();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
