// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { authStore } from '../../../../lib/auth-store';
import { adminOrderDetail, stubAdminOrderApi } from '../../../../testing/admin-order';
import { captureDownloads, fileResponse } from '../../../../testing/downloads';
import { json } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { anOrder, anOrderItem } from '../../../../testing/orders';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminOrderDetailsPage from './AdminOrderDetailsPage';

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

const lead = anOrder({ order_type: 1 });
const items = [anOrderItem({ image_path: 'files/abc?exp=1&sig=x' })];

function renderPage() {
  return renderWithProviders(<AdminOrderDetailsPage />, {
    route: '/admin/ordersDetails/5',
    path: '/admin/ordersDetails/:orderId',
  });
}

const isDownload = (url: string) => url.includes('.dxf') || url.includes('.zip') || url.startsWith('/api/files/');

describe('AdminOrderDetailsPage for a lead', () => {
  it('shows the parts to judge: drawing, dimensions, weight, the DXF and the drawing sent', async () => {
    stubAdminOrderApi({
      order: lead,
      handle: (url) => (url === '/api/order/5' ? json(200, { ...adminOrderDetail, order: lead, items }) : undefined),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Lead SC250614-00005' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Leads' }).getAttribute('href')).toBe('/admin/lead');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download job pack' })).toBeNull();

    const item = screen.getByRole('article', { name: '1. Rectangle plate' });
    expect(within(item).getByRole('img', { name: 'Rectangle plate, 250 × 120 mm' })).toBeTruthy();
    const facts = Object.fromEntries(
      within(item)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Width (a)': '250 mm',
      'Height (b)': '120 mm',
      Quantity: '3',
      'Overall size': '250 mm × 120 mm',
      'Weight each': '0.476 kg',
      'Total weight': '1.43 kg',
    });
    expect(within(item).getByRole('button', { name: 'Download DXF' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Download the attachment of 1. Rectangle plate' })).toBeTruthy();
  });

  it('saves the DXF and the drawing sent as files, with the sign-in token', async () => {
    const saved = captureDownloads();
    const fetchMock = stubAdminOrderApi({
      order: lead,
      handle: (url) => {
        if (url.endsWith('/part.dxf')) return fileResponse('SC250614-00005-1-rectangle.dxf', 'application/dxf');
        if (url.startsWith('/api/files/')) return fileResponse('bracket.pdf', 'application/pdf');
        return url === '/api/order/5' ? json(200, { ...adminOrderDetail, order: lead, items }) : undefined;
      },
    });
    const { user } = renderPage();

    const item = await screen.findByRole('article', { name: '1. Rectangle plate' });
    await user.click(within(item).getByRole('button', { name: 'Download DXF' }));
    await user.click(within(item).getByRole('button', { name: /Download the attachment/ }));

    await waitFor(() =>
      expect(saved.map((file) => file.download)).toEqual(['SC250614-00005-1-rectangle.dxf', 'bracket.pdf']),
    );
    const calls = fetchMock.mock.calls.filter(([url]) => isDownload(String(url)));
    expect(calls.map(([url]) => url)).toEqual(['/api/order/5/items/11/part.dxf', '/api/files/abc']);
    for (const [, init] of calls) expect((init!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('toasts when the DXF cannot be had', async () => {
    captureDownloads();
    stubAdminOrderApi({
      order: lead,
      handle: (url) => (url.endsWith('/part.dxf') ? json(500, {}) : undefined),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Download DXF' }));
    expect(await screen.findByText(CHAT_MSG.downloadFailed)).toBeTruthy();
  });

  it('converts the lead after confirmation, then shows it as an order', async () => {
    let converted = false;
    const fetchMock = stubAdminOrderApi({
      handle: (url, init) => {
        if (init.method === 'PUT') {
          converted = true;
          return json(200, { success: true, message: 'Order SC250614-00005 converted successfully!' });
        }
        if (url !== '/api/order/5') return undefined;
        return json(200, { ...adminOrderDetail, order: converted ? anOrder({ order_type: 2 }) : lead });
      },
    });
    const { user } = renderPage();

    const panel = await screen.findByRole('region', { name: 'Lead' });
    await user.click(within(panel).getByRole('button', { name: 'Convert to Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Conversion' });
    expect(dialog.textContent).toContain('SC250614-00005');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));

    expect(await screen.findByText('Order SC250614-00005 converted successfully!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order SC250614-00005' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lead' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => url)).toEqual([
      '/api/order/5/convert',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('AdminOrderDetailsPage for an order', () => {
  it('downloads the job pack', async () => {
    const saved = captureDownloads();
    const fetchMock = stubAdminOrderApi({
      handle: (url) =>
        url.endsWith('/job.zip') ? fileResponse('SC250614-00005-job.zip', 'application/zip') : undefined,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Download job pack' }));

    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['SC250614-00005-job.zip']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/orders/5/job.zip');
    expect(screen.queryByRole('region', { name: 'Lead' })).toBeNull();
  });
});
