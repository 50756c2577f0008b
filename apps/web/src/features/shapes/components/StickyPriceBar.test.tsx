// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { materials, ringShape } from '../../../testing/cart';
import { json, stubFetch } from '../../../testing/fetch';
import { stubPhoneScreen } from '../../../testing/media';
import { renderWithProviders } from '../../../testing/render';
import ShapeDetailsPage from '../pages/ShapeDetailsPage';

/** A ring at 3 pieces, GST at 18% within the shop's state: ₹648.85 in all. */
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
  leadTimes: [],
};

function stubShop(quote: QuoteReply = PRICED) {
  return stubFetch((url, init) => {
    if (url === '/api/shape/4') return json(200, { shape: ringShape });
    if (url === '/api/shape/materialname') return json(200, { materialName: materials });
    if (url === '/api/quote' && init.method === 'POST') return json(200, quote);
    return json(404, { message: 'Not found' });
  });
}

function renderRing() {
  return renderWithProviders(<ShapeDetailsPage />, { route: '/shapes/4', path: '/shapes/:id' });
}

async function fillRing(user: ReturnType<typeof renderRing>['user']) {
  const material = await screen.findByLabelText('Material');
  await within(material).findByRole('option', { name: 'SS 304' });
  await user.selectOptions(material, 'SS 304');
  for (const [label, value] of [
    ['Thickness', '2'],
    ['Quantity', '3'],
    ['Outer diameter (a)', '200'],
    ['Inner diameter (b)', '100'],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const bar = () => screen.getByRole('region', { name: 'Price and Add to Cart' });

/** The page's room below its end for the bar (jsdom applies no media query: read from the styles). */
const bottomRoom = () =>
  [...document.querySelectorAll('style')].some((style) =>
    /@media \(max-width:899\.95px\)\{body\{padding-bottom:calc\(72px/.test(style.textContent ?? ''),
  );

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the price bar at the bottom of a phone’s screen', { timeout: 15_000 }, () => {
  it('shows the live total as the estimate does, beside the one Add to Cart button', async () => {
    stubPhoneScreen();
    stubShop();
    const { user } = renderRing();

    await screen.findByLabelText('Material');
    expect(within(bar()).getByText(PRICING_MSG.completePart)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toEqual([
      within(bar()).getByRole('button', { name: 'Add to Cart' }),
    ]);
    // The page keeps room below its end, so the bar covers no field.
    expect(bottomRoom()).toBe(true);

    await fillRing(user);
    await waitFor(() => expect(within(bar()).getByText('₹648.85')).toBeTruthy());
    expect(within(bar()).getByText('Total incl. GST')).toBeTruthy();
  });

  it('says Price on request while the shop has no rates', async () => {
    stubPhoneScreen();
    stubShop({ priced: false });
    const { user } = renderRing();
    await fillRing(user);
    await waitFor(() => expect(within(bar()).getByText(PRICING_MSG.priceOnRequest)).toBeTruthy());
  });

  it('submits the form: its rules first, then the item goes into the cart', async () => {
    stubPhoneScreen();
    stubShop();
    const { user, router } = renderRing();
    await screen.findByLabelText('Material');

    await user.click(within(bar()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please select a material type')).toBeTruthy();

    await fillRing(user);
    await user.click(within(bar()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('guest_cart') ?? '[]')).toHaveLength(1);
    await waitFor(() => expect(router.location.pathname).toBe('/cart'), { timeout: 3000 });
  });

  it('is not there on a desktop, where the button stays under the form', async () => {
    stubShop();
    renderRing();
    await screen.findByLabelText('Material');
    expect(screen.queryByRole('region', { name: 'Price and Add to Cart' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);
    expect(bottomRoom()).toBe(false);
  });
});
