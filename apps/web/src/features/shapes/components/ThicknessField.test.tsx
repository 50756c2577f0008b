// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { materials, ringShape } from '../../../testing/cart';
import { json, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import ShapeDetailsPage from '../pages/ShapeDetailsPage';

const STOCKED: ShopSettings = {
  ...DEFAULT_SHOP,
  stock: [
    { material: 'SS 316', thicknessesMm: [2, 1, 1.5] },
    { material: 'SS 304', thicknessesMm: [3, 6] },
    { material: 'SS 202', thicknessesMm: [1.2] },
  ],
  finishes: [
    { name: 'Mill Finish', adderPaisePerM2: 0 },
    { name: 'Brushed (No. 4)', adderPaisePerM2: 12_000 },
  ],
};

/** The ring's page with GET /shop answering `shop` (null: the route is not there yet, 404). */
function renderRing(shop: ShopSettings | null) {
  const fetchMock = stubFetch((url) => {
    if (url === '/api/shape/4') return json(200, { shape: ringShape });
    if (url === '/api/shape/materialname') return json(200, { materialName: materials });
    if (url === '/api/shop' && shop) return json(200, { shop });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  // No settings brought with the page: it asks GET /shop, as a page the server did not render does.
  const page = renderWithProviders(<ShapeDetailsPage />, { route: '/shapes/4', path: '/shapes/:id', shop: null });
  return { fetchMock, ...page };
}
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the configurator with the shop’s stock and finishes', { timeout: 15_000 }, () => {
  it('offers the stocked thicknesses of the chosen grade as a labelled select, thinnest first', async () => {
    const { user } = renderRing(STOCKED);
    const material = await screen.findByLabelText('Material');
    await waitFor(() => expect(optionsOf('Surface Finish')).toHaveLength(2));
    // Before a grade is chosen, any thickness may be typed.
    expect(screen.getByLabelText('Thickness').tagName).toBe('INPUT');

    await user.selectOptions(material, 'SS 316');
    const thickness = screen.getByLabelText('Thickness');
    expect(thickness.tagName).toBe('SELECT');
    expect(optionsOf('Thickness')).toEqual(['Select a thickness', '1 mm', '1.5 mm', '2 mm']);
    expect(screen.getByText('Stocked in SS 316')).toBeTruthy();

    // Keyboard: the select is reached with Tab from the finish and takes arrow keys.
    screen.getByLabelText('Surface Finish').focus();
    await user.tab();
    expect(document.activeElement).toBe(thickness);
    await user.selectOptions(thickness, '1.5 mm');
    expect(thickness).toHaveProperty('value', '1.5');

    // Another grade, its own list; 1.5 mm is not among them, so nothing is chosen.
    await user.selectOptions(material, 'SS 304');
    expect(optionsOf('Thickness')).toEqual(['Select a thickness', '3 mm', '6 mm']);
    expect(screen.getByLabelText('Thickness')).toHaveProperty('value', '');
  });

  it('lists the finishes with their adders and leaves a grade out of stock unchosen', async () => {
    renderRing(STOCKED);
    await waitFor(() => expect(optionsOf('Surface Finish')).toEqual(['Mill Finish', 'Brushed (No. 4) (+₹120.00/m²)']));
    const grade430 = within(screen.getByLabelText('Material')).getByRole('option', { name: 'SS 430 (not in stock)' });
    expect(grade430).toHaveProperty('disabled', true);
  });

  it('prices the part with the chosen finish and a stocked thickness', async () => {
    const { user, fetchMock } = renderRing(STOCKED);
    await waitFor(() => expect(optionsOf('Surface Finish')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Material'), 'SS 316');
    await user.selectOptions(screen.getByLabelText('Thickness'), '2 mm');
    await user.selectOptions(screen.getByLabelText('Surface Finish'), 'Brushed (No. 4)');
    await user.type(screen.getByLabelText('Outer diameter (a)'), '200');
    await user.type(screen.getByLabelText('Inner diameter (b)'), '100');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/quote')).toBe(true));
    const quoted = fetchMock.mock.calls.filter(([url]) => url === '/api/quote').at(-1)!;
    expect(JSON.parse(String(quoted[1]?.body)).items[0]).toMatchObject({
      material_name: 'SS 316',
      thickness: 2,
      finish: 'Brushed (No. 4)',
    });
  });

  it('keeps the text input and Mill Finish when the shop has no stock list or its settings cannot be read', async () => {
    for (const shop of [DEFAULT_SHOP, null]) {
      const { user, unmount, fetchMock } = renderRing(shop);
      await waitFor(() => expect(optionsOf('Material')).toHaveLength(5));
      await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/shop')).toBe(true));
      await user.selectOptions(screen.getByLabelText('Material'), 'SS 316');
      expect(screen.getByLabelText('Thickness').tagName).toBe('INPUT');
      expect(optionsOf('Surface Finish')).toEqual(['Mill Finish']);
      unmount();
    }
  });
});
