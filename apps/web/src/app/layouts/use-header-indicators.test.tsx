// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { guestCart } from '../../lib/cart/guest-cart';
import { localItem, serverItem } from '../../testing/cart';
import { aMessage, callsTo, stubChatApi } from '../../testing/chat';
import { liveStream, streamOpened, stubEventSource } from '../../testing/event-source';
import { json, sentBodies, stubFetch } from '../../testing/fetch';
import { jwtExpiringIn } from '../../testing/jwt';
import { renderWithProviders } from '../../testing/render';
import { admin, customer } from '../../testing/users';
import { ChatConversation } from '../../components/chat/ChatConversation';
import { TopBar } from './TopBar';

describe('cart badge', () => {
  it("counts a guest's local cart and follows its changes", async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem({ id: 'guest-1' }), localItem({ id: 'guest-2' })]));
    renderWithProviders(<TopBar />);

    expect(screen.getByRole('link', { name: 'Cart (2 items)' }).getAttribute('href')).toBe('/cart');
    act(() => guestCart.remove('guest-1'));
    expect(await screen.findByRole('link', { name: 'Cart (1 items)' })).toBeTruthy();
    act(() => guestCart.clear());
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it("counts a customer's server cart", async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubFetch(() => json(200, { items: [serverItem({ id: 1 }), serverItem({ id: 2 }), serverItem({ id: 3 })] }));
    renderWithProviders(<TopBar />);
    expect(await screen.findByRole('link', { name: 'Cart (3 items)' })).toBeTruthy();
  });
});

describe('chat unread count', () => {
  it('shows how many messages from Support the customer has not read, on Chat and on the menu button', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const fetchMock = stubChatApi({ unread: 2 });
    renderWithProviders(<TopBar />);
    const chat = await screen.findByRole('link', { name: 'Chat (2 unread)' });
    expect(chat.getAttribute('href')).toBe('/chats');
    expect(chat.textContent).toBe('2Chat');
    const menu = screen.getByRole('button', { name: 'Open menu (2 unread)' });
    expect(menu.textContent).toBe('2');
    expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1);
  });

  it("reads '99+' above 99, and names the whole count", async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubChatApi({ unread: 120 });
    renderWithProviders(<TopBar />);
    expect((await screen.findByRole('link', { name: 'Chat (120 unread)' })).textContent).toBe('99+Chat');
    expect(screen.getByRole('button', { name: 'Open menu (120 unread)' }).textContent).toBe('99+');
  });

  it('counts up live on any page as Support writes', async () => {
    stubEventSource();
    authStore.signIn(customer, jwtExpiringIn(900));
    const fetchMock = stubChatApi({ unread: 1 });
    renderWithProviders(<TopBar />, { route: '/orders' });
    expect(await screen.findByRole('link', { name: 'Chat (1 unread)' })).toBeTruthy();

    await streamOpened();
    liveStream().push('chat.message', aMessage({ id: 50, message: 'Your plates are cut' }));
    liveStream().push('chat.message', aMessage({ id: 51, message: 'Dispatching today' }));
    expect(await screen.findByRole('link', { name: 'Chat (3 unread)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu (3 unread)' })).toBeTruthy();
    // Counted from the pushes, without asking the server again; a replayed push counts once.
    liveStream().push('chat.message', aMessage({ id: 51, message: 'Dispatching today' }));
    expect(screen.getByRole('link', { name: 'Chat (3 unread)' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1);
  });

  it('counts a message Support sent while the page loaded, before the stream listened', async () => {
    stubEventSource();
    authStore.signIn(customer, jwtExpiringIn(900));
    let unread = 0;
    const fetchMock = stubChatApi({ unread: () => json(200, { unreadCount: unread }) });
    renderWithProviders(<TopBar />, { route: '/home' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();

    unread = 1;
    (await streamOpened()).open();
    expect(await screen.findByRole('link', { name: 'Chat (1 unread)' })).toBeTruthy();
  });

  it('stays dark with nothing unread, and for guests and the admin (who are not asked)', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const fetchMock = stubChatApi({ unread: 0 });
    const { unmount } = renderWithProviders(<TopBar />);
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();
    unmount();

    authStore.signIn(admin, jwtExpiringIn(900));
    renderWithProviders(<TopBar />);
    authStore.clearSession();
    renderWithProviders(<TopBar />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1);
  });

  it('lights live when Support writes, not for what the customer sent, and clears when read elsewhere', async () => {
    stubEventSource();
    authStore.signIn(customer, jwtExpiringIn(900));
    let unread = 0;
    const fetchMock = stubChatApi({ unread: () => json(200, { unreadCount: unread }) });
    renderWithProviders(<TopBar />);
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1));

    await streamOpened();
    liveStream().push('chat.message', aMessage({ id: 40, sender_id: 7, receiver_id: 1, message: 'Mine' }));
    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();

    unread = 1;
    liveStream().push('chat.message', aMessage({ id: 41, message: 'From Support' }));
    expect(await screen.findByRole('link', { name: 'Chat (1 unread)' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(1);

    // The customer read it in another tab.
    unread = 0;
    liveStream().push('chat.read', { reader_id: 7, sender_id: 1, order_id: null });
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/chat/unread')).toHaveLength(2);
  });

  it('stays dark for a message that arrives in the conversation on screen, which is marked read', async () => {
    stubEventSource();
    authStore.signIn(customer, jwtExpiringIn(900));
    const fetchMock = stubChatApi({ unread: 0 });
    renderWithProviders(
      <>
        <TopBar />
        <ChatConversation conversation={{ customerId: 7, orderId: null }} newMessageOrderId={null} />
      </>,
    );
    expect(await screen.findByText('No messages yet. Start a conversation!')).toBeTruthy();

    await streamOpened();
    liveStream().push('chat.message', aMessage({ id: 42, message: 'Your quote is ready' }));

    expect(await screen.findByText('Your quote is ready')).toBeTruthy();
    await waitFor(() => expect(sentBodies(fetchMock, '/api/mark-as-read')).toEqual([{ sender_id: 1, receiver_id: 7 }]));
    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();
  });

  it('lights for a message that arrives while the tab is hidden, and marks it read once the tab shows', async () => {
    stubEventSource();
    authStore.signIn(customer, jwtExpiringIn(900));
    // The server's count: the pushed message, until the customer marks it read.
    let pushed = false;
    const fetchMock: ReturnType<typeof stubChatApi> = stubChatApi({
      unread: () => json(200, { unreadCount: pushed && !sentBodies(fetchMock, '/api/mark-as-read').length ? 1 : 0 }),
    });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderWithProviders(
      <>
        <TopBar />
        <ChatConversation conversation={{ customerId: 7, orderId: null }} newMessageOrderId={null} />
      </>,
    );
    await screen.findByText('No messages yet. Start a conversation!');

    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();
    pushed = true;
    await streamOpened();
    liveStream().push('chat.message', aMessage({ id: 43, message: 'Are you there?' }));
    expect(await screen.findByRole('link', { name: 'Chat (1 unread)' })).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/mark-as-read')).toEqual([]);

    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(sentBodies(fetchMock, '/api/mark-as-read')).toEqual([{ sender_id: 1, receiver_id: 7 }]));
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
  });
});
