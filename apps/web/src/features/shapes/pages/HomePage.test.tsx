// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rectangleShape, ringShape } from '../../../testing/cart';
import { json, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import HomePage from './HomePage';

function renderHome() {
  return renderWithProviders(<HomePage />, { route: '/home' });
}

describe('Choose Your Shape', () => {
  it('shows a card per visible shape, each leading to its configurator', async () => {
    stubFetch(() => json(200, { shapes: [rectangleShape, ringShape] }));
    const { user, router } = renderHome();

    expect(screen.getByRole('status', { name: 'Loading shapes' })).toBeTruthy();
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Rectangle plate',
      'Ring (washer)',
    ]);
    expect(within(cards[1]!).getByText('Outer diameter (a) · Inner diameter (b)')).toBeTruthy();
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toBe('/api/shapes-images/ring.svg');
    // Browsers take the WebP that fits (an SVG picture costs a phone a document of its own).
    expect(cards[1]!.querySelector('img')?.getAttribute('srcset')).toBe(
      '/api/shapes-images/ring-240w.webp 240w, /api/shapes-images/ring-480w.webp 480w, /api/shapes-images/ring-960w.webp 960w',
    );
    await waitFor(() => expect(document.title).toBe('Choose Your Shape - SteelCut'));

    await user.click(within(cards[1]!).getByRole('link'));
    await waitFor(() => expect(router.location.pathname).toBe('/shapes/4'));
  });

  it('loads the first screen’s pictures with the page and the others as they come near', async () => {
    const shapes = Array.from({ length: 6 }, (_, i) => ({ ...ringShape, id: 100 + i, shape_Name: `Ring ${i + 1}` }));
    stubFetch(() => json(200, { shapes }));
    renderHome();
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('img')!.getAttribute('loading'))).toEqual([
      null,
      null,
      null,
      null,
      'lazy',
      'lazy',
    ]);
  });

  it('falls back to the default picture when a shape image does not load', async () => {
    stubFetch(() => json(200, { shapes: [ringShape] }));
    renderHome();
    const [card] = await screen.findAllByRole('listitem');
    card!.querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(card!.querySelector('img')).toBeNull());
    expect(card!.querySelector('svg')).toBeTruthy();
  });

  it('says No Shapes Available when there are none', async () => {
    stubFetch(() => json(200, { shapes: [] }));
    renderHome();
    expect(await screen.findByText('No Shapes Available')).toBeTruthy();
  });

  it('toasts the failure and offers to try again', async () => {
    stubFetch(() => json(500, {}));
    renderHome();
    expect(await screen.findByText('Failed to fetch shapes')).toBeTruthy();
    expect(screen.getByText('No Shapes Available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
