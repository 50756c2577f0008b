// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { materials, ringShape } from '../../../testing/cart';
import { json, stubFetch } from '../../../testing/fetch';
import { twoTiers } from '../../../testing/lead-times';
import { renderWithProviders } from '../../../testing/render';
import ShapeDetailsPage from '../pages/ShapeDetailsPage';

/** A ring at 3 pieces: ₹183.29 a piece, the line, GST at 18% within the shop's state. */
const PRICED: QuoteReply = {
  priced: true,
  gstPercent: 18,
  items: [{ weightKg: 0.374, cutLengthMm: 942, pierces: 2, unitPaise: 18_329, linePaise: 54_987, discountPercent: 0 }],
  subtotalPaise: 54_987,
  minimumTopUpPaise: 0,
  cgstPaise: 4_949,
  sgstPaise: 4_949,
  igstPaise: 0,
  totalPaise: 64_885,
  leadTimes: twoTiers(54_987),
};

function stubShop(quote: (body: unknown) => QuoteReply) {
  return stubFetch((url, init) => {
    if (url === '/api/shape/4') return json(200, { shape: ringShape });
    if (url === '/api/shape/materialname') return json(200, { materialName: materials });
    if (url === '/api/quote' && init.method === 'POST') return json(200, quote(JSON.parse(String(init.body))));
    return json(404, { message: 'Not found' });
  });
}

const quoteBodies = (fetchMock: ReturnType<typeof stubShop>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/quote').map(([, init]) => JSON.parse(String(init?.body)));

function renderRing() {
  return renderWithProviders(<ShapeDetailsPage />, { route: '/shapes/4', path: '/shapes/:id' });
}

type User = ReturnType<typeof renderRing>['user'];

async function fillRing(user: User, quantity = '3') {
  const material = await screen.findByLabelText('Material');
  await within(material).findByRole('option', { name: 'SS 304' });
  await user.selectOptions(material, 'SS 304');
  for (const [label, value] of [
    ['Thickness', '2'],
    ['Quantity', quantity],
    ['Outer diameter (a)', '200'],
    ['Inner diameter (b)', '100'],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.paste(value);
  }
}

/** The estimate's figures: term → amount. */
function figures(): Record<string, string> {
  const estimate = screen.getByRole('region', { name: 'Estimate' });
  return Object.fromEntries(
    within(estimate)
      .getAllByRole('term')
      .map((term) => [term.firstChild?.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the configurator’s live estimate', { timeout: 15_000 }, () => {
  it('asks for a price only once the part is complete, for this one item and no state (guests too)', async () => {
    const fetchMock = stubShop(() => PRICED);
    const { user } = renderRing();

    expect(await screen.findByText(PRICING_MSG.completePart)).toBeTruthy();
    await fillRing(user);

    await waitFor(() => expect(figures()['Total incl. GST']).toBe('₹648.85'));
    expect(figures()).toEqual({
      'Price per piece': '₹183.29',
      Line: '₹549.87',
      'CGST (9%)': '₹49.49',
      'SGST (9%)': '₹49.49',
      'Total incl. GST': '₹648.85',
    });
    expect(screen.getByText('3 × ₹183.29')).toBeTruthy();
    // Each dispatch tier with its date and total: express 35 % on ₹549.87 is ₹192.45, taxed with it.
    const dispatch = within(screen.getByRole('region', { name: 'Dispatch' }));
    expect(dispatch.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'StandardDispatched by Thu, 3 Dec 2026₹648.85',
      'Express +35%Dispatched by Tue, 1 Dec 2026₹875.94',
    ]);
    expect(quoteBodies(fetchMock).at(-1)).toEqual({
      items: [
        {
          shape_id: 4,
          shape_name: 'Ring (washer)',
          material_name: 'SS 304',
          thickness: 2,
          quantity: 3,
          finish: 'Mill Finish',
          parameters: [
            { param_key: 'a', param_value: 200 },
            { param_key: 'b', param_value: 100 },
          ],
        },
      ],
    });
    // Nothing was asked before the part was whole.
    expect(quoteBodies(fetchMock).every((body) => body.items[0].parameters.length === 2)).toBe(true);
  });

  it('waits for typing to pause, and shows the quantity break and the minimum order top-up', async () => {
    const fetchMock = stubShop((body) => {
      const { quantity } = (body as { items: { quantity: number }[] }).items[0]!;
      if (quantity !== 12) return PRICED;
      const line = { ...PRICED.items[0]!, linePaise: 2_08_951, discountPercent: 5 };
      return { ...PRICED, items: [line], subtotalPaise: 2_50_000, minimumTopUpPaise: 41_049, totalPaise: 2_95_000 };
    });
    const { user } = renderRing();
    await fillRing(user);
    await waitFor(() => expect(figures()['Total incl. GST']).toBe('₹648.85'));

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '12');

    await waitFor(() => expect(figures()['Total incl. GST']).toBe('₹2,950.00'));
    expect(screen.getByText('12 × ₹183.29, 5% off')).toBeTruthy();
    expect(figures()['Minimum order top-up']).toBe('₹410.49');
    const quantities = quoteBodies(fetchMock).map((body) => body.items[0].quantity);
    expect(quantities).toContain(12);
    expect(quantities).not.toContain(1);
  });

  it('says Price on request while the shop has no rates', async () => {
    stubShop(() => ({ priced: false }));
    const { user } = renderRing();
    await fillRing(user);

    expect(await screen.findByText(PRICING_MSG.priceOnRequest)).toBeTruthy();
    expect(screen.queryByText('Price per piece')).toBeNull();
  });
});
