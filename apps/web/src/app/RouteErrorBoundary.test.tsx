// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

function Pages() {
  const location = useLocation();
  const page = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '*', element: <p>A working page</p> },
  ]);
  return <RouteErrorBoundary location={location}>{page}</RouteErrorBoundary>;
}

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a page that fails, until the user moves on', async () => {
    // React reports the error it caught; that is expected here.
    const reported = vi.mocked(console.error).mockImplementation(() => undefined);
    const { router } = renderWithProviders(null, { route: '/broken', routes: [{ path: '*', element: <Pages /> }] });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(reported).toHaveBeenCalled();

    await router.navigate('/orders');
    expect(await screen.findByText('A working page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
