// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { shapesQueryKey } from '../../../lib/shape-catalogue';
import { json, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import LandingPage from './LandingPage';

const catalogue = [
  { id: 4, slug: 'ring', shape_Name: 'Ring (washer)' },
  { id: 16, slug: 'flange', shape_Name: 'Flange with bolt holes' },
  { id: 18, slug: 'slotted-bracket', shape_Name: 'Bracket with two slots' },
  { id: 17, slug: 'plate-with-square-cutout', shape_Name: 'Rectangle with square cut-out' },
];
const withCatalogue = (shapes: object[]) =>
  stubFetch((url) => (url === '/api/shape/shapeName' ? json(200, { shapes }) : json(404, {})));

const gallery = () => screen.getByRole('region', { name: 'Shapes We Cut' });
const hrefOf = (name: string) => within(gallery()).getByRole('link', { name }).getAttribute('href');

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('landing page', () => {
  it('leads each Shapes We Cut card to the shape it draws, found by slug in the public catalogue', async () => {
    withCatalogue(catalogue);
    renderWithProviders(<LandingPage />);

    await waitFor(() => expect(hrefOf('Flanges')).toBe('/shapes/16'));
    expect(hrefOf('Slotted brackets')).toBe('/shapes/18');
    expect(hrefOf('Plates with a square cut-out')).toBe('/shapes/17');
    expect(within(gallery()).getAllByRole('link')).toHaveLength(3);
  });

  it('shows only shapes that can be ordered: one the shop hides leaves the gallery', async () => {
    withCatalogue(catalogue.filter((shape) => shape.slug !== 'slotted-bracket'));
    renderWithProviders(<LandingPage />);

    await waitFor(() => expect(hrefOf('Flanges')).toBe('/shapes/16'));
    expect(hrefOf('Plates with a square cut-out')).toBe('/shapes/17');
    expect(within(gallery()).queryByRole('link', { name: 'Slotted brackets' })).toBeNull();
    expect(within(gallery()).getAllByRole('link')).toHaveLength(2);
  });

  it('leaves the gallery out while the catalogue is unknown, and when none of its shapes is on offer', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { queryClient } = renderWithProviders(<LandingPage />);
    expect(screen.queryByRole('region', { name: 'Shapes We Cut' })).toBeNull();

    answer(json(200, { shapes: catalogue.slice(0, 1) }));
    await waitFor(() => expect(queryClient.getQueryState(shapesQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Shapes We Cut' })).toBeNull();
  });

  it('draws the hero’s dimension label at 4.5:1 or more against every colour of its background', () => {
    stubFetch(() => json(200, { shapes: [] }));
    const { container } = renderWithProviders(<LandingPage />);

    const hero = container.querySelector('section[aria-labelledby="hero-title"]')!;
    const label = [...hero.querySelectorAll('svg text')].find((text) => text.textContent === 'Ø OD')!;
    const fill = label.getAttribute('fill')!;
    const { dark, main, light } = theme.palette.primary;
    for (const background of [dark, main, light]) expect(contrast(fill, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each drawing its own steel gradient (the hero’s copy is hidden on phones)', async () => {
    withCatalogue(catalogue);
    const { container } = renderWithProviders(<LandingPage />);
    await waitFor(() => expect(hrefOf('Flanges')).toBe('/shapes/16'));

    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    const fills = [...container.querySelectorAll('[fill]')]
      .map((el) => el.getAttribute('fill')!)
      .filter((fill) => fill.startsWith('url('));
    expect(fills.sort()).toEqual(ids.map((id) => `url(#${id})`).sort());
  });
});
