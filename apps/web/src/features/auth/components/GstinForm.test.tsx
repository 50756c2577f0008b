// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { MSG } from '@steelcut/domain/schemas/fields';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { authStore, useAuth } from '../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { GstinForm } from './GstinForm';

// A real GSTIN (Tamil Nadu) whose check character holds.
const GSTIN = '33AAPFU0939F1Z2';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

/** The form as the profile page shows it: for the user in the store. */
function StoredUserGstin() {
  const { user } = useAuth();
  return user ? <GstinForm user={user} /> : null;
}

const renderForm = () => renderWithProviders(<StoredUserGstin />, { route: '/profileDetails' });

function stubUpdate() {
  return stubFetch((url, init) => {
    const { gstin, company } = JSON.parse(String(init.body)) as { gstin: string; company: string };
    const user = { ...customer, gstin: gstin || null, company: company.trim() || null };
    return json(200, { user, token: jwtExpiringIn(900), message: BILLING_MSG.gstinSaved });
  });
}

describe('GstinForm', () => {
  it('checks the GSTIN in the browser and sends nothing when it is wrong', async () => {
    const fetchMock = stubUpdate();
    const { user } = renderForm();

    // The last character is not the check character.
    await user.type(screen.getByRole('textbox', { name: 'GSTIN (optional)' }), '33AAPFU0939F1Z3');
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));

    expect(await screen.findByText(MSG.gstinCheckCharacter)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a GSTIN typed in lower case, and puts the new user in the store', async () => {
    const fetchMock = stubUpdate();
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'GSTIN (optional)' }), GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));

    expect(await screen.findByText(BILLING_MSG.gstinSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/updateGstin')).toEqual([{ gstin: GSTIN, company: '' }]);
    expect(authStore.getState().user?.gstin).toBe(GSTIN);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save GST details' })).toHaveProperty('disabled', true),
    );
    expect((screen.getByRole('textbox', { name: 'GSTIN (optional)' }) as HTMLInputElement).value).toBe(GSTIN);
  });

  it('removes the GSTIN when the field is emptied', async () => {
    const withGstin = { ...customer, gstin: GSTIN };
    authStore.setUser(withGstin);
    const fetchMock = stubUpdate();
    const { user } = renderForm();

    const field = screen.getByRole('textbox', { name: 'GSTIN (optional)' });
    expect((field as HTMLInputElement).value).toBe(GSTIN);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));

    expect(await screen.findByText(BILLING_MSG.gstinSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/updateGstin')).toEqual([{ gstin: '', company: '' }]);
    expect(authStore.getState().user?.gstin).toBeNull();
  });

  it('saves the company the invoices are made out to beside the GSTIN', async () => {
    const fetchMock = stubUpdate();
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Company name (optional)' }), 'Lakshmi Engineering Works');
    await user.type(screen.getByRole('textbox', { name: 'GSTIN (optional)' }), GSTIN);
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));

    expect(await screen.findByText(BILLING_MSG.gstinSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/updateGstin')).toEqual([
      { gstin: GSTIN, company: 'Lakshmi Engineering Works' },
    ]);
    expect(authStore.getState().user?.company).toBe('Lakshmi Engineering Works');
  });

  it("shows the server's message on the field when it refuses", async () => {
    stubFetch(() =>
      json(400, {
        message: 'Invalid request',
        code: 'VALIDATION',
        errors: [{ field: 'gstin', message: PRICING_MSG.gstin }],
      }),
    );
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'GSTIN (optional)' }), GSTIN);
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));

    expect(await screen.findByText('Invalid request')).toBeTruthy();
    expect(screen.getByText(PRICING_MSG.gstin)).toBeTruthy();
  });
});
