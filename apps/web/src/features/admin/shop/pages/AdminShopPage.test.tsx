// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { DEFAULT_SHOP, SHOP_MSG, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { SHOP_SETUP_MSG, type ShopSetup } from '@steelcut/domain/schemas/shop-api';
import { DEFAULT_COURIERS, TRACKING_MSG } from '@steelcut/domain/schemas/tracking';
import { aGstin, aShop } from '@steelcut/domain/testing/shop';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch, type FetchHandler } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import { SHOP_LABELS } from '../lib/shop-labels';
import AdminShopPage from './AdminShopPage';

const URL = '/api/admin/shop';
const NOTHING_DONE: ShopSetup = { detailsSaved: false, upiSet: false, pricesSaved: false, stockSet: false };

/** GET answers `shop`; PUT answers `put` (by default: stored, with the server's message). */
function stubShop(shop: ShopSettings, setup = NOTHING_DONE, put?: FetchHandler) {
  return stubFetch((url, init) => {
    if (url !== URL) return json(404, { message: 'Not found' });
    if (init.method === 'PUT') {
      if (put) return put(url, init);
      const body = JSON.parse(String(init.body)) as { shop: ShopSettings };
      return json(200, { shop: body.shop, setup: { ...setup, detailsSaved: true }, message: SHOP_MSG.saved });
    }
    return json(200, { shop, setup });
  });
}

/** The bodies of PUT /admin/shop. */
const saved = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === URL && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

const renderPage = () => renderWithProviders(<AdminShopPage />, { route: '/admin/shop' });
type User = ReturnType<typeof renderPage>['user'];

async function type(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}

/** The field's own helper or error text (MUI links it through aria-describedby). */
function helperOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save settings' }));

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

describe('AdminShopPage', () => {
  it('shows the sample details with a note until saved, every field labelled', async () => {
    stubShop(DEFAULT_SHOP);
    renderPage();

    expect(await screen.findByText(SHOP_LABELS.notSaved)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shop settings - SteelCut'));
    expect(screen.getByRole('form', { name: 'Shop settings' }).hasAttribute('novalidate')).toBe(true);
    expect(screen.getByLabelText('Trading name')).toHaveProperty('value', 'SteelCut');
    expect(screen.getByLabelText('Legal name')).toHaveProperty('value', DEFAULT_SHOP.legalName);
    expect(screen.getByLabelText('Street address')).toHaveProperty('value', DEFAULT_SHOP.address.street);
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Tamil Nadu');
    expect(screen.getByLabelText('Pincode')).toHaveProperty('value', '641006');
    expect(screen.getByLabelText('Phone 1')).toHaveProperty('value', DEFAULT_SHOP.phones[0]);
    expect(screen.getByLabelText('Phone 2')).toHaveProperty('value', DEFAULT_SHOP.phones[1]);
    expect(screen.getByLabelText('UPI ID')).toHaveProperty('value', 'steelcut@upi');
    expect(screen.getByLabelText('GSTIN')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Opens')).toHaveProperty('value', '09:00');
    const days = screen.getByRole('group', { name: 'Open on' });
    expect(within(days).getByLabelText('Friday')).toHaveProperty('checked', true);
    expect(within(days).getByLabelText('Saturday')).toHaveProperty('checked', false);
  });

  it('checks the settings with the domain’s rules before sending them', async () => {
    const fetchMock = stubShop(DEFAULT_SHOP);
    const { user } = renderPage();

    await type(user, await screen.findByLabelText('UPI ID'), 'steel cut');
    await type(user, screen.getByLabelText('Pincode'), '6410');
    await type(user, screen.getByLabelText('Phone 2'), '12345');
    await type(user, screen.getByLabelText('GSTIN'), aGstin('29'));
    await type(user, screen.getByLabelText('Closes'), '08:00');
    const days = screen.getByRole('group', { name: 'Open on' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(days).getByLabelText(day));
    }
    await save(user);

    await waitFor(() => expect(helperOf(screen.getByLabelText('UPI ID'))).toBe(SHOP_MSG.upiId));
    expect(helperOf(screen.getByLabelText('Pincode'))).toBe(SHOP_MSG.postalCode);
    expect(helperOf(screen.getByLabelText('Phone 2'))).toBe(SHOP_MSG.phone);
    expect(helperOf(screen.getByLabelText('GSTIN'))).toBe(PRICING_MSG.gstinState);
    expect(helperOf(screen.getByLabelText('Closes'))).toBe(SHOP_MSG.hours);
    expect(days.textContent).toContain(SHOP_MSG.days);
    expect(saved(fetchMock)).toEqual([]);
  });

  it('saves the whole object: what it edits, and the stock and delivery it loaded', async () => {
    const loaded = aShop({
      gstin: null,
      stock: [{ material: 'SS 304', thicknessesMm: [1.5, 2, 3] }],
      finishes: [
        { name: 'Mill Finish', adderPaisePerM2: 0 },
        { name: 'No. 4 brushed', adderPaisePerM2: 45_000 },
      ],
      delivery: { ...DEFAULT_SHOP.delivery, radiusKm: 60, charge: { kind: 'flat', paise: 25_000 } },
    });
    const fetchMock = stubShop(loaded, { ...NOTHING_DONE, detailsSaved: true, upiSet: true });
    const { user } = renderPage();

    await type(user, await screen.findByLabelText('Trading name'), '  Kovai Laser Works ');
    await type(user, screen.getByLabelText('UPI ID'), 'kovailaser@ybl');
    await type(user, screen.getByLabelText('GSTIN'), '33aapfu0939f1z2');
    await user.click(screen.getByRole('button', { name: 'Remove phone 3' }));
    expect(screen.getByRole('button', { name: 'Add phone' })).toHaveProperty('disabled', false);
    await user.click(within(screen.getByRole('group', { name: 'Open on' })).getByLabelText('Sunday'));
    await save(user);

    expect(await screen.findByText(SHOP_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)).toEqual([
      {
        shop: {
          ...loaded,
          tradingName: 'Kovai Laser Works',
          upiId: 'kovailaser@ybl',
          gstin: '33AAPFU0939F1Z2',
          phones: loaded.phones.slice(0, 2),
          openingHours: { ...loaded.openingHours, days: [...loaded.openingHours.days, 'Sunday'] },
          // Settings saved before the courier list existed save the default one.
          couriers: DEFAULT_COURIERS,
        },
      },
    ]);
    expect(screen.getByLabelText('Trading name')).toHaveProperty('value', 'Kovai Laser Works');
  });

  it('edits the couriers: the default list, one added with its tracking page, one removed', async () => {
    const fetchMock = stubShop(aShop({ couriers: DEFAULT_COURIERS.slice(0, 2) }));
    const { user } = renderPage();

    expect(await screen.findByLabelText('Courier 1 name')).toHaveProperty('value', 'DTDC');
    await user.click(screen.getByRole('button', { name: 'Remove Blue Dart' }));
    await user.click(screen.getByRole('button', { name: 'Add a courier' }));
    await type(user, screen.getByLabelText('Courier 2 name'), 'Kovai Express');
    await type(user, screen.getByLabelText('Courier 2 tracking page'), 'http://kovai.example/{number}');
    await save(user);
    await waitFor(() =>
      expect(helperOf(screen.getByLabelText('Courier 2 tracking page'))).toBe(TRACKING_MSG.trackingUrl),
    );
    expect(saved(fetchMock)).toEqual([]);

    await type(user, screen.getByLabelText('Courier 2 tracking page'), 'https://kovai.example/t/{number}');
    await save(user);
    expect(await screen.findByText(SHOP_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)[0].shop.couriers).toEqual([
      DEFAULT_COURIERS[0],
      { name: 'Kovai Express', trackingUrl: 'https://kovai.example/t/{number}' },
    ]);
  });

  it('puts the server’s field errors under their fields', async () => {
    stubShop(aShop(), undefined, () =>
      json(400, {
        message: SHOP_SETUP_MSG.gstinNeeded,
        code: 'VALIDATION',
        errors: [{ field: 'shop.gstin', message: SHOP_SETUP_MSG.gstinNeeded }],
      }),
    );
    const { user } = renderPage();

    await type(user, await screen.findByLabelText('GSTIN'), '');
    await save(user);
    await waitFor(() => expect(helperOf(screen.getByLabelText('GSTIN'))).toBe(SHOP_SETUP_MSG.gstinNeeded));
    // …and the message as a toast.
    await waitFor(() => expect(screen.getAllByText(SHOP_SETUP_MSG.gstinNeeded)).toHaveLength(2));
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    stubFetch(() => json(500, {}));
    renderPage();
    expect(await screen.findByText(SHOP_LABELS.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
