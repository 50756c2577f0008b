// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { twoTiers } from '../../../testing/lead-times';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import QuotationsPage from './QuotationsPage';

const aQuotation = (overrides: Partial<QuotationView> = {}): QuotationView => ({
  id: 7,
  number: 'SCQ/26-27/00007',
  createdAt: '2026-11-30T05:30:00.000Z',
  validUntil: '2026-12-15',
  expired: false,
  state: 'Tamil Nadu',
  company: null,
  gstPercent: 18,
  subtotalPaise: 73_316,
  minimumTopUpPaise: 0,
  cgstPaise: 6_598,
  sgstPaise: 6_598,
  igstPaise: 0,
  totalPaise: 86_512,
  leadTimes: twoTiers(73_316),
  lines: [],
  orderId: null,
  orderNo: null,
  ...overrides,
});

function renderPage(quotations: QuotationView[]) {
  authStore.signIn(customer, jwtExpiringIn(900));
  stubFetch((url) => (url === '/api/quotations' ? json(200, { quotations }) : json(404, {})));
  return renderWithProviders(<QuotationsPage />, { route: '/quotations' });
}

describe('My quotations', () => {
  it('lists each with its date, validity and total; a valid one is ordered through the checkout, an expired one is not', async () => {
    renderPage([
      aQuotation(),
      aQuotation({ id: 6, number: 'SCQ/26-27/00006', expired: true, validUntil: '2026-11-01' }),
      aQuotation({ id: 5, number: 'SCQ/26-27/00005', orderId: 40, orderNo: 'SC261201-00040' }),
    ]);
    const table = await screen.findByRole('table', { name: 'My quotations' });
    const [, valid, expired, ordered] = within(table).getAllByRole('row');
    expect(within(valid!).getByText('30 November 2026')).toBeTruthy();
    expect(within(valid!).getByText('15 December 2026')).toBeTruthy();
    expect(within(valid!).getByText('₹865.12')).toBeTruthy();
    expect(
      within(valid!).getByRole('link', { name: 'Order this quotation SCQ/26-27/00007' }).getAttribute('href'),
    ).toBe('/delivery-address?quotation=7');
    expect(within(valid!).getByRole('button', { name: 'Download SCQ/26-27/00007' })).toBeTruthy();

    expect(within(expired!).getByText('Expired')).toBeTruthy();
    expect(within(expired!).queryByRole('link', { name: /Order this quotation/ })).toBeNull();
    expect(within(expired!).getByRole('button', { name: 'Download SCQ/26-27/00006' })).toBeTruthy();

    expect(within(ordered!).getByText('Ordered')).toBeTruthy();
    expect(within(ordered!).getByRole('link', { name: 'SC261201-00040' }).getAttribute('href')).toBe(
      '/orderDetails/40',
    );
  });

  it('says how to get one when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText('No quotations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
  });
});
