import { describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import {
  addAddress,
  asUser,
  expectError,
  placeOrderFor,
  registerUser,
  VALID_ADDRESS,
  useTestApp,
} from '../../../test/helpers';

const t = useTestApp();

const list = async (who: { token: string; userId: number }) =>
  (await t.app.inject(asUser(who, { method: 'GET', url: `/api/address/user/${who.userId}` }))).json().addresses as {
    id: number;
    is_default: number;
  }[];
const count = async (userId: number) =>
  (
    await t.db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

describe('addresses', () => {
  it('adds addresses; the first is the default; country defaults to INDIA', async () => {
    const user = await registerUser(t.app);
    const { country: _country, ...withoutCountry } = VALID_ADDRESS;
    const response = await t.app.inject(
      asUser(user, { method: 'POST', url: '/api/address', payload: { userId: user.userId, ...withoutCountry } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: ADDRESS_MSG.added,
      address: {
        country: VALID_ADDRESS.country,
        is_default: 1,
        postal_code: VALID_ADDRESS.postalCode,
        address_line1: VALID_ADDRESS.addressLine1,
      },
    });
    await addAddress(t.app, user, { addressLine1: '22 Trichy Road' });
    expect((await list(user)).map((a) => a.is_default)).toEqual([1, 0]);
  });

  it('refuses the same address again, ignoring case and spaces', async () => {
    const user = await registerUser(t.app);
    await addAddress(t.app, user);
    const again = { ...VALID_ADDRESS, addressLine1: '14,  AVINASHI road ', city: 'coimbatore' };
    expectError(
      await t.app.inject(
        asUser(user, { method: 'POST', url: '/api/address', payload: { userId: user.userId, ...again } }),
      ),
      409,
      ADDRESS_MSG.duplicate,
    );
    expect(await count(user.userId)).toBe(1);
  });

  it('stores a real Indian address as typed, and refuses it again in another spelling', async () => {
    const user = await registerUser(t.app);
    const real = {
      addressLine1: "12/3A, St. Mary's Road (East)",
      addressLine2: 'Near Bus Stand & Post Office',
      city: 'St. Thomas Mount',
      state: 'Tamil Nadu',
    };
    const saved = await addAddress(t.app, user, real);
    expect(
      await t.db.selectFrom('addresses').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow(),
    ).toMatchObject({
      address_line1: "12/3A, St. Mary's Road (East)",
      address_line2: 'Near Bus Stand & Post Office',
      city: 'St. Thomas Mount',
    });
    const again = { ...real, addressLine1: ' 12/3a,  ST. MARY’S road (east) ' };
    expectError(
      await t.app.inject(
        asUser(user, {
          method: 'POST',
          url: '/api/address',
          payload: { userId: user.userId, ...VALID_ADDRESS, ...again },
        }),
      ),
      409,
      ADDRESS_MSG.duplicate,
    );
    expect(await count(user.userId)).toBe(1);
  });

  it('stores the state by its own name however it is typed, and takes it again as the same address', async () => {
    const user = await registerUser(t.app);
    const saved = await addAddress(t.app, user, { state: 'Tamilnadu', postalCode: '641601', city: 'Tiruppur' });
    const row = await t.db.selectFrom('addresses').selectAll().where('id', '=', saved.id).executeTakeFirst();
    expect(row).toMatchObject({ state: 'Tamil Nadu', postal_code: '641601' });
    const again = { ...VALID_ADDRESS, state: 'TN', postalCode: '641601', city: 'Tiruppur' };
    const response = await t.app.inject(
      asUser(user, { method: 'POST', url: '/api/address', payload: { userId: user.userId, ...again } }),
    );
    expectError(response, 409, ADDRESS_MSG.duplicate);
    expect(await count(user.userId)).toBe(1);
  });

  it.each([
    [{ addressLine1: '' }, ADDRESS_MSG.line1Required],
    [{ addressLine1: '12 A' }, ADDRESS_MSG.line1Short],
    [{ addressLine1: '12 Main Road; drop table' }, 'Address line 1 cannot contain ";"'],
    [{ addressLine1: 'asha@example.com, 12 Main Road' }, 'Address line 1 cannot contain "@"'],
    [{ addressLine1: '12 Main Road\u0007' }, 'Address line 1 cannot contain a control character (U+0007)'],
    [{ addressLine1: '12 Main\r\nRoad' }, 'Address line 1 cannot contain a line break'],
    [{ addressLine2: 'Near\u200bBus Stand' }, 'Address line 2 cannot contain an invisible character (U+200B)'],
    [{ city: '' }, ADDRESS_MSG.cityRequired],
    [{ city: 'Coimbatore 2' }, 'City cannot contain "2"'],
    [{ state: '' }, ADDRESS_MSG.stateRequired],
    [{ state: 'Tamil Nadu!' }, 'State cannot contain "!"'],
    // Issue 31 #6: 'Mumbai, Maharashtra' with Coimbatore's pincode.
    [{ city: 'Mumbai', state: 'Maharashtra' }, 'Pincode 641018 is in Tamil Nadu. Check the state or the pincode.'],
    [{ state: 'Narnia', postalCode: '999999' }, ADDRESS_MSG.stateUnknown],
    [{ country: 'India1' }, 'Country cannot contain "1"'],
    [{ postalCode: '' }, ADDRESS_MSG.postalRequired],
    [{ postalCode: '64101' }, ADDRESS_MSG.postalDigits],
    [{ postalCode: '6410188' }, ADDRESS_MSG.postalDigits],
    [{ postalCode: '64101a' }, ADDRESS_MSG.postalDigits],
  ])('refuses %o with its message', async (override, message) => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(
      asUser(user, {
        method: 'POST',
        url: '/api/address',
        payload: { userId: user.userId, ...VALID_ADDRESS, ...override },
      }),
    );
    expectError(response, 400, message);
    expect(await count(user.userId)).toBe(0);
  });

  it('moves the default and keeps one default after deleting it', async () => {
    const user = await registerUser(t.app);
    const first = await addAddress(t.app, user);
    const second = await addAddress(t.app, user, { addressLine1: '5 Race Course Road' });
    const set = await t.app.inject(asUser(user, { method: 'PUT', url: `/api/address/${second.id}/default` }));
    expect(set.json()).toMatchObject({ message: ADDRESS_MSG.defaultSet, address: { id: second.id, is_default: 1 } });
    expect((await list(user)).find((a) => a.id === first.id)?.is_default).toBe(0);
    const removed = await t.app.inject(asUser(user, { method: 'DELETE', url: `/api/address/${second.id}` }));
    expect(removed.json()).toEqual({ id: second.id, message: ADDRESS_MSG.deleted });
    expect(await list(user)).toEqual([expect.objectContaining({ id: first.id, is_default: 1 })]);
  });

  it("never reads or changes another user's addresses", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const address = await addAddress(t.app, owner);
    expectError(await t.app.inject(asUser(intruder, { method: 'GET', url: `/api/address/user/${owner.userId}` })), 403);
    expectError(
      await t.app.inject(
        asUser(intruder, {
          method: 'POST',
          url: '/api/address',
          payload: { userId: owner.userId, ...VALID_ADDRESS, addressLine1: 'Other street 1' },
        }),
      ),
      403,
    );
    expectError(
      await t.app.inject(asUser(intruder, { method: 'PUT', url: `/api/address/${address.id}/default` })),
      404,
    );
    expectError(await t.app.inject(asUser(intruder, { method: 'DELETE', url: `/api/address/${address.id}` })), 404);
    expectError(await t.app.inject({ method: 'GET', url: `/api/address/user/${owner.userId}` }), 401);
    expect(await count(owner.userId)).toBe(1);
  });
});

describe('editing an address', () => {
  const edit = (who: { token: string } | undefined, id: number, payload: Record<string, unknown>) => {
    const options = { method: 'PUT' as const, url: `/api/address/${id}`, payload };
    return t.app.inject(who ? asUser(who, options) : options);
  };
  const stored = (id: number) => t.db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();

  it('changes the address in place and answers it', async () => {
    const user = await registerUser(t.app);
    const address = await addAddress(t.app, user);
    const changed = {
      ...VALID_ADDRESS,
      addressLine1: '22 Trichy Road',
      addressLine2: '',
      city: 'Tiruppur',
      country: 'india',
    };
    const response = await edit(user, address.id, changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: ADDRESS_MSG.updated,
      address: expect.objectContaining({
        id: address.id,
        address_line1: '22 Trichy Road',
        address_line2: '',
        city: 'Tiruppur',
        country: 'INDIA',
        is_default: 1,
      }),
    });
    expect(await stored(address.id)).toMatchObject({ address_line1: '22 Trichy Road', city: 'Tiruppur' });
    expect(await count(user.userId)).toBe(1);
  });

  it('makes it the default when asked, and leaves the default alone otherwise', async () => {
    const user = await registerUser(t.app);
    const first = await addAddress(t.app, user);
    const second = await addAddress(t.app, user, { addressLine1: '5 Race Course Road' });
    await edit(user, second.id, { ...VALID_ADDRESS, addressLine1: '6 Race Course Road', isDefault: false });
    expect((await list(user)).map((a) => [a.id, a.is_default])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);
    await edit(user, second.id, { ...VALID_ADDRESS, addressLine1: '6 Race Course Road', isDefault: true });
    expect((await list(user)).map((a) => [a.id, a.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
  });

  it('refuses to make it the same as another saved address, but may keep its own', async () => {
    const user = await registerUser(t.app);
    await addAddress(t.app, user);
    const other = await addAddress(t.app, user, { addressLine1: '5 Race Course Road' });
    expectError(await edit(user, other.id, { ...VALID_ADDRESS, city: ' COIMBATORE ' }), 409, ADDRESS_MSG.duplicate);
    expect(await stored(other.id)).toMatchObject({ address_line1: '5 Race Course Road' });
    const same = await edit(user, other.id, { ...VALID_ADDRESS, addressLine1: '5 RACE COURSE ROAD' });
    expect(same.json().address.address_line1).toBe('5 RACE COURSE ROAD');
  });

  it.each([
    [{ addressLine1: '' }, ADDRESS_MSG.line1Required],
    [{ addressLine1: '12 A' }, ADDRESS_MSG.line1Short],
    [{ city: 'Coimbatore 2' }, 'City cannot contain "2"'],
    [{ state: '' }, ADDRESS_MSG.stateRequired],
    [{ postalCode: '64101' }, ADDRESS_MSG.postalDigits],
    [{ country: 'India1' }, 'Country cannot contain "1"'],
    [{ addressLine1: '12 Main Road @ East' }, 'Address line 1 cannot contain "@"'],
    [{ state: 'Kerala' }, ADDRESS_MSG.stateOfPincode('641018', ['Tamil Nadu'])],
  ])('refuses %o with the same message as adding, changing nothing', async (override, message) => {
    const user = await registerUser(t.app);
    const address = await addAddress(t.app, user);
    const before = await stored(address.id);
    const response = await edit(user, address.id, { ...VALID_ADDRESS, ...override });
    expectError(response, 400, message);
    expect(response.json().errors[0]).toEqual({ field: Object.keys(override)[0], message });
    expect(await stored(address.id)).toEqual(before);
  });

  it("needs the signed-in owner: 401 for a guest, 404 for another user's address (as for a missing one)", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const address = await addAddress(t.app, owner);
    const before = await stored(address.id);
    const changed = { ...VALID_ADDRESS, addressLine1: '1 Intruder Street' };
    expectError(await edit(undefined, address.id, changed), 401);
    expectError(await edit(intruder, address.id, changed), 404, ADDRESS_MSG.notFound);
    expectError(await edit(intruder, address.id, { ...changed, userId: owner.userId }), 404, ADDRESS_MSG.notFound);
    expectError(await edit(owner, 999999, changed), 404, ADDRESS_MSG.notFound);
    expect(await stored(address.id)).toEqual(before);
  });

  it('leaves an order placed to it as it was: the order keeps its own copy', async () => {
    const user = await registerUser(t.app);
    const order = await placeOrderFor(t.app, t.db, user);
    const [address] = await list(user);
    const edited = await edit(user, address!.id, { ...VALID_ADDRESS, addressLine1: '99 New Street', city: 'Salem' });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/${order.id}` }))).json();
    expect(detail.order).toMatchObject({
      address_line1: VALID_ADDRESS.addressLine1,
      city: VALID_ADDRESS.city,
      postal_code: VALID_ADDRESS.postalCode,
    });
  });
});
