// @vitest-environment jsdom
import { useEffect } from 'react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminShapesPage from './AdminShapesPage';

const shape = (id: number, name: string, IsHide: number) => ({
  id,
  slug: name.toLowerCase(),
  shape_Name: name,
  imageName: `${name.toLowerCase()}.svg`,
  IsActive: 1,
  IsHide,
  parameters: [],
});
const ring = shape(4, 'Ring', 0);
const circle = shape(2, 'Circle', 1);

function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  const client = useQueryClient();
  useEffect(() => onClient(client), [client, onClient]);
  return null;
}

function renderPage(onClient: (client: QueryClient) => void = () => undefined) {
  return renderWithProviders(
    <>
      <AdminShapesPage />
      <ClientProbe onClient={onClient} />
    </>,
    { route: '/admin/shape' },
  );
}

const cards = async () => within(await screen.findByRole('list', { name: 'Shapes' })).getAllByRole('listitem');
const card = async (name: string) => (await cards()).find((item) => within(item).queryByRole('heading', { name }))!;

/** GET /admin/shapes answers `lists` in turn (the last one repeats); PATCH answers `patch`. */
function answer(lists: unknown[][], patch: () => Response | Promise<Response> = () => json(404, {})) {
  let gets = 0;
  return stubFetch((url, init) => {
    if (init.method === 'PATCH') return patch();
    if (url === '/api/admin/shapes') return json(200, { shapes: lists[Math.min(gets++, lists.length - 1)] });
    return json(404, {});
  });
}

beforeEach(() => {
  authStore.signIn(admin, jwtExpiringIn(900));
});

describe('AdminShapesPage', () => {
  it('shows every shape with its picture, name and visibility', async () => {
    const fetchMock = answer([[circle, ring]]);
    renderPage();

    const items = await cards();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Circle', 'Ring']);
    expect(within(items[0]!).getByRole('button', { name: 'Hidden' })).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Visible' })).toBeTruthy();
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('/api/shapes-images/ring.svg');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/shapes');
    await waitFor(() => expect(document.title).toBe('Shapes - SteelCut'));
  });

  it('shows a placeholder when a picture does not load', async () => {
    answer([[ring]]);
    renderPage();
    const item = await card('Ring');
    item.querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(item.querySelector('img')).toBeNull());
    expect(within(item).getByTestId('shape-placeholder')).toBeTruthy();
  });

  it('hides a visible shape, toasts the answer and refreshes the list and the catalogue', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = answer(
      [[ring], [{ ...ring, IsHide: 1 }]],
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    let queryClient: QueryClient | undefined;
    const { user } = renderPage((client) => {
      queryClient = client;
      client.setQueryData(['shapes'], [ring]);
    });

    await user.click(within(await card('Ring')).getByRole('button', { name: 'Visible' }));
    const pending = within(await card('Ring')).getByRole('button', { name: 'Loading...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/shape/4/hide');
    expect(patch[1]?.body).toBeUndefined();

    finish(json(200, { message: 'Shape hidden successfully' }));
    expect(await screen.findByText('Shape hidden successfully')).toBeTruthy();
    expect(await within(await card('Ring')).findByRole('button', { name: 'Hidden' })).toBeTruthy();
    expect(queryClient!.getQueryState(['shapes'])?.isInvalidated).toBe(true);
  });

  it('shows a hidden shape through PATCH /shape/{id}/show', async () => {
    const fetchMock = answer([[circle], [{ ...circle, IsHide: 0 }]], () =>
      json(200, { message: 'Shape shown successfully' }),
    );
    const { user } = renderPage();

    await user.click(within(await card('Circle')).getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText('Shape shown successfully')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shape/2/show')).toBe(true);
    expect(await within(await card('Circle')).findByRole('button', { name: 'Visible' })).toBeTruthy();
  });

  it("shows the server's message when the change is refused", async () => {
    answer([[ring]], () => json(404, { message: 'Shape not found', code: 'SHAPE_NOT_FOUND' }));
    const { user } = renderPage();

    await user.click(within(await card('Ring')).getByRole('button', { name: 'Visible' }));
    expect(await screen.findByText('Shape not found')).toBeTruthy();
    const button = within(await card('Ring')).getByRole('button', { name: 'Visible' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('falls back to its own message on a server failure', async () => {
    answer([[ring]], () => json(500, { message: 'Internal Server Error' }));
    const { user } = renderPage();

    await user.click(within(await card('Ring')).getByRole('button', { name: 'Visible' }));
    expect(await screen.findByText('Failed to hide shape')).toBeTruthy();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it('says No Shapes Available when there are none', async () => {
    answer([[]]);
    renderPage();
    expect(await screen.findByText('No Shapes Available')).toBeTruthy();
  });
});
