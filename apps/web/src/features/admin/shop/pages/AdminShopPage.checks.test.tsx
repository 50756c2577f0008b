// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import { MSG, noHiddenCharacters } from '@steelcut/domain/schemas/fields';
import { SHOP_MSG, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { aShop } from '@steelcut/domain/testing/shop';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminShopPage from './AdminShopPage';

const URL = '/api/admin/shop';
const SETUP = { detailsSaved: true, upiSet: true, pricesSaved: true, stockSet: false };

/** GET answers `shop`; PUT stores it and answers with the server's message. */
function stubShop(shop: ShopSettings) {
  return stubFetch((url, init) => {
    if (url !== URL) return json(404, { message: 'Not found' });
    if (init.method !== 'PUT') return json(200, { shop, setup: SETUP });
    const body = JSON.parse(String(init.body)) as { shop: ShopSettings };
    return json(200, { shop: body.shop, setup: SETUP, message: SHOP_MSG.saved });
  });
}

const saved = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === URL && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)).shop as ShopSettings);

const renderPage = () => renderWithProviders(<AdminShopPage />, { route: '/admin/shop' });
type User = ReturnType<typeof renderPage>['user'];

async function type(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}

function helperOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save settings' }));

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

describe('AdminShopPage: texts, pincodes, GSTIN and numbering', () => {
  // Issue 31 #8: NUL, CR/LF and U+202E were saved; 000000 and 999999 were taken; a GSTIN's typo said nothing.
  it('refuses hidden characters, a pincode India Post does not list and a GSTIN typo, each said', async () => {
    const fetchMock = stubShop(aShop());
    const { user } = renderPage();

    await type(user, await screen.findByLabelText('Trading name'), 'Ravi \u202eSteel');
    await type(user, screen.getByLabelText('Payee name'), 'Ravi\u0000Steel');
    await type(user, screen.getByLabelText('Pincode'), '999999');
    await type(user, screen.getByLabelText('GSTIN'), '33AAPFU0939F1Z3');
    await save(user);

    await waitFor(() =>
      expect(helperOf(screen.getByLabelText('Trading name'))).toBe(noHiddenCharacters('The trading name')),
    );
    expect(helperOf(screen.getByLabelText('Payee name'))).toBe(noHiddenCharacters('The payee name'));
    expect(helperOf(screen.getByLabelText('Pincode'))).toBe(SHOP_MSG.pincodeUnknown);
    expect(helperOf(screen.getByLabelText('GSTIN'))).toBe(MSG.gstinCheckCharacter);
    expect(saved(fetchMock)).toEqual([]);
  });

  it('fills the state in from the pincode, and refuses a state the pincode is not in', async () => {
    const fetchMock = stubShop(aShop({ gstin: null }));
    const { user } = renderPage();

    await type(user, await screen.findByLabelText('Pincode'), '560001');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveProperty('value', 'Karnataka'), { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await save(user);
    await waitFor(() =>
      expect(helperOf(screen.getByLabelText('State'))).toBe(ADDRESS_MSG.stateOfPincode('560001', ['Karnataka'])),
    );
    expect(saved(fetchMock)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await save(user);
    expect(await screen.findByText(SHOP_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)[0]!.address).toMatchObject({ state: 'Karnataka', postalCode: '560001' });
  });

  // Issue 34 #3: the order, quotation and invoice prefixes were the sample's SC and SCQ.
  it('edits the number prefixes, upper-cased, with the rule’s message', async () => {
    const fetchMock = stubShop(aShop());
    const { user } = renderPage();

    expect(await screen.findByLabelText('Order numbers')).toHaveProperty('value', 'SC');
    expect(screen.getByLabelText('Quotation numbers')).toHaveProperty('value', 'SCQ');
    await type(user, screen.getByLabelText('Order numbers'), 'S-C');
    await save(user);
    await waitFor(() => expect(helperOf(screen.getByLabelText('Order numbers'))).toBe(SHOP_MSG.numberPrefix));
    expect(saved(fetchMock)).toEqual([]);

    await type(user, screen.getByLabelText('Order numbers'), 'rsw');
    await type(user, screen.getByLabelText('Invoice numbers'), 'RSW');
    await save(user);
    expect(await screen.findByText(SHOP_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)[0]!.numberPrefixes).toEqual({ order: 'RSW', quotation: 'SCQ', invoice: 'RSW' });
  });
});
