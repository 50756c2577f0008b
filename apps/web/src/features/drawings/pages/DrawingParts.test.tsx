// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_MESSAGES } from '@steelcut/domain/drawings/messages';
import { MIN_PART_MM } from '@steelcut/domain/shapes/limits';
import { authStore } from '../../../lib/auth-store';
import { guestCart } from '../../../lib/cart/guest-cart';
import { materials } from '../../../testing/cart';
import { aDrawing, aThreePartDrawing, DRAWING_ID } from '../../../testing/drawings';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import DrawingPage from './DrawingPage';

const routes = [
  { path: '/drawings/:id', element: <DrawingPage /> },
  { path: '/cart', element: <p>Cart</p> },
];

/** Each item's line of the quote: ₹100, ₹20 and ₹5 a piece, in the order asked. */
const PIECE_PAISE = [10_000, 2_000, 500];

function quoteReply(items: { quantity: number }[]) {
  const lines = items.map((item, i) => ({
    weightKg: 1,
    cutLengthMm: 100,
    pierces: 1,
    unitPaise: PIECE_PAISE[i]!,
    linePaise: PIECE_PAISE[i]! * item.quantity,
    discountPercent: 0,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.linePaise, 0);
  return {
    priced: true,
    gstPercent: 18,
    items: lines,
    subtotalPaise: subtotal,
    minimumTopUpPaise: 0,
    deliveryPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: subtotal,
    leadTimes: [],
  };
}

type Sent = { quotes: { items: Record<string, unknown>[] }[]; adds: Record<string, FormDataEntryValue>[] };

/** The API for this drawing: materials, the drawing (for any plate), the quote and adding to the cart. */
function stubApi(drawing: Drawing): Sent {
  const sent: Sent = { quotes: [], adds: [] };
  stubFetch((url, init) => {
    if (url === '/api/shape/materialname') return json(200, { materialName: materials });
    if (url.startsWith(`/api/drawings/${DRAWING_ID}`)) return json(200, { drawing });
    if (url === '/api/quote') {
      const body = JSON.parse(String(init?.body)) as Sent['quotes'][number];
      sent.quotes.push(body);
      return json(200, quoteReply(body.items as { quantity: number }[]));
    }
    if (url === '/api/shape/addcart') {
      sent.adds.push(Object.fromEntries((init?.body as FormData).entries()));
      return json(200, { items: [], message: 'Added to cart' });
    }
    return json(404, {});
  });
  return sent;
}

/** SS 304, 2 mm, `sets` sets: every field read. */
async function choose(sets: string) {
  const { user } = renderWithProviders(null, { route: `/drawings/${DRAWING_ID}`, routes });
  const form = await screen.findByRole('region', { name: 'Material and quantity' }, { timeout: 10_000 });
  await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(4));
  await user.selectOptions(within(form).getByLabelText('Material'), 'SS 304');
  await user.type(within(form).getByLabelText('Thickness'), '2');
  await user.clear(within(form).getByLabelText('Quantity'));
  await user.type(within(form).getByLabelText('Quantity'), sets);
  return { user, form };
}

/** A part's line as read, its total in bold: 'Line: 3 × ₹100.00 = ₹300.00'. */
const lineText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;
/** The machine may be busy: the parts' chunk and their quote may take a while. */
const WAIT = { timeout: 15_000 };
const card = (name: string) => screen.getByRole('article', { name });
const factOf = (where: HTMLElement, term: string) => within(where).getByText(term).nextElementSibling?.textContent;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('a drawing of several parts', { timeout: 60_000 }, () => {
  it('shows each part with its figures and its price, all from one quote of copies × sets', async () => {
    const sent = stubApi(aThreePartDrawing());
    await choose('3');

    await waitFor(
      () => expect(within(card('Part 2 of 3')).getByText(lineText('Line: 6 × ₹20.00 = ₹120.00'))).toBeTruthy(),
      WAIT,
    );
    expect(within(card('Part 1 of 3')).getByText(lineText('Line: 3 × ₹100.00 = ₹300.00'))).toBeTruthy();
    expect(within(card('Part 3 of 3')).getByText(lineText('Line: 3 × ₹5.00 = ₹15.00'))).toBeTruthy();
    expect(factOf(card('Part 2 of 3'), 'Overall size')).toBe('30 × 20 mm');
    expect(within(card('Part 2 of 3')).getByText('× 2 in the file')).toBeTruthy();
    expect(factOf(card('Part 3 of 3'), 'Cut length')).toBe('40 mm');
    expect(screen.getByRole('img', { name: 'Part 2, 30 × 20 mm, drawn to scale' })).toBeTruthy();
    // Never a quote a part: each one asks for the three at once.
    expect(sent.quotes.every((quote) => quote.items.length === 3)).toBe(true);
    expect(sent.quotes.at(-1)!.items.map((item) => [item.drawingPart, item.quantity])).toEqual([
      [1, 3],
      [2, 6],
      [3, 3],
    ]);
    // The file's total, and no single-part button.
    expect(screen.getByRole('button', { name: 'Add all parts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('adds every part for a customer, each at copies × sets, then goes to the cart', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const sent = stubApi(aThreePartDrawing());
    const { user } = await choose('2');
    await waitFor(
      () => expect(within(card('Part 1 of 3')).getByText(lineText('Line: 2 × ₹100.00 = ₹200.00'))).toBeTruthy(),
      WAIT,
    );

    await user.click(screen.getByRole('button', { name: 'Add all parts' }));
    await waitFor(() => expect(sent.adds).toHaveLength(3));
    expect(sent.adds.map(({ drawingId, drawingPart, quantity }) => [drawingId, drawingPart, quantity])).toEqual([
      [DRAWING_ID, '1', '2'],
      [DRAWING_ID, '2', '4'],
      [DRAWING_ID, '3', '2'],
    ]);
    expect(sent.adds[0]).toMatchObject({ userId: String(customer.id), materialName: 'SS 304', thickness: '2' });
    expect(await screen.findByText('Cart', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('adds every part to a guest’s own cart, each named as its part', async () => {
    stubApi(aThreePartDrawing());
    const { user } = await choose('2');
    await waitFor(
      () => expect(within(card('Part 3 of 3')).getByText(lineText('Line: 2 × ₹5.00 = ₹10.00'))).toBeTruthy(),
      WAIT,
    );

    await user.click(screen.getByRole('button', { name: 'Add all parts' }));
    await waitFor(() => expect(guestCart.read()).toHaveLength(3));
    expect(guestCart.read().map((line) => [line.shape_name, line.drawing?.part, line.quantity])).toEqual([
      ['brackets.dxf, part 1 of 3', 1, 2],
      ['brackets.dxf, part 2 of 3', 2, 4],
      ['brackets.dxf, part 3 of 3', 3, 2],
    ]);
    // Each line's picture is its own part, moved to the origin: the tab's first copy alone.
    expect(guestCart.read()[1]!.drawing!.preview.paths.map((path) => path.points)).toEqual([
      [0, 0, 30, 0, 30, 20, 0, 20],
    ]);
  });

  it('adds one part on its own', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const sent = stubApi(aThreePartDrawing());
    const { user } = await choose('5');
    await waitFor(
      () => expect(within(card('Part 2 of 3')).getByText(lineText('Line: 10 × ₹20.00 = ₹200.00'))).toBeTruthy(),
      WAIT,
    );

    await user.click(within(card('Part 2 of 3')).getByRole('button', { name: 'Add part 2 to cart' }));
    await waitFor(() => expect(sent.adds).toHaveLength(1));
    expect(sent.adds[0]).toMatchObject({ drawingId: DRAWING_ID, drawingPart: '2', quantity: '10' });
  });

  it('shows a blocked part’s checks and no price, and leaves it out of “Add all parts”', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const sent = stubApi(aThreePartDrawing({ blockedSquare: true }));
    const { user } = await choose('1');
    await waitFor(
      () => expect(within(card('Part 2 of 3')).getByText(lineText('Line: 2 × ₹20.00 = ₹40.00'))).toBeTruthy(),
      WAIT,
    );

    const square = card('Part 3 of 3');
    expect(within(square).getByText(CHECK_MESSAGES.tooSmall(10, 10, MIN_PART_MM))).toBeTruthy();
    expect(within(square).getByText(/cannot be cut as drawn, so it is not priced/)).toBeTruthy();
    expect(within(square).queryByText(/^Line:/)).toBeNull();
    expect(within(square).queryByRole('button')).toBeNull();
    expect(screen.getByText('Left out of “Add all parts”: part 3, which cannot be cut as drawn.')).toBeTruthy();
    expect(sent.quotes.every((quote) => quote.items.length === 2)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add all parts' }));
    await waitFor(() => expect(sent.adds).toHaveLength(2));
    expect(sent.adds.map((add) => add.drawingPart)).toEqual(['1', '2']);
  });

  it('numbers each check where the preview marks it, as the list numbers its message', async () => {
    stubApi(aThreePartDrawing({ blockedSquare: true }));
    renderWithProviders(null, { route: `/drawings/${DRAWING_ID}`, routes });
    const preview = await screen.findByRole(
      'img',
      { name: /^brackets\.dxf, 210 × 80 mm, drawn to scale/ },
      { timeout: 10_000 },
    );
    const markers = preview.querySelector('[data-markers]')!;
    expect(markers.getAttribute('aria-hidden')).toBe('true');
    expect([...markers.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['1']);
    const checks = screen.getByRole('region', { name: 'What we found' });
    const first = within(checks).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe(`1.${CHECK_MESSAGES.ofPart(3, CHECK_MESSAGES.tooSmall(10, 10, MIN_PART_MM))}`);
  });

  it('orders a file of copies of one part by sets, without naming a part', async () => {
    const single = aDrawing();
    const sent = stubApi(aDrawing({ parts: [{ ...single.parts[0]!, copies: 4 }] }));
    await choose('2');
    await waitFor(
      () => expect(within(card('The part')).getByText(lineText('Line: 8 × ₹100.00 = ₹800.00'))).toBeTruthy(),
      WAIT,
    );
    expect(sent.quotes.at(-1)!.items).toEqual([
      { drawingId: DRAWING_ID, material_name: 'SS 304', thickness: 2, finish: 'Mill Finish', quantity: 8 },
    ]);
  });
});
