// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { expect, it } from 'vitest';
import { DEFAULT_SHOP } from '@steelcut/domain/schemas/shop';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import { AppProviders } from '../../../app/AppProviders';
import { AppRouter } from '../../../app/AppRouter';
import { materialsQueryKey } from '../../../lib/materials';
import { shopQueryKey } from '../../../lib/shop';
import { materials, rectangleShape } from '../../../testing/cart';
import '../../../testing/render';
import { ShapeConfigurator } from './ShapeConfigurator';

const STOCK = [{ material: 'SS 304', thicknessesMm: [1, 2, 3] }];

/** The configurator as the browser gets it with a page the server rendered: the catalogue and settings in the cache. */
function app() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(shopQueryKey, { ...DEFAULT_SHOP, stock: STOCK });
  queryClient.setQueryData(materialsQueryKey, materials);
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter history={createMemoryHistory({ initialEntries: ['/shapes/1'], v5Compat: true })}>
        <ShapeConfigurator shape={rectangleShape} definition={findShapeBySlug('rectangle')!} />
      </AppRouter>
    </AppProviders>
  );
}

it('offers the stocked thicknesses of a grade chosen on the server’s page before the form hydrated', async () => {
  // The page as the server sent it: the thickness is typed there (the settings are not known yet).
  const container = document.createElement('div');
  container.innerHTML = renderToString(app());
  document.body.append(container);
  const grade = container.querySelector<HTMLSelectElement>('select[name="material"]')!;
  expect(container.querySelector('input[name="thicknessMm"]')).not.toBeNull();

  // The grade is the customer's first touch: the form hydrates with it chosen.
  grade.value = 'SS 304';
  fireEvent.change(grade);
  render(app(), { container, hydrate: true });

  await waitFor(() => expect(screen.getByLabelText('Thickness').tagName).toBe('SELECT'));
  expect(Array.from(screen.getByLabelText<HTMLSelectElement>('Thickness').options, (o) => o.text)).toEqual([
    'Select a thickness',
    '1 mm',
    '2 mm',
    '3 mm',
  ]);
  expect(screen.getByLabelText<HTMLSelectElement>('Material').value).toBe('SS 304');
});
