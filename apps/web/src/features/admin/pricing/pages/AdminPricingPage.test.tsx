// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatRupees } from '@steelcut/domain/money';
import { priceLine, taxSplit } from '@steelcut/domain/pricing/price';
import { PRICING_MSG, type Pricing } from '@steelcut/domain/schemas/pricing';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import { partMeasures } from '@steelcut/domain/shapes/measures';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aShop } from '@steelcut/domain/testing/shop';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch, type FetchHandler } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminPricingPage from './AdminPricingPage';

const URL = '/api/admin/pricing';

/** GET answers `saved`; PUT answers `put` (by default: stored, with the server's message). */
function stubPricing(saved: Pricing | null, put?: FetchHandler) {
  return stubFetch((url, init) => {
    if (url !== URL) return json(404, { message: 'Not found' });
    if (init.method === 'PUT') {
      if (put) return put(url, init);
      const { pricing } = JSON.parse(String(init.body)) as { pricing: Pricing };
      return json(200, { pricing, message: PRICING_MSG.saved });
    }
    return json(200, { pricing: saved });
  });
}

/** The bodies of PUT /admin/pricing. */
function saved(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === URL && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The page, the shop's settings known (as the admin's app has them). */
function renderPage(shop: ShopSettings = aShop()) {
  return renderWithProviders(<AdminPricingPage />, { route: '/admin/pricing', shop });
}

type User = ReturnType<typeof renderPage>['user'];

async function type(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.paste(value);
}

/** The field's own helper or error text (MUI links it through aria-describedby). */
function helperOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const band = (n: number) => screen.getByRole('group', { name: `Thickness band ${n}` });

/** The worked example's figures: step name → amount. */
function exampleFigures(): Record<string, string> {
  const example = screen.getByRole('region', { name: 'Worked example' });
  return Object.fromEntries(
    within(example)
      .getAllByRole('term')
      .map((term) => [term.firstChild?.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

describe('AdminPricingPage', () => {
  it('starts a shop without rates from empty rows, and saves the table in paise', async () => {
    const fetchMock = stubPricing(null);
    const { user } = renderPage();

    expect(await screen.findByText(PRICING_MSG.notSaved)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Pricing - Ravi Steel Works'));
    expect(within(band(1)).getByLabelText('Up to')).toHaveProperty('value', '30');

    for (const [grade, rupees] of [
      ['SS 304', '250'],
      ['SS 316', '350.00'],
      ['SS 202', '180'],
      ['SS 430', '199.999'],
    ] as const) {
      await type(user, screen.getByLabelText(grade), rupees);
    }
    await type(user, within(band(1)).getByLabelText('Up to'), '3');
    await type(user, within(band(1)).getByLabelText('Per metre'), '40');
    await type(user, within(band(1)).getByLabelText('Per pierce'), '5');
    await user.click(screen.getByRole('button', { name: 'Add thickness band' }));
    await type(user, within(band(2)).getByLabelText('Up to'), '30');
    await type(user, within(band(2)).getByLabelText('Per metre'), '250');
    await type(user, within(band(2)).getByLabelText('Per pierce'), '40.5');
    await user.click(screen.getByRole('button', { name: 'Add quantity break' }));
    const rung = screen.getByRole('group', { name: 'Quantity break 1' });
    await type(user, within(rung).getByLabelText('From'), '10');
    await type(user, within(rung).getByLabelText('Discount'), '5');
    await type(user, screen.getByLabelText('Sheet use'), '80');
    await type(user, screen.getByLabelText('Minimum order'), '500');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText(PRICING_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)).toEqual([
      {
        pricing: aPricing({
          materials: [
            { material: 'SS 304', paisePerKg: 25_000 },
            { material: 'SS 316', paisePerKg: 35_000 },
            { material: 'SS 202', paisePerKg: 18_000 },
            { material: 'SS 430', paisePerKg: 20_000 },
          ],
          cutting: [
            { upToThicknessMm: 3, paisePerMetre: 4_000, paisePerPierce: 500 },
            { upToThicknessMm: 30, paisePerMetre: 25_000, paisePerPierce: 4_050 },
          ],
          quantityBreaks: [{ minQuantity: 10, discountPercent: 5 }],
        }),
      },
    ]);
    expect(screen.queryByText(PRICING_MSG.notSaved)).toBeNull();
    expect(screen.getByLabelText('SS 430')).toHaveProperty('value', '200.00');
  });

  // Issue 34 #1: Pricing showed an empty state and GSTIN, refused to save without them, and replaced the settings'.
  it('shows the shop’s state and GSTIN from Shop settings, read-only, with a link there, and sends neither', async () => {
    const fetchMock = stubPricing(aPricing());
    const { user } = renderPage();

    const section = await screen.findByRole('region', { name: 'Order and tax' });
    expect(await within(section).findByText(aShop().gstin!)).toBeTruthy();
    expect(within(section).getByText('Tamil Nadu')).toBeTruthy();
    expect(within(section).queryByRole('textbox', { name: 'Shop GSTIN' })).toBeNull();
    expect(within(section).queryByRole('combobox', { name: 'Shop state' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Change in Shop settings' }).getAttribute('href')).toBe(
      '/admin/shop',
    );
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText(PRICING_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)).toEqual([{ pricing: aPricing() }]);
  });

  it('saves for a shop without a GSTIN, warning while GST is charged', async () => {
    const fetchMock = stubPricing(aPricing());
    const { user } = renderPage(aShop({ gstin: null }));

    const section = await screen.findByRole('region', { name: 'Order and tax' });
    expect(await within(section).findByText(PRICING_MSG.noGstin)).toBeTruthy();
    expect(within(section).getByText(PRICING_MSG.gstWithoutGstin)).toBeTruthy();
    await type(user, screen.getByLabelText('GST rate'), '0');
    await waitFor(() => expect(within(section).queryByText(PRICING_MSG.gstWithoutGstin)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText(PRICING_MSG.saved)).toBeTruthy();
    expect(saved(fetchMock)).toEqual([{ pricing: aPricing({ gstPercent: 0 }) }]);
  });

  it('checks the table with the domain’s rules before sending it', async () => {
    const fetchMock = stubPricing(null);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(helperOf(screen.getByLabelText('SS 304'))).toBe(PRICING_MSG.enterNumber));
    expect(saved(fetchMock)).toEqual([]);
  });

  it('shows a rule about a whole list under its rows', async () => {
    const fetchMock = stubPricing(aPricing());
    const { user } = renderPage();

    await type(
      user,
      within(await screen.findByRole('group', { name: 'Thickness band 3' })).getByLabelText('Up to'),
      '20',
    );
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    const cutting = screen.getByRole('region', { name: 'Cutting' });
    expect(await within(cutting).findByText(PRICING_MSG.bandsCoverAll)).toBeTruthy();
    expect(saved(fetchMock)).toEqual([]);
  });

  it('shows the server’s field errors under their fields', async () => {
    stubPricing(aPricing(), () =>
      json(400, {
        message: 'The rates were not saved',
        code: 'VALIDATION',
        errors: [
          { field: 'pricing.hsnCode', message: PRICING_MSG.hsn },
          { field: 'pricing.cutting', message: PRICING_MSG.bandsAscending },
        ],
      }),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('The rates were not saved')).toBeTruthy();
    await waitFor(() => expect(helperOf(screen.getByLabelText('HSN code'))).toBe(PRICING_MSG.hsn));
    const cutting = screen.getByRole('region', { name: 'Cutting' });
    expect(within(cutting).getByText(PRICING_MSG.bandsAscending)).toBeTruthy();
  });

  it('prices the worked example with the domain’s own priceLine, live from the form', async () => {
    stubPricing(aPricing());
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Worked example' });

    const expectFigures = (pricing: Pricing, material: string, thicknessMm: number, quantity: number) => {
      const measures = partMeasures(findShapeBySlug('rectangle')!, { a: 250, b: 120 }, thicknessMm, material);
      const part = { ...measures, weightKg: measures.weightKg!, material, thicknessMm, quantity };
      const line = priceLine(pricing, part);
      const tax = taxSplit({ ...pricing, shopState: aShop().address.state }, line.linePaise, undefined);
      expect(exampleFigures()).toMatchObject({
        Piece: formatRupees(line.unitPaise),
        Line: formatRupees(line.linePaise),
        'CGST (9%)': formatRupees(tax.cgstPaise),
        'SGST (9%)': formatRupees(tax.sgstPaise),
        'Total incl. GST': formatRupees(tax.totalPaise),
      });
    };

    // 250 × 120 mm, SS 304, 2 mm, 4 pieces: ₹183.29 a piece, ₹733.16 the line (worked by hand in the domain).
    expect(exampleFigures()).toMatchObject({ Piece: '₹183.29', Line: '₹733.16', 'Total incl. GST': '₹865.12' });
    expectFigures(aPricing(), 'SS 304', 2, 4);

    const example = screen.getByRole('region', { name: 'Worked example' });
    await user.selectOptions(within(example).getByLabelText('Grade'), 'SS 316');
    await user.selectOptions(within(example).getByLabelText('Thickness'), '6');
    await user.selectOptions(within(example).getByLabelText('Quantity'), '10');
    expectFigures(aPricing(), 'SS 316', 6, 10);

    await type(user, screen.getByLabelText('SS 316'), '400');
    const dearer = aPricing();
    dearer.materials[1] = { material: 'SS 316', paisePerKg: 40_000 };
    expectFigures(dearer, 'SS 316', 6, 10);
  });

  it('says when the rates cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch(() => (fail ? json(500, {}) : json(200, { pricing: aPricing() })));
    const { user } = renderPage();

    expect(await screen.findByText(PRICING_MSG.loadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('SS 304')).toHaveProperty('value', '250.00');
  });
});
