// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lineDrawingOf } from '@steelcut/domain/schemas/drawing';
import { aDrawing } from '../../../testing/drawings';
import { json, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { DrawingOrderPanel } from './DrawingOrderPanel';

it('explains the quantity discount as the shape page does: pieces × price per piece, percent off, the line', async () => {
  const line = {
    weightKg: 0.95,
    cutLengthMm: 1000,
    pierces: 1,
    unitPaise: 18_329,
    linePaise: 3_48_251,
    discountPercent: 5,
  };
  stubFetch((url) =>
    url === '/api/quote'
      ? json(200, {
          priced: true,
          gstPercent: 18,
          items: [line],
          subtotalPaise: 3_48_251,
          minimumTopUpPaise: 0,
          deliveryPaise: 0,
          cgstPaise: 31_343,
          sgstPaise: 31_343,
          igstPaise: 0,
          totalPaise: 4_10_937,
          leadTimes: [],
        })
      : json(404, {}),
  );
  renderWithProviders(
    <DrawingOrderPanel
      drawing={lineDrawingOf(aDrawing())}
      material="SS 304"
      thicknessMm={2}
      finish="Mill Finish"
      quantity={20}
      blocked={false}
    />,
  );
  expect(await screen.findByText('Line: 20 × ₹183.29, 5% off = ₹3,482.51')).toBeTruthy();
  expect(screen.getByText('₹183.29', { selector: 'strong' })).toBeTruthy();
});
