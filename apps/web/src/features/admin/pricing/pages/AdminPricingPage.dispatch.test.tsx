// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchDate, formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { workingCalendar } from '@steelcut/domain/pricing/lead-times';
import { LEAD_TIME_MSG } from '@steelcut/domain/schemas/lead-times';
import { PRICING_MSG, type Pricing } from '@steelcut/domain/schemas/pricing';
import { DEFAULT_SHOP } from '@steelcut/domain/schemas/shop';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminPricingPage from './AdminPricingPage';

const URL = '/api/admin/pricing';

/** The saved table, the shop's settings (opening hours 09:00 to 18:00), and a PUT that stores what it is sent. */
function stubShop(pricing: Pricing = aPricing()) {
  return stubFetch((url, init) => {
    if (url === '/api/shop') return json(200, { shop: DEFAULT_SHOP });
    if (url !== URL) return json(404, { message: 'Not found' });
    if (init.method === 'PUT') return json(200, { ...JSON.parse(String(init.body)), message: PRICING_MSG.saved });
    return json(200, { pricing });
  });
}

const saved = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === URL && init?.method === 'PUT')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { pricing: Pricing }).pricing);

function renderPage() {
  return renderWithProviders(<AdminPricingPage />, { route: '/admin/pricing' });
}
type User = ReturnType<typeof renderPage>['user'];

async function type(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const tier = (name: 'Standard' | 'Express') => screen.getByRole('group', { name: `${name} dispatch` });

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

describe('the pricing page’s dispatch settings', () => {
  it('edits the tiers, the cut-off, holidays and validity, and saves them with the rates', async () => {
    const fetchMock = stubShop(aPricing({ holidays: ['2026-10-20'] }));
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Dispatch' });
    const cutOff = within(section).getByLabelText('Order cut-off');
    await waitFor(() => expect(helperOf(cutOff)).toContain('Opening hours 09:00 to 18:00'));

    await type(user, within(tier('Standard')).getByLabelText('Working days'), '4');
    await type(user, within(tier('Express')).getByLabelText('Label customers see'), 'Next day');
    await type(user, within(tier('Express')).getByLabelText('Surcharge'), '50');
    await type(user, cutOff, '17:00');
    await type(user, within(section).getByLabelText('Quotations valid for'), '30');
    await user.click(within(section).getByRole('button', { name: 'Remove holiday 1' }));
    await user.click(within(section).getByRole('button', { name: 'Add holiday' }));
    await type(user, within(section).getByLabelText('Holiday 1'), '2026-12-25');
    await user.click(within(section).getByRole('button', { name: 'Add holiday' }));
    await type(user, within(section).getByLabelText('Holiday 2'), '2027-01-26');

    // What an order placed now would be promised, by the domain's own function.
    const calendar = workingCalendar(DEFAULT_SHOP.openingHours, {
      cutOffTime: '17:00',
      holidays: ['2026-12-25', '2027-01-26'],
    });
    const by = (days: number) => formatDispatchDate(dispatchDate(new Date(), calendar, days));
    expect(within(section).getByRole('status').textContent).toBe(
      `An order placed now: Standard by ${by(4)}; Next day by ${by(1)}.`,
    );

    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText(PRICING_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)).toEqual([
      aPricing({
        leadTimes: [
          { tier: 'standard', label: 'Standard', workingDays: 4, surchargePercent: 0 },
          { tier: 'express', label: 'Next day', workingDays: 1, surchargePercent: 50 },
        ],
        cutOffTime: '17:00',
        holidays: ['2026-12-25', '2027-01-26'],
        quoteValidityDays: 30,
      }),
    ]);
  });

  it('stops offering express when it is unticked', async () => {
    const fetchMock = stubShop();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Dispatch' });
    await user.click(within(tier('Express')).getByRole('checkbox', { name: 'Offer express dispatch' }));
    expect(within(tier('Express')).queryByLabelText('Surcharge')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]!.leadTimes).toEqual([aPricing().leadTimes[0]]);
  });

  it('refuses a cut-off outside the opening hours and bad tiers with the domain’s messages, and sends nothing', async () => {
    const fetchMock = stubShop();
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Dispatch' });
    await waitFor(() => expect(helperOf(within(section).getByLabelText('Order cut-off'))).toContain('Opening hours'));

    await type(user, within(section).getByLabelText('Order cut-off'), '18:30');
    await type(user, within(tier('Express')).getByLabelText('Surcharge'), '250');
    await type(user, within(tier('Express')).getByLabelText('Working days'), '5');
    await user.click(within(section).getByRole('button', { name: 'Add holiday' }));
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() =>
      expect(helperOf(within(section).getByLabelText('Order cut-off'))).toBe(
        LEAD_TIME_MSG.cutOffOutsideHours('09:00', '18:00'),
      ),
    );
    expect(helperOf(within(tier('Express')).getByLabelText('Surcharge'))).toBe(LEAD_TIME_MSG.surcharge);
    expect(within(section).getByText(LEAD_TIME_MSG.expressSlower)).toBeTruthy();
    expect(helperOf(within(section).getByLabelText('Holiday 1'))).toBe(LEAD_TIME_MSG.holiday);
    expect(saved(fetchMock)).toEqual([]);
  });
});
