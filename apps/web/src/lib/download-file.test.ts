// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/fetch';
import { captureDownloads, pdfResponse } from '../testing/downloads';
import { jwtExpiringIn } from '../testing/jwt';
import { ApiError } from './api-client';
import { authStore } from './auth-store';
import { downloadFile, fileNameFrom } from './download-file';

const customer = { id: 7, name: 'Asha', email: 'asha@example.com', mobileNumber: '9876543210', role: 'user' as const };

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));
afterEach(() => {
  authStore.clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('fileNameFrom', () => {
  it("reads the server's file name, plain or encoded", () => {
    expect(fileNameFrom('attachment; filename="Invoice-1.pdf"')).toBe('Invoice-1.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''Tax%20Invoice.pdf")).toBe('Tax Invoice.pdf');
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it("fetches with the bearer token and saves the file under the server's name", async () => {
    const saved = captureDownloads();
    const fetchMock = stubFetch(() => pdfResponse());

    await downloadFile('/order/5/invoice.pdf', 'SC250614-00005.pdf');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/order/5/invoice.pdf');
    expect((init!.headers as Record<string, string>).Authorization).toBe(`Bearer ${authStore.getState().accessToken}`);
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'Proforma-SC250614-00005.pdf' }]);
  });

  it('refreshes an expired token once and tries again', async () => {
    const saved = captureDownloads();
    const fresh = jwtExpiringIn(900, 'fresh');
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/refresh-token') return json(200, { token: fresh });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${fresh}` ? pdfResponse() : json(401, { message: 'Token expired', code: 'UNAUTHORIZED' });
    });

    await downloadFile('/order/5/invoice.pdf', 'SC250614-00005.pdf');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/order/5/invoice.pdf',
      '/api/auth/refresh-token',
      '/api/order/5/invoice.pdf',
    ]);
    expect(saved).toHaveLength(1);
  });

  it("throws the server's refusal and saves nothing", async () => {
    const saved = captureDownloads();
    stubFetch(() => json(409, { message: 'No amount yet', code: 'CONFLICT' }));

    const error = await downloadFile('/order/5/invoice.pdf', 'x.pdf').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No amount yet');
    expect((error as ApiError).status).toBe(409);
    expect(saved).toEqual([]);
  });
});
