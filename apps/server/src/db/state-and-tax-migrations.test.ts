import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalState, INDIAN_STATES, STATE_ALIASES, stateKey } from '@steelcut/domain/india';
import { addressFingerprint } from '@steelcut/domain/schemas/address';
import { DEFAULT_SHOP } from '@steelcut/domain/schemas/shop';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aGstin, aShop } from '@steelcut/domain/testing/shop';
import * as stateNames from './migrations/2026120110-state-names';
import * as shopTaxRegistration from './migrations/2026120111-shop-tax-registration';
import {
  addAddress,
  addRectangle,
  asUser,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../test/helpers';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  const priced = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(priced.statusCode, priced.body).toBe(200);
});

describe('migration 2026120110: stored states by their own names', () => {
  it('keeps a copy of the domain’s names and spellings that reads every one alike', () => {
    expect(stateNames.STATES_THEN).toEqual(INDIAN_STATES.map((state) => [state.code, state.name]));
    expect(stateNames.STATE_ALIASES_THEN).toEqual(STATE_ALIASES);
    for (const typed of ['Tamilnadu', 'TN', 't.n.', 'Orissa', 'J&K', 'Pondicherry', 'Mumbai', '']) {
      expect(stateNames.canonicalStateThen(typed), typed).toBe(canonicalState(typed));
    }
    expect(stateKey('Tamil-Nadu')).toBe('tamilnadu');
  });

  it('renames states in addresses, orders and quotations, merging an address that became a copy', async () => {
    const customer = await registerUser(t.app);
    const first = await addAddress(t.app, customer);
    const second = await addAddress(t.app, customer, { addressLine1: '5 Race Course Road', isDefault: true });
    const order = await placeOrderFor(t.app, t.db, await registerUser(t.app));
    // As stored before the rule: the same address twice in two spellings, another in a third.
    const spelled = async (id: number, state: string, line1: string) =>
      t.db
        .updateTable('addresses')
        .set({
          state,
          address_line1: line1,
          fingerprint: addressFingerprint({
            addressLine1: line1,
            addressLine2: 'Near Lakshmi Mills',
            city: 'Coimbatore',
            state,
            postalCode: '641018',
            country: 'INDIA',
          }),
        })
        .where('id', '=', id)
        .execute();
    const third = await addAddress(t.app, customer, { addressLine1: '9 Mill Road' });
    await spelled(first.id, 'Tamilnadu', '14, Avinashi Road');
    await spelled(second.id, 'TN', '14, Avinashi Road');
    await spelled(third.id, 'tamil  nadu', '9 Mill Road');
    await t.db.updateTable('orders').set({ state: 'Tamilnadu' }).where('id', '=', order.id).execute();
    await addRectangle(t.app, customer, t.db);
    const quoted = await t.app.inject(
      asUser(customer, { method: 'POST', url: '/api/quotations', payload: { state: 'Kerala' } }),
    );
    expect(quoted.statusCode, quoted.body).toBe(201);
    const quotationId = quoted.json().quotation.id as number;
    await t.db.updateTable('quotations').set({ state: 'KL' }).where('id', '=', quotationId).execute();

    await stateNames.up(t.db);

    const rows = await t.db
      .selectFrom('addresses')
      .select(['id', 'state', 'is_default', 'fingerprint', 'address_line1'])
      .where('user_id', '=', customer.userId)
      .orderBy('id')
      .execute();
    // The second became a copy of the first: the first stays, default as the second was.
    expect(rows.map((row) => [row.id, row.state, row.is_default])).toEqual([
      [first.id, 'Tamil Nadu', 1],
      [third.id, 'Tamil Nadu', 0],
    ]);
    expect(rows[0]!.fingerprint).toBe(
      addressFingerprint({
        addressLine1: '14, Avinashi Road',
        addressLine2: 'Near Lakshmi Mills',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        postalCode: '641018',
        country: 'INDIA',
      }),
    );
    const stored = await t.db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.state).toBe('Tamil Nadu');
    const quotation = await t.db
      .selectFrom('quotations')
      .select('state')
      .where('id', '=', quotationId)
      .executeTakeFirstOrThrow();
    expect(quotation.state).toBe('Kerala');
  });
});

describe('migration 2026120111: the shop’s state and GSTIN from the price table to the settings', () => {
  const pricingRow = async () =>
    JSON.parse((await t.db.selectFrom('shop_pricing').select('pricing').executeTakeFirstOrThrow()).pricing);
  const adminShop = async () => {
    const peer = await t.openPeer();
    return (await peer.inject(asUser(admin, { method: 'GET', url: '/api/admin/shop' }))).json().shop;
  };

  it('gives settings never saved the table’s state and GSTIN, and takes them out of the table', async () => {
    // A table saved before: with its state and GSTIN; the settings never saved.
    const old = { ...aPricing(), shopState: 'Karnataka', shopGstin: aGstin('29') };
    await t.db
      .updateTable('shop_pricing')
      .set({ pricing: JSON.stringify(old) })
      .execute();
    await t.db.updateTable('shop_settings').set({ settings: null, details_saved_at: null }).execute();

    await shopTaxRegistration.up(t.db);

    expect(await pricingRow()).toEqual(aPricing());
    const shop = await adminShop();
    expect(shop).toEqual({
      ...DEFAULT_SHOP,
      gstin: aGstin('29'),
      address: { ...DEFAULT_SHOP.address, state: 'Karnataka' },
    });
    // Saving the settings makes them whole; the registration is theirs.
    const saved = await t.app.inject(
      asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: aShop() } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await adminShop()).toEqual(aShop());
  });

  it('gives saved settings without a GSTIN the table’s, and leaves a GSTIN the settings have', async () => {
    await t.db
      .updateTable('shop_settings')
      .set({ settings: JSON.stringify(aShop({ gstin: null })) })
      .execute();
    await t.db
      .updateTable('shop_pricing')
      .set({
        pricing: JSON.stringify({ ...aPricing(), shopState: 'Tamil Nadu', shopGstin: aGstin('33', 'AAACR5055K') }),
      })
      .execute();
    await shopTaxRegistration.up(t.db);
    expect((await adminShop()).gstin).toBe(aGstin('33', 'AAACR5055K'));

    await t.db
      .updateTable('shop_pricing')
      .set({ pricing: JSON.stringify({ ...aPricing(), shopState: 'Karnataka', shopGstin: aGstin('29') }) })
      .execute();
    await shopTaxRegistration.up(t.db);
    expect(await adminShop()).toMatchObject({ gstin: aGstin('33', 'AAACR5055K'), address: { state: 'Tamil Nadu' } });
    expect(await pricingRow()).toEqual(aPricing());
  });
});
