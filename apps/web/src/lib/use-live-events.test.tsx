// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { ChatConversation } from '../components/chat/ChatConversation';
import { useChatUsers } from '../features/admin/chats/api/get-chat-users';
import { aChatUser, aMessage, callsTo, stubChatApi } from '../testing/chat';
import { json } from '../testing/fetch';
import { liveStream, streamOpened, stubEventSource } from '../testing/event-source';
import { jwtExpiringIn } from '../testing/jwt';
import { renderWithProviders } from '../testing/render';
import { admin, customer } from '../testing/users';
import { stubXhr } from '../testing/xhr';
import { authStore } from './auth-store';
import { useUnreadCount } from './chat/get-unread';
import { REOPEN_FIRST_MS } from './use-live-events';
import { orderKeys } from './order-query-keys';

const hello = aMessage({ id: 10, message: 'Hello from Support', read_at: '2025-06-14T09:40:00.000Z' });

function renderChat() {
  return renderWithProviders(
    <ChatConversation conversation={{ customerId: 7, orderId: null }} newMessageOrderId={null} />,
  );
}

function shownMessages(): string[] {
  const items = within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');
  return items.map((item) => item.querySelector('p')?.textContent ?? '');
}

/** Waits until the conversation shows exactly these texts, oldest first. */
async function expectMessages(texts: string[]): Promise<void> {
  await waitFor(() => expect(shownMessages()).toEqual(texts));
}

beforeEach(() => {
  stubEventSource();
  authStore.signIn(customer, jwtExpiringIn(900));
});

describe('live events', () => {
  it('opens one stream for a signed-in user, with cookies, and closes it on sign-out', async () => {
    stubChatApi({ messages: [hello] });
    const EventSource = stubEventSource();
    renderChat();
    await streamOpened();

    expect(EventSource.instances).toHaveLength(1);
    expect(liveStream()).toMatchObject({ url: '/api/auth/events', withCredentials: true });
    act(() => authStore.clearSession());
    expect(liveStream().closed).toBe(true);
    expect(EventSource.instances).toHaveLength(1);
  });

  it('opens none for a guest', () => {
    authStore.clearSession();
    const EventSource = stubEventSource();
    renderWithProviders(<p>Shop</p>);
    expect(EventSource.instances).toHaveLength(0);
  });

  it('shows a pushed message at once, without fetching the conversation again', async () => {
    const fetchMock = stubChatApi({ messages: [hello] });
    renderChat();
    await streamOpened();
    await expectMessages(['Hello from Support']);
    liveStream().open();
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-messages')).toHaveLength(2));

    liveStream().push('chat.message', aMessage({ id: 11, message: 'Your order has shipped' }));

    await expectMessages(['Hello from Support', 'Your order has shipped']);
    expect(callsTo(fetchMock, '/api/get-messages')).toHaveLength(2);
  });

  it("ignores another customer's message and a push it already has", async () => {
    stubChatApi({ messages: [hello] });
    renderChat();
    await streamOpened();
    await expectMessages(['Hello from Support']);

    liveStream().push('chat.message', aMessage({ id: 12, receiver_id: 8, message: 'For someone else' }));
    liveStream().push('chat.message', hello);
    liveStream().push('chat.message', { ...hello, id: 13 }, 'replayed');
    liveStream().push('chat.message', { ...hello, id: 13 }, 'replayed');

    await expectMessages(['Hello from Support', 'Hello from Support']);
  });

  it('shows a sent message once when its push arrives before the reply', async () => {
    stubChatApi({ messages: [hello] });
    const mine = aMessage({ id: 30, sender_id: 7, receiver_id: 1, sender_name: 'Asha Kumar', message: 'Thanks!' });
    const xhr = stubXhr(() => ({ status: 201, body: { data: mine, message: CHAT_MSG.sent } }), { manual: true });
    const { user } = renderChat();
    await streamOpened();
    await expectMessages(['Hello from Support']);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks!{Enter}');
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    liveStream().push('chat.message', mine);
    act(() => xhr.sent[0]!.respond());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false));
    await expectMessages(['Hello from Support', 'Thanks!']);
  });

  it('shows a sent message once when its push arrives after the reply', async () => {
    stubChatApi({ messages: [hello] });
    const mine = aMessage({ id: 31, sender_id: 7, receiver_id: 1, sender_name: 'Asha Kumar', message: 'Got it' });
    stubXhr(() => ({ status: 201, body: { data: mine, message: CHAT_MSG.sent } }));
    const { user } = renderChat();
    await streamOpened();
    await expectMessages(['Hello from Support']);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Got it{Enter}');
    expect(await screen.findByText('Got it')).toBeTruthy();
    liveStream().push('chat.message', mine);

    await expectMessages(['Hello from Support', 'Got it']);
  });

  it('fetches the chat again each time the stream opens: a message sent before it listened is not lost', async () => {
    const fetchMock = stubChatApi({ messages: [hello] });
    renderChat();
    await streamOpened();
    await expectMessages(['Hello from Support']);
    expect(callsTo(fetchMock, '/api/get-messages')).toHaveLength(1);

    // Support answered while the page loaded, before the stream listened: no push will bring it.
    stubChatApi({ messages: [hello, aMessage({ id: 14, message: 'Sent while you loaded' })] });
    liveStream().open();
    await expectMessages(['Hello from Support', 'Sent while you loaded']);

    liveStream().fail();
    stubChatApi({
      messages: [
        hello,
        aMessage({ id: 14, message: 'Sent while you loaded' }),
        aMessage({ id: 15, message: 'And during a break' }),
      ],
    });
    liveStream().open();
    await expectMessages(['Hello from Support', 'Sent while you loaded', 'And during a break']);
  });

  it('tries a refused stream again at once when the access token changes, then catches up', async () => {
    const fetchMock = stubChatApi({ messages: [hello] });
    const EventSource = stubEventSource();
    renderChat();
    await streamOpened();
    await expectMessages(['Hello from Support']);

    liveStream().fail({ refused: true });
    expect(liveStream().closed).toBe(true);
    expect(EventSource.instances).toHaveLength(1);

    act(() => authStore.setAccessToken(jwtExpiringIn(900, 'fresh')));
    expect(EventSource.instances).toHaveLength(2);
    liveStream().open();
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-messages')).toHaveLength(2));
  });

  it('tries a refused stream again after a pause that doubles each time, and from the start once one opens', async () => {
    stubChatApi({ messages: [hello] });
    const EventSource = stubEventSource();
    renderChat();
    await streamOpened();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const refusedThenReopened = (pause: number) => {
        const before = EventSource.instances.length;
        liveStream().fail({ refused: true });
        act(() => vi.advanceTimersByTime(pause - 1));
        expect(EventSource.instances).toHaveLength(before);
        act(() => vi.advanceTimersByTime(1));
        expect(EventSource.instances).toHaveLength(before + 1);
      };
      refusedThenReopened(REOPEN_FIRST_MS);
      refusedThenReopened(2 * REOPEN_FIRST_MS);
      liveStream().open();
      refusedThenReopened(REOPEN_FIRST_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the orders on screen again when the stream opens: a change made before it listened is not lost', async () => {
    stubChatApi();
    let status = 'Pending';
    const customerOrder = vi.fn(async () => ({ status }));
    const adminTable = vi.fn(async () => [{ status }]);
    function Orders() {
      const order = useQuery({ queryKey: orderKeys.customerOrder(5), queryFn: customerOrder });
      useQuery({ queryKey: [...orderKeys.adminTables, { page: 1 }], queryFn: adminTable });
      return <p>{order.data?.status}</p>;
    }
    renderWithProviders(<Orders />);
    expect(await screen.findByText('Pending')).toBeTruthy();

    // Dispatched while the page loaded, before the stream listened: no push will say so.
    status = 'Dispatched';
    (await streamOpened()).open();

    expect(await screen.findByText('Dispatched')).toBeTruthy();
    expect(adminTable).toHaveBeenCalledTimes(2);
  });

  it('fetches the orders again when an order changes status', async () => {
    stubChatApi();
    const customerOrder = vi.fn(async () => ({ status: 'Pending' }));
    const adminOrder = vi.fn(async () => ({ status: 'Pending' }));
    const otherOrder = vi.fn(async () => ({ status: 'Pending' }));
    function Orders() {
      useQuery({ queryKey: orderKeys.customerOrder(5), queryFn: customerOrder });
      useQuery({ queryKey: orderKeys.adminOrder(5), queryFn: adminOrder });
      useQuery({ queryKey: orderKeys.customerOrder(6), queryFn: otherOrder });
      return null;
    }
    renderWithProviders(<Orders />);
    await streamOpened();
    await waitFor(() => expect(adminOrder).toHaveBeenCalledOnce());

    liveStream().push('order.status', { order_id: 5, status: 'Dispatched' });

    await waitFor(() => expect(customerOrder).toHaveBeenCalledTimes(2));
    expect(adminOrder).toHaveBeenCalledTimes(2);
    expect(otherOrder).toHaveBeenCalledOnce();
  });

  it('counts a message pushed while the first unread count is on its way, answered before it was sent', async () => {
    let answerFirst = (_response: Response) => {};
    let calls = 0;
    stubChatApi({
      unread: () => {
        calls += 1;
        if (calls > 1) return json(200, { unreadCount: 1 });
        return new Promise<Response>((resolve) => (answerFirst = resolve));
      },
    });
    function Unread() {
      const unread = useUnreadCount(true);
      return <p>{unread.data === undefined ? 'counting' : `${unread.data} unread`}</p>;
    }
    renderWithProviders(<Unread />);
    await streamOpened();
    await waitFor(() => expect(calls).toBe(1));

    liveStream().push('chat.message', aMessage({ id: 20, message: 'Your plates ship tomorrow.' }));
    await act(async () => answerFirst(json(200, { unreadCount: 0 })));

    expect(await screen.findByText('1 unread')).toBeTruthy();
  });

  it('fetches an order again when the stream opens while its first fetch is on its way', async () => {
    stubChatApi();
    let answerFirst = (_status: string) => {};
    const customerOrder = vi
      .fn<() => Promise<{ status: string }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = (status) => resolve({ status }))))
      .mockResolvedValue({ status: 'Dispatched' });
    function Order() {
      const order = useQuery({ queryKey: orderKeys.customerOrder(5), queryFn: customerOrder });
      return <p>{order.data?.status ?? 'loading'}</p>;
    }
    renderWithProviders(<Order />);
    (await streamOpened()).open();
    await act(async () => answerFirst('Pending'));

    expect(await screen.findByText('Dispatched')).toBeTruthy();
  });

  it('shows a message pushed while the conversation is first fetched, answered before it was sent', async () => {
    let answerFirst = (_response: Response) => {};
    const late = aMessage({ id: 21, message: 'Sent while it loaded' });
    let calls = 0;
    stubChatApi({
      messages: () => {
        calls += 1;
        if (calls > 1) return json(200, { messages: [hello, late] });
        return new Promise<Response>((resolve) => (answerFirst = resolve));
      },
    });
    renderChat();
    await streamOpened();
    await waitFor(() => expect(calls).toBe(1));

    liveStream().push('chat.message', late);
    await act(async () => answerFirst(json(200, { messages: [hello] })));

    await expectMessages(['Hello from Support', 'Sent while it loaded']);
  });

  it("moves a customer up the admin's list when their message comes while the list is first fetched", async () => {
    authStore.signIn(admin, jwtExpiringIn(900));
    let answerFirst = (_response: Response) => {};
    let calls = 0;
    stubChatApi({
      users: () => {
        calls += 1;
        if (calls > 1)
          return json(200, { users: [aChatUser({ lastMessage: 'Sent while it loaded', unreadCount: 3 })] });
        return new Promise<Response>((resolve) => (answerFirst = resolve));
      },
    });
    function Customers() {
      const users = useChatUsers('');
      return <p>{users.data?.map((user) => `${user.lastMessage} (${user.unreadCount})`).join(', ') ?? 'loading'}</p>;
    }
    renderWithProviders(<Customers />);
    await streamOpened();
    await waitFor(() => expect(calls).toBe(1));

    liveStream().push(
      'chat.message',
      aMessage({ id: 22, sender_id: 7, receiver_id: 1, sender_name: 'Asha Kumar', message: 'Sent while it loaded' }),
    );
    await act(async () => answerFirst(json(200, { users: [aChatUser()] })));

    expect(await screen.findByText('Sent while it loaded (3)')).toBeTruthy();
  });
});
