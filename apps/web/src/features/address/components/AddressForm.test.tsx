// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import { authStore } from '../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { anAddress } from '../testing/fixtures';
import { AddressForm } from './AddressForm';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

const field = (name: string) => screen.getByRole('textbox', { name });

type User = ReturnType<typeof renderForm>['user'];

/** Pasting is one input event: far quicker than typing key by key in jsdom. */
async function fill(user: User, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

function renderForm(onAdded = vi.fn()) {
  const view = renderWithProviders(<AddressForm userId={customer.id} onSaved={onAdded} />, {
    route: '/delivery-address',
  });
  return { ...view, onAdded };
}

async function fillValid(user: User) {
  await fill(user, 'Address Line 1', '12 Mill Road');
  await fill(user, 'City', 'Coimbatore');
  await fill(user, 'State', 'Tamil Nadu');
  await fill(user, 'Postal Code', '641006');
}

describe('AddressForm (SPEC section 5 Address)', () => {
  it('names every missing field and calls no one', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderForm();

    await user.clear(field('Country'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    for (const message of [
      ADDRESS_MSG.line1Required,
      ADDRESS_MSG.cityRequired,
      ADDRESS_MSG.stateRequired,
      ADDRESS_MSG.postalRequired,
      ADDRESS_MSG.countryRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a 5-digit postal code, a city with digits and a short line 1', async () => {
    stubFetch(() => json(500, {}));
    const { user } = renderForm();

    await fill(user, 'Address Line 1', '12 M');
    await fill(user, 'City', 'Coimbatore 2');
    await fill(user, 'State', 'Tamil Nadu');
    await fill(user, 'Postal Code', '64100');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Postal Code must be exactly 6 digits')).toBeTruthy();
    expect(screen.getByText('City cannot contain "2"')).toBeTruthy();
    expect(screen.getByText(ADDRESS_MSG.line1Short)).toBeTruthy();
    expect(field('Postal Code')).toHaveProperty('ariaInvalid', 'true');
  });

  it('takes a real Indian address, and names the character it cannot take', async () => {
    const address = anAddress({ id: 9 });
    const fetchMock = stubFetch(() => json(201, { address, message: 'Address added successfully' }));
    const { user } = renderForm();

    await fill(user, 'Address Line 1', '12/3A @ Main Road');
    await fill(user, 'Address Line 2 (optional)', 'Near Bus Stand (East)');
    await fill(user, 'City', 'St. Thomas Mount');
    await fill(user, 'State', 'Tamil Nadu');
    await fill(user, 'Postal Code', '600016');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address line 1 cannot contain "@"')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field('Address Line 1'));
    await fill(user, 'Address Line 1', "12/3A, St. Mary's Road (East)");
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address added successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/address')).toMatchObject([
      {
        addressLine1: "12/3A, St. Mary's Road (East)",
        addressLine2: 'Near Bus Stand (East)',
        city: 'St. Thomas Mount',
      },
    ]);
  });

  // Issue 31 #6: 'Tamilnadu' with 641601 was charged IGST; 'Mumbai, Maharashtra' with 641018 was taken.
  it('fills the state in from the pincode as it is typed', async () => {
    stubFetch(() => json(500, {}));
    const { user } = renderForm();

    await user.type(field('Postal Code'), '641601');
    expect(field('State')).toHaveProperty('value', 'Tamil Nadu');
    await user.clear(field('State'));
    await user.paste('Maharashtra');
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '641018');
    expect(field('State')).toHaveProperty('value', 'Tamil Nadu');
    // A pincode across a border keeps either of its states; one India Post does not list changes nothing.
    await user.clear(field('State'));
    await user.paste('Puducherry');
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '605101');
    expect(field('State')).toHaveProperty('value', 'Puducherry');
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '999999');
    expect(field('State')).toHaveProperty('value', 'Puducherry');
  });

  it('refuses a state the pincode is not in, naming the pincode’s state, and sends nothing', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderForm();

    await fill(user, 'Address Line 1', '12 Marine Drive');
    await fill(user, 'City', 'Mumbai');
    await fill(user, 'Postal Code', '641018');
    await user.clear(field('State'));
    await user.paste('Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText(ADDRESS_MSG.stateOfPincode('641018', ['Tamil Nadu']))).toBeTruthy();
    expect(field('State')).toHaveProperty('ariaInvalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps only digits in the postal code, six at most', async () => {
    const { user } = renderForm();
    const postal = field('Postal Code');
    await user.type(postal, '6a4-');
    expect(postal).toHaveProperty('value', '64');
    await user.clear(postal);
    await user.paste('6410069');
    expect(postal).toHaveProperty('value', '641006');
    expect(postal.getAttribute('maxlength')).toBe('6');
  });

  it('defaults the country to INDIA and posts the address for this user', async () => {
    const address = anAddress({ id: 9 });
    const fetchMock = stubFetch(() => json(201, { address, message: 'Address added successfully' }));
    const { user, onAdded } = renderForm();

    expect(field('Country')).toHaveProperty('value', 'INDIA');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address added successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/address')).toEqual([
      {
        userId: customer.id,
        addressLine1: '12 Mill Road',
        addressLine2: '',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        postalCode: '641006',
        country: 'INDIA',
        isDefault: true,
      },
    ]);
    expect(onAdded).toHaveBeenCalledWith(address);
    expect(field('Address Line 1')).toHaveProperty('value', '');
  });

  it('shows the server saying the address exists', async () => {
    stubFetch(() => json(409, { message: ADDRESS_MSG.duplicate, code: 'ADDRESS_EXISTS' }));
    const { user, onAdded } = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText(ADDRESS_MSG.duplicate)).toBeTruthy();
    expect(onAdded).not.toHaveBeenCalled();
  });

  describe('editing a saved address', () => {
    const saved = anAddress({ id: 4, address_line1: '12 Mill Road', address_line2: '', is_default: 0 });
    const renderEdit = (address = saved, onSaved = vi.fn()) => ({
      ...renderWithProviders(<AddressForm userId={customer.id} address={address} onSaved={onSaved} />, {
        route: '/delivery-address',
      }),
      onSaved,
    });

    it('starts filled in and sends the changed address to PUT /address/{id}', async () => {
      const changed = { ...saved, address_line1: '22 Mill Road' };
      const fetchMock = stubFetch(() => json(200, { address: changed, message: ADDRESS_MSG.updated }));
      const { user, onSaved } = renderEdit();

      expect(screen.getByRole('form', { name: 'Edit address' })).toBeTruthy();
      expect(field('Address Line 1')).toHaveProperty('value', '12 Mill Road');
      expect(field('City')).toHaveProperty('value', saved.city);
      expect(field('Postal Code')).toHaveProperty('value', saved.postal_code);
      await user.clear(field('Address Line 1'));
      await user.paste('22 Mill Road');
      await user.click(screen.getByRole('button', { name: 'Save Address' }));

      expect(await screen.findByText(ADDRESS_MSG.updated)).toBeTruthy();
      expect(sentBodies(fetchMock, '/api/address/4')).toEqual([
        {
          addressLine1: '22 Mill Road',
          addressLine2: '',
          city: saved.city,
          state: saved.state,
          postalCode: saved.postal_code,
          country: saved.country,
          isDefault: false,
        },
      ]);
      expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
      expect(onSaved).toHaveBeenCalledWith(changed);
    });

    it('checks the same rules as adding, under each field', async () => {
      const fetchMock = stubFetch(() => json(500, {}));
      const { user } = renderEdit();

      await user.clear(field('Address Line 1'));
      await user.paste('12 A');
      await user.clear(field('Postal Code'));
      await user.click(screen.getByRole('button', { name: 'Save Address' }));

      expect(await screen.findByText(ADDRESS_MSG.line1Short)).toBeTruthy();
      expect(screen.getByText(ADDRESS_MSG.postalRequired)).toBeTruthy();
      expect(field('Postal Code')).toHaveProperty('ariaInvalid', 'true');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows the server saying another saved address is the same', async () => {
      stubFetch(() => json(409, { message: ADDRESS_MSG.duplicate, code: 'ADDRESS_EXISTS' }));
      const { user, onSaved } = renderEdit();
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText(ADDRESS_MSG.duplicate)).toBeTruthy();
      expect(onSaved).not.toHaveBeenCalled();
    });

    it('offers to make it the default only when it is not already', () => {
      renderEdit({ ...saved, is_default: 1 });
      expect(screen.queryByRole('checkbox', { name: 'Make this my default address' })).toBeNull();
    });
  });
});
