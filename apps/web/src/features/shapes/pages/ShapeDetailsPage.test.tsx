// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MATERIAL_MSG } from '@steelcut/domain/materials';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { findShapeBySlug, toShapeData } from '@steelcut/domain/shapes/catalogue';
import { authStore } from '../../../lib/auth-store';
import { localItem, materials, ringShape, serverItem } from '../../../testing/cart';
import { json, stubFetch, type FetchHandler } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { stubXhr } from '../../../testing/xhr';
import ShapeDetailsPage from './ShapeDetailsPage';

const RING_TOO_SMALL = 'Inner diameter (b) must be smaller than the outer diameter (less than 100 mm)';

function stubShop(more: FetchHandler = () => json(404, { message: 'Not found' })) {
  return stubFetch((url, init) => {
    if (url === '/api/shape/4') return json(200, { shape: ringShape });
    if (url === '/api/shape/materialname') return json(200, { materialName: materials });
    return more(url, init);
  });
}

function renderRing() {
  return renderWithProviders(<ShapeDetailsPage />, { route: '/shapes/4', path: '/shapes/:id' });
}

type User = ReturnType<typeof renderRing>['user'];

/** The field's own error text: MUI links it to the input through aria-describedby. */
function errorOf(label: string): string {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

async function fillRing(user: User, values: { thickness?: string; quantity?: string; a?: string; b?: string } = {}) {
  const { thickness = '2', quantity = '3', a = '200', b = '100' } = values;
  await user.selectOptions(await screen.findByLabelText('Material'), 'SS 304');
  for (const [label, value] of [
    ['Thickness', thickness],
    ['Quantity', quantity],
    ['Outer diameter (a)', a],
    ['Inner diameter (b)', b],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.paste(value);
  }
}

const addToCart = (user: User) => user.click(screen.getByRole('button', { name: 'Add to Cart' }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no object URLs; the drawing preview needs one.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

// Each test fills a whole form on a machine that may be busy.
describe('shape configurator', { timeout: 15_000 }, () => {
  it('shows the shape, its material and finish choices and one input per dimension, in order', async () => {
    stubShop();
    renderRing();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ring (washer)' })).toBeTruthy();
    const material = await screen.findByLabelText('Material');
    await waitFor(() => expect(within(material).getAllByRole('option')).toHaveLength(5));
    expect(
      within(screen.getByLabelText('Surface Finish'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mill Finish']);
    const inputs = screen.getAllByRole('textbox').map((input) => input.getAttribute('id'));
    expect(inputs.indexOf(screen.getByLabelText('Outer diameter (a)').id)).toBeLessThan(
      inputs.indexOf(screen.getByLabelText('Inner diameter (b)').id),
    );
    expect(
      screen.getByRole('img', { name: /where Outer diameter \(a\), Inner diameter \(b\) are measured/ }),
    ).toBeTruthy();
  });

  it('shows each rule of SPEC section 5 under its field', async () => {
    const fetchMock = stubShop();
    const { user } = renderRing();
    await screen.findByLabelText('Material');

    await addToCart(user);
    expect(await screen.findByText(MATERIAL_MSG.materialRequired)).toBeTruthy();
    expect(errorOf('Thickness')).toBe(MATERIAL_MSG.thicknessRequired);
    expect(errorOf('Outer diameter (a)')).toBe('Outer diameter (a) is required');

    await fillRing(user, { thickness: '0.5', quantity: '0', a: '10' });
    await addToCart(user);
    await waitFor(() => expect(errorOf('Thickness')).toBe('Thickness must be between 1 and 30'));
    expect(errorOf('Quantity')).toBe(CART_MSG.quantityMin);
    expect(errorOf('Outer diameter (a)')).toBe('Outer diameter (a) must be at least 15');
    expect(screen.queryByText(MATERIAL_MSG.materialRequired)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/shape/addcart');
  });

  it('keeps only digits and dots in thickness (3 characters) and digits in quantity (4)', async () => {
    stubShop();
    const { user } = renderRing();
    const thickness = await screen.findByLabelText('Thickness');
    const quantity = screen.getByLabelText('Quantity');

    await user.type(thickness, 'a1.5mm7');
    expect(thickness).toHaveProperty('value', '1.5');
    await user.clear(quantity);
    await user.type(quantity, '12-345');
    expect(quantity).toHaveProperty('value', '1234');
  });

  // Five dimensions to fill and a drawing with ten holes: more than the others do.
  it(
    'counts bolt holes in whole numbers: digits only, no mm, and n = 8 on the drawing',
    { timeout: 30_000 },
    async () => {
      const { name, parameters } = toShapeData(findShapeBySlug('flange')!);
      const flange = { id: 16, slug: 'flange', shape_Name: name, imageName: 'flange.svg', IsActive: 1, IsHide: 0 };
      stubFetch((url) => {
        if (url === '/api/shape/16')
          return json(200, {
            shape: { ...flange, parameters: parameters.map((p) => ({ ...p, image: 'flange.svg' })) },
          });
        if (url === '/api/shape/materialname') return json(200, { materialName: materials });
        return json(404, { message: 'Not found' });
      });
      const { user } = renderWithProviders(<ShapeDetailsPage />, { route: '/shapes/16', path: '/shapes/:id' });
      const material = await screen.findByLabelText('Material');
      await waitFor(() => expect(within(material).getAllByRole('option')).toHaveLength(5));
      await user.selectOptions(material, 'SS 304');

      const holes = screen.getByLabelText('Number of bolt holes (n)');
      expect(holes.getAttribute('inputmode')).toBe('numeric');
      expect(errorOf('Number of bolt holes (n)')).toBe('3 to 36');
      expect(errorOf('Pitch circle diameter (PCD)')).toBe('1 to 1500 mm');
      await user.type(holes, '8.5');
      expect(holes).toHaveProperty('value', '85');
      await user.clear(holes);
      await user.type(holes, '8');
      for (const [label, value] of [
        ['Thickness', '6'],
        ['Quantity', '2'],
        ['Outer diameter (a)', '200'],
        ['Bore diameter (b)', '100'],
        ['Pitch circle diameter (PCD)', '160'],
        ['Bolt hole diameter (c)', '18'],
      ] as const) {
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      }
      expect(await screen.findByText('n = 8')).toBeTruthy();
      expect(screen.getByText('PCD = 160')).toBeTruthy();
      expect(screen.getByText('Drawn to scale: 200 × 200 mm.')).toBeTruthy();

      await user.clear(holes);
      await user.type(holes, '24');
      await user.tab();
      await waitFor(() =>
        expect(errorOf('Number of bolt holes (n)')).toBe(
          'Number of bolt holes (n) must leave at least the plate thickness of material between neighbouring bolt holes (at most 20)',
        ),
      );
    },
  );

  it('puts a geometry error under the field that causes it, and clears it when the other field changes', async () => {
    stubShop();
    const { user } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user, { a: '100', b: '150' });
    await user.tab();
    await waitFor(() => expect(errorOf('Inner diameter (b)')).toBe(RING_TOO_SMALL));
    expect(errorOf('Outer diameter (a)')).toBe('15 to 1500 mm');

    await user.clear(screen.getByLabelText('Outer diameter (a)'));
    await user.type(screen.getByLabelText('Outer diameter (a)'), '300');
    await waitFor(() => expect(errorOf('Inner diameter (b)')).toBe('1 to 1500 mm'));
  });

  it('draws the part to scale as it is typed, and marks the drawing out of date when it stops validating', async () => {
    stubShop();
    const { user } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user, { a: '200', b: '100' });
    expect(await screen.findByRole('img', { name: 'Ring (washer) drawn to scale with its dimensions' })).toBeTruthy();
    expect(screen.getByText('Drawn to scale: 200 × 200 mm.')).toBeTruthy();
    expect(screen.getByText('a = 200')).toBeTruthy();
    // Ring 200/100, 2 mm, SS 304: π(100² − 50²) mm² × 2 mm × 7.93 g/cm³ ≈ 0.374 kg; 3 pieces ≈ 1.12 kg.
    expect(screen.getByText('0.374 kg')).toBeTruthy();
    expect(screen.getByText('1.12 kg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download DXF' })).toHaveProperty('disabled', false);

    await user.type(screen.getByLabelText('Inner diameter (b)'), '0');
    expect(await screen.findByText('Out of date')).toBeTruthy();
    expect(screen.getByText('a = 200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download DXF' })).toHaveProperty('disabled', true);
  });

  it('adds a guest item to the local cart and goes to the cart after 1.2 s', async () => {
    const fetchMock = stubShop();
    const { user, router } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user, { thickness: '2.5' });
    await addToCart(user);

    expect(await screen.findByText(CART_MSG.added)).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem('guest_cart') ?? '[]');
    expect(stored).toEqual([
      expect.objectContaining({
        shape_id: 4,
        shape_name: 'Ring (washer)',
        shape_slug: 'ring',
        material_name: 'SS 304',
        thickness: 2.5,
        quantity: 3,
        finish: 'Mill Finish',
        parameters: [
          { param_key: 'a', param_value: 200 },
          { param_key: 'b', param_value: 100 },
        ],
        isGuestItem: true,
      }),
    ]);
    expect(stored[0].id).toMatch(/^guest-/);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/shape/addcart');
    expect(router.location.pathname).toBe('/shapes/4');
    await waitFor(() => expect(router.location.pathname).toBe('/cart'), { timeout: 2000 });
  });

  it('raises the guest line of the same part instead of adding another, and says so', async () => {
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([
        localItem({
          id: 'guest-ring',
          shape_id: 4,
          shape_name: 'Ring (washer)',
          shape_slug: 'ring',
          material_name: 'SS 304',
          thickness: 2,
          quantity: 9998,
          parameters: [
            { param_key: 'a', param_value: 200 },
            { param_key: 'b', param_value: 100 },
          ],
        }),
      ]),
    );
    stubShop();
    const { user } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user, { quantity: '3' });
    await addToCart(user);

    expect(await screen.findByText(CART_MSG.addedCapped)).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem('guest_cart') ?? '[]');
    expect(stored.map((item: { id: string; quantity: number }) => [item.id, item.quantity])).toEqual([
      ['guest-ring', 9999],
    ]);
  });

  it('keeps a guest item with a drawing for after login, says why and goes to login', async () => {
    stubShop();
    const { user, router } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user);
    const drawing = new File(['%PDF-1.4 drawing'], 'bracket.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Drawing file'), drawing);
    expect(screen.getByText('bracket.pdf')).toBeTruthy();
    await addToCart(user);

    expect(await screen.findByText(CART_MSG.guestImage)).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/auth/login'));
    const pending = JSON.parse(localStorage.getItem('pendingCartItemWithImage') ?? 'null');
    expect(pending).toMatchObject({
      shape_id: 4,
      image_name: 'bracket.pdf',
      image_type: 'application/pdf',
      isGuestItem: true,
    });
    expect(pending.image_data).toMatch(/^data:application\/pdf;base64,/);
    expect(localStorage.getItem('guest_cart')).toBeNull();
  });

  it('refuses a drawing that is too large or of the wrong type', async () => {
    stubShop();
    renderRing();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Material');

    await user.upload(
      screen.getByLabelText('Drawing file'),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByText(CART_MSG.imageType)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Drawing file'), big);
    expect(await screen.findByText(CART_MSG.imageTooLarge)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of the attached drawing' }).getAttribute('src')).toBe(
      'blob:preview',
    );
  });

  it('sends a customer item as multipart and shows the server field errors under their fields', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const fetchMock = stubShop((url) =>
      url === '/api/shape/addcart'
        ? json(400, {
            message: RING_TOO_SMALL,
            code: 'VALIDATION',
            errors: [
              { field: 'b', message: RING_TOO_SMALL },
              { field: 'materialName', message: MATERIAL_MSG.materialRequired },
            ],
          })
        : json(404, {}),
    );
    const { user } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user);
    await addToCart(user);

    await waitFor(() => expect(errorOf('Inner diameter (b)')).toBe(RING_TOO_SMALL));
    expect(errorOf('Material')).toBe(MATERIAL_MSG.materialRequired);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/shape/addcart')!;
    const form = init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      userId: String(customer.id),
      shapeId: '4',
      shapeName: 'Ring (washer)',
      thickness: '2',
      quantity: '3',
      materialName: 'SS 304',
      finish: 'Mill Finish',
      parameters: JSON.stringify([
        { key: 'a', value: 200 },
        { key: 'b', value: 100 },
      ]),
    });
  });

  it('uploads a customer drawing with progress and goes to the cart', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubShop();
    const xhr = stubXhr(() => ({ status: 200, body: { items: [serverItem()], message: 'Added to cart' } }), {
      manual: true,
    });
    const { user, router } = renderRing();
    await screen.findByLabelText('Material');

    await fillRing(user);
    await user.upload(screen.getByLabelText('Drawing file'), new File(['GIF89a'], 'part.gif', { type: 'image/gif' }));
    await addToCart(user);

    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading drawing' }).getAttribute('aria-valuenow')).toBe('50'),
    );
    act(() => xhr.sent[0]!.respond());
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]!.url).toBe('/api/shape/addcart');
    expect(xhr.sent[0]!.headers.Authorization).toBe(`Bearer ${authStore.getState().accessToken}`);
    expect((xhr.sent[0]!.body!.get('image') as File).name).toBe('part.gif');
    await waitFor(() => expect(router.location.pathname).toBe('/cart'), { timeout: 2000 });
  });

  it('says so when the shape does not exist or is hidden', async () => {
    stubFetch((url) =>
      url === '/api/shape/4' ? json(404, { message: 'Shape not found', code: 'SHAPE_NOT_FOUND' }) : json(200, {}),
    );
    renderRing();
    expect(await screen.findByText('Shape not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another shape' }).getAttribute('href')).toBe('/home');
  });
});
