// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import { TRACKING_MSG } from '@steelcut/domain/schemas/tracking';
import { authStore } from '../../../../lib/auth-store';
import { adminOrderDetail, stubAdminOrderApi } from '../../../../testing/admin-order';
import { aMessage, callsTo, markAsReadBodies } from '../../../../testing/chat';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { anOrder } from '../../../../testing/orders';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import { stubXhr } from '../../../../testing/xhr';
import AdminOrderDetailsPage from './AdminOrderDetailsPage';

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

function renderPage(id: number | string = 5) {
  return renderWithProviders(<AdminOrderDetailsPage />, {
    route: `/admin/ordersDetails/${id}`,
    path: '/admin/ordersDetails/:orderId',
  });
}

describe('AdminOrderDetailsPage', () => {
  it("shows the customer's contact, address and parts, and the status form", async () => {
    const fetchMock = stubAdminOrderApi();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Order SC250614-00005' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/order/5');
    expect(screen.getByText('Asha Kumar')).toBeTruthy();
    expect(screen.getByText('9876543210')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText(anOrder().address_line2)).toBeTruthy();
    expect(screen.getByRole('article', { name: '1. Rectangle plate' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Pending');
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes the status once another is chosen, then shows the new status and its date', async () => {
    const dispatched = anOrder({
      order_type: 2,
      status: 'Dispatched',
      status_name: 'Dispatched',
      dispatched_date: '2025-06-16T05:00:00.000Z',
    });
    const fetchMock = stubAdminOrderApi({
      handle: (url, init) =>
        init.method === 'PUT'
          ? json(200, { ...adminOrderDetail, order: dispatched, message: ORDER_MSG.statusUpdated })
          : undefined,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Dispatched' }));
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(false);
    await user.click(update);

    expect(await screen.findByText(ORDER_MSG.statusUpdated)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/order/5/status');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ status: 'Dispatched' });
    expect(screen.getByText('Dispatched on')).toBeTruthy();
    expect(screen.getByText('16 June 2025')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true),
    );
    // 'Update' is disabled again, so the focus is back on the select, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
  });

  describe('the courier and tracking number', () => {
    const putBodies = (fetchMock: ReturnType<typeof stubAdminOrderApi>) =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init!.body)));
    const chooseDispatched = async (user: ReturnType<typeof renderPage>['user']) => {
      await user.click(await screen.findByRole('combobox', { name: 'Status' }));
      await user.click(screen.getByRole('option', { name: 'Dispatched' }));
    };

    it('appear beside the select only when Dispatched is chosen, and are sent with it', async () => {
      const sent = anOrder({ order_type: 2, status: 'Dispatched', status_name: 'Dispatched', courier: 'DTDC' });
      const fetchMock = stubAdminOrderApi({
        handle: (url, init) =>
          init.method === 'PUT'
            ? json(200, { ...adminOrderDetail, order: sent, message: ORDER_MSG.statusUpdated })
            : undefined,
      });
      const { user } = renderPage();

      await screen.findByRole('combobox', { name: 'Status' });
      expect(screen.queryByRole('combobox', { name: 'Courier' })).toBeNull();
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(screen.getByRole('option', { name: 'In-Progress' }));
      expect(screen.queryByLabelText('Tracking number')).toBeNull();

      await chooseDispatched(user);
      // The shop's couriers to pick from.
      await user.click(screen.getByRole('combobox', { name: 'Courier' }));
      await user.click(await screen.findByRole('option', { name: 'DTDC' }));
      await user.type(screen.getByLabelText('Tracking number'), 'D1234');
      await user.click(screen.getByRole('button', { name: 'Update' }));

      expect(await screen.findByText(ORDER_MSG.statusUpdated)).toBeTruthy();
      expect(putBodies(fetchMock)).toEqual([{ status: 'Dispatched', courier: 'DTDC', trackingNumber: 'D1234' }]);
    });

    it('take a courier typed in, and refuse a tracking number without a courier before asking the server', async () => {
      const fetchMock = stubAdminOrderApi({
        handle: (url, init) =>
          init.method === 'PUT' ? json(200, { ...adminOrderDetail, message: ORDER_MSG.statusUpdated }) : undefined,
      });
      const { user } = renderPage();

      await chooseDispatched(user);
      await user.type(screen.getByLabelText('Tracking number'), 'VAN7');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(TRACKING_MSG.courierNeeded)).toBeTruthy();
      expect(putBodies(fetchMock)).toEqual([]);

      await user.type(screen.getByRole('combobox', { name: 'Courier' }), 'Our own van');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() =>
        expect(putBodies(fetchMock)).toEqual([
          { status: 'Dispatched', courier: 'Our own van', trackingNumber: 'VAN7' },
        ]),
      );
    });

    it('can be corrected on a dispatched order with Save tracking, while Update stays disabled', async () => {
      const sent = anOrder({
        order_type: 2,
        status: 'Dispatched',
        status_name: 'Dispatched',
        courier: 'DTDC',
        tracking_number: 'D1',
        po_number: 'PO/77',
      });
      const fetchMock = stubAdminOrderApi({
        order: sent,
        handle: (url, init) =>
          init.method === 'PUT'
            ? json(200, {
                ...adminOrderDetail,
                order: { ...sent, tracking_number: 'D12' },
                message: ORDER_MSG.statusUpdated,
              })
            : undefined,
      });
      const { user } = renderPage();

      const number = await screen.findByLabelText('Tracking number');
      expect((number as HTMLInputElement).value).toBe('D1');
      expect(screen.getByText('PO/77')).toBeTruthy();
      const save = screen.getByRole('button', { name: 'Save tracking' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
      await user.type(number, '2');
      expect(save.disabled).toBe(false);
      await user.click(save);
      expect(await screen.findByText(ORDER_MSG.statusUpdated)).toBeTruthy();
      expect(putBodies(fetchMock)).toEqual([{ status: 'Dispatched', courier: 'DTDC', trackingNumber: 'D12' }]);
    });
  });

  it("shows the server's message when the change fails, and the order as it was", async () => {
    stubAdminOrderApi({
      handle: (url, init) => (init.method === 'PUT' ? json(400, { message: ORDER_MSG.invalidStatus }) : undefined),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(ORDER_MSG.invalidStatus)).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Order' });
    expect(within(overview).getByText('Pending')).toBeTruthy();
  });

  it('says an unknown order is not found', async () => {
    stubFetch(() => json(404, { message: ORDER_MSG.notFound }));
    renderPage(99);
    expect(await screen.findByText(ORDER_MSG.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/admin/orders');
  });

  describe('Messages card', () => {
    const aboutOrder = aMessage({
      id: 70,
      sender_id: 7,
      receiver_id: 1,
      sender_name: 'Asha Kumar',
      message: 'Can you cut it 2 mm thicker?',
      order_id: 5,
      order_no: 'SC250614-00005',
    });

    function stubOrderAndChat(order = adminOrderDetail.order) {
      return stubAdminOrderApi({ order, messages: [aboutOrder] });
    }

    it("shows this order's messages with its customer and marks them read", async () => {
      const fetchMock = stubOrderAndChat();
      renderPage();

      const card = await screen.findByRole('region', { name: 'Messages' });
      expect(await within(card).findByText('Can you cut it 2 mm thicker?')).toBeTruthy();
      expect(callsTo(fetchMock, '/api/get-messages')).toEqual([
        '/api/get-messages?sender_id=1&receiver_id=7&order_id=5&limit=100',
      ]);
      await waitFor(() => expect(markAsReadBodies(fetchMock)).toEqual([{ sender_id: 7, receiver_id: 1, order_id: 5 }]));
      expect(within(card).getByRole('link', { name: 'All messages with Asha Kumar' }).getAttribute('href')).toBe(
        '/admin/chats?user=7',
      );
    });

    it('sends the reply to the customer about this order', async () => {
      stubOrderAndChat();
      const reply = aMessage({ id: 71, message: 'Yes, 4 mm it is', order_id: 5, order_no: 'SC250614-00005' });
      const xhr = stubXhr(() => ({ status: 201, body: { data: reply, message: CHAT_MSG.sent } }));
      const { user } = renderPage();

      const card = await screen.findByRole('region', { name: 'Messages' });
      await user.type(within(card).getByRole('textbox', { name: 'Message' }), 'Yes, 4 mm it is{Enter}');

      expect(await within(card).findByText('Yes, 4 mm it is')).toBeTruthy();
      expect(Object.fromEntries(xhr.sent[0]!.body!.entries())).toEqual({
        sender_id: '1',
        receiver_id: '7',
        message: 'Yes, 4 mm it is',
        order_id: '5',
      });
    });

    it('says the customer is missing instead of sending', async () => {
      const fetchMock = stubOrderAndChat(anOrder({ order_type: 2, customerid: 0 }));
      const xhr = stubXhr(() => ({ status: 201, body: {} }));
      const { user } = renderPage();

      const card = await screen.findByRole('region', { name: 'Messages' });
      expect(within(card).getByText(CHAT_MSG.emptyShort)).toBeTruthy();
      await user.type(within(card).getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

      expect(await screen.findByText(CHAT_MSG.customerMissing)).toBeTruthy();
      expect(xhr.sent).toHaveLength(0);
      expect(callsTo(fetchMock, '/api/get-messages')).toEqual([]);
    });
  });

  it('lists the order’s credit notes with their PDFs', async () => {
    stubAdminOrderApi({
      handle: (url) =>
        url === '/api/credit-notes?orderId=5'
          ? json(200, {
              creditNotes: [
                {
                  id: 7,
                  number: 'CN/26-27/00002',
                  issuedAt: '2026-11-21T06:00:00.000Z',
                  totalPaise: 11_800,
                  against: 'SC/26-27/00003',
                  reason: RETURNS_MSG.reducedReason,
                },
              ],
            })
          : undefined,
    });
    renderPage();
    // A text query: role queries over the whole admin page outlast findBy's wait in jsdom.
    const title = await screen.findByText(RETURNS_MSG.creditNotesTitle, { selector: 'h2' });
    const card = title.closest('section')!;
    expect(card.getAttribute('aria-labelledby')).toBe(title.id);
    expect(card.textContent).toContain('CN/26-27/00002 · ₹118.00');
    expect(within(card).getByRole('button', { name: RETURNS_MSG.creditNotePdf('CN/26-27/00002') })).toBeTruthy();
  });
});
