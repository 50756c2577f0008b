// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { materials } from '../../../testing/cart';
import { aDrawing, DRAWING_ID } from '../../../testing/drawings';
import { json, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { DRAWING_LABELS } from '../labels';
import DrawingPage from './DrawingPage';

const routes = [{ path: '/drawings/:id', element: <DrawingPage /> }];
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the drawing’s layers', { timeout: 60_000 }, () => {
  it('lists each layer with a switch; switching one off measures the drawing again without it', async () => {
    const layers = [
      { name: 'DIMS', entities: 3, included: false },
      { name: 'FRAME', entities: 1, included: true },
      { name: 'PART', entities: 2, included: true },
    ];
    const withFrame = aDrawing({ widthMm: 160, heightMm: 80, layers });
    const withoutFrame = aDrawing({ layers: layers.map((layer) => ({ ...layer, included: layer.name === 'PART' })) });
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/shape/materialname') return json(200, { materialName: materials });
      if (url === `/api/drawings/${DRAWING_ID}`) return json(200, { drawing: withFrame });
      if (url === `/api/drawings/${DRAWING_ID}/layers` && init.method === 'PUT')
        return json(200, { drawing: withoutFrame });
      return json(404, {});
    });
    const { user } = renderWithProviders(null, { route: `/drawings/${DRAWING_ID}`, routes });

    const section = await screen.findByRole('region', { name: DRAWING_LABELS.layersTitle }, { timeout: 20_000 });
    const frame = within(section).getByRole('switch', { name: DRAWING_LABELS.layerLabel('FRAME', 1) });
    const dims = within(section).getByRole('switch', { name: DRAWING_LABELS.layerLabel('DIMS', 3) });
    expect([(frame as HTMLInputElement).checked, (dims as HTMLInputElement).checked]).toEqual([true, false]);

    await user.click(frame);
    await waitFor(() => expect(fact('Overall size')).toBe('120 × 80 mm'));
    const put = fetchMock.mock.calls.find(([url]) => url === `/api/drawings/${DRAWING_ID}/layers`)!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ excluded: ['DIMS', 'FRAME'] });
    expect(
      (within(section).getByRole('switch', { name: DRAWING_LABELS.layerLabel('FRAME', 1) }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });
});
