// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NESTING_MSG, type NestingSettings } from '@steelcut/domain/schemas/nesting';
import { SHOP_MSG, type ShopSettings } from '@steelcut/domain/schemas/shop';
import type { ShopSetup } from '@steelcut/domain/schemas/shop-api';
import { aShop } from '@steelcut/domain/testing/shop';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch, type FetchHandler } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminShopPage from './AdminShopPage';

const URL = '/api/admin/shop';
const SETUP: ShopSetup = { detailsSaved: true, upiSet: true, pricesSaved: true, stockSet: true };
const BRUSHED = 'No. 4 brushed';
const nesting: NestingSettings = {
  sheets: [
    { material: 'SS 304', thicknessMm: 2, widthMm: 3000, heightMm: 1500, count: null },
    { material: 'SS 304', thicknessMm: 2, widthMm: 1200, heightMm: 800, count: 3 },
  ],
  gapMm: 5,
  marginMm: 10,
  directionalFinishes: [BRUSHED],
};
const loaded = aShop({
  finishes: [
    { name: 'Mill Finish', adderPaisePerM2: 0 },
    { name: BRUSHED, adderPaisePerM2: 45_000 },
  ],
  nesting,
});

/** GET answers the loaded settings; PUT answers `put`, by default stored with the server's message. */
function stubShop(put?: FetchHandler) {
  return stubFetch((url, init) => {
    if (url !== URL) return json(404, { message: 'Not found' });
    if (init.method !== 'PUT') return json(200, { shop: loaded, setup: SETUP });
    if (put) return put(url, init);
    const body = JSON.parse(String(init.body)) as { shop: ShopSettings };
    return json(200, { shop: body.shop, setup: SETUP, message: SHOP_MSG.saved });
  });
}

/** The bodies of PUT /admin/shop. */
const sent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === URL && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as { shop: ShopSettings });

const renderPage = () => renderWithProviders(<AdminShopPage />, { route: '/admin/shop' });
type User = ReturnType<typeof renderPage>['user'];

async function type(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}

/** The field's own helper or error text (MUI links it through aria-describedby). */
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const section = () => screen.getByRole('region', { name: 'Sheets and nesting' });
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save settings' }));

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminShopPage: sheets and nesting', () => {
  it('shows the stocked sheets, the part gap and edge margin, and the finishes that keep their direction', async () => {
    stubShop();
    renderPage();
    await screen.findByLabelText('Sheet 1: width (mm)');
    expect(within(section()).getByRole('combobox', { name: 'Sheet 1: grade' }).textContent).toBe('SS 304');
    expect(
      [1, 2].map((n) =>
        [`thickness (mm)`, 'width (mm)', 'height (mm)', 'remnants on hand'].map((what) => value(`Sheet ${n}: ${what}`)),
      ),
    ).toEqual([
      ['2', '3000', '1500', ''],
      ['2', '1200', '800', '3'],
    ]);
    expect(value('Gap between parts (mm)')).toBe('5');
    expect(value('Margin at the sheet’s edge (mm)')).toBe('10');
    const directional = within(section()).getByRole('group', {
      name: 'Finishes that keep their direction (parts turn only by 180°)',
    });
    expect(within(directional).getByLabelText(BRUSHED)).toHaveProperty('checked', true);
    expect(within(directional).getByLabelText('Mill Finish')).toHaveProperty('checked', false);
  });

  it('sends the edited sheets, gap, margin and directional finishes in the PUT body', async () => {
    const fetchMock = stubShop();
    const { user } = renderPage();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Sheets and nesting' })).findByRole('button', {
        name: 'Remove sheet 1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add a sheet size' }));
    await user.click(screen.getByRole('combobox', { name: 'Sheet 2: grade' }));
    await user.click(await screen.findByRole('option', { name: 'SS 316' }));
    await type(user, screen.getByLabelText('Sheet 2: thickness (mm)'), '1.5');
    await type(user, screen.getByLabelText('Gap between parts (mm)'), '4');
    await type(user, screen.getByLabelText('Margin at the sheet’s edge (mm)'), '7.5');
    await user.click(screen.getByLabelText('Mill Finish'));
    await save(user);

    expect(await screen.findByText(SHOP_MSG.saved)).toBeTruthy();
    const bodies = sent(fetchMock);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.shop.nesting).toEqual({
      sheets: [
        { material: 'SS 304', thicknessMm: 2, widthMm: 1200, heightMm: 800, count: 3 },
        { material: 'SS 316', thicknessMm: 1.5, widthMm: 2500, heightMm: 1250, count: null },
      ],
      gapMm: 4,
      marginMm: 7.5,
      directionalFinishes: [BRUSHED, 'Mill Finish'],
    });
    expect(bodies[0]!.shop.finishes).toEqual(loaded.finishes);
  });

  it('names a value out of range under its field and sends nothing', async () => {
    const fetchMock = stubShop();
    const { user } = renderPage();
    await type(user, await screen.findByLabelText('Gap between parts (mm)'), '60');
    await save(user);
    await waitFor(() => expect(helperOf(screen.getByLabelText('Gap between parts (mm)'))).toBe(NESTING_MSG.gap));
    expect(sent(fetchMock)).toEqual([]);
  });

  it('puts the server’s validation error under the field it names', async () => {
    stubShop(() =>
      json(400, {
        message: NESTING_MSG.sheetSize,
        code: 'VALIDATION',
        errors: [{ field: 'shop.nesting.sheets.1.widthMm', message: NESTING_MSG.sheetSize }],
      }),
    );
    const { user } = renderPage();
    await type(user, await screen.findByLabelText('Sheet 2: width (mm)'), '1300');
    await save(user);
    await waitFor(() => expect(helperOf(screen.getByLabelText('Sheet 2: width (mm)'))).toBe(NESTING_MSG.sheetSize));
    expect(helperOf(screen.getByLabelText('Sheet 1: width (mm)'))).toBe('');
  });
});
