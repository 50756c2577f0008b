// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { authStore } from '../../../../lib/auth-store';
import { aChatUser, aMessage, callsTo, markAsReadBodies, stubChatApi } from '../../../../testing/chat';
import { liveStream, streamOpened, stubEventSource } from '../../../../testing/event-source';
import { json } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import { stubXhr } from '../../../../testing/xhr';
import AdminChatsPage from './AdminChatsPage';
import { stubPhoneScreen } from '../../../../testing/media';

const asha = aChatUser();
const ravi = aChatUser({
  id: 8,
  name: 'Ravi Shankar',
  email: 'ravi@example.com',
  mobileNumber: '9123456780',
  lastMessage: 'Thanks',
  unreadCount: 0,
});
const fromAsha = aMessage({
  id: 50,
  sender_id: 7,
  receiver_id: 1,
  sender_name: 'Asha Kumar',
  message: 'Is my order cut yet?',
});

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));
afterEach(() => vi.useRealTimers());

function renderPage(route = '/admin/chats') {
  return renderWithProviders(<AdminChatsPage />, { route, path: '/admin/chats' });
}

function customerList(): HTMLElement {
  return screen.getByRole('list', { name: 'Customers' });
}

function names(): string[] {
  return within(customerList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiTypography-subtitle2')?.textContent ?? '');
}

function usersUrl(search = '') {
  return `/api/get-all-users?search=${search}&limit=50`;
}

describe('admin chats', () => {
  it('lists the customers, newest activity first, with their last message and unread count', async () => {
    const fetchMock = stubChatApi({ users: [asha, ravi] });
    renderPage();

    await screen.findByRole('list', { name: 'Customers' });
    expect(names()).toEqual(['Asha Kumar', 'Ravi Shankar']);
    const [first, second] = within(customerList()).getAllByRole('listitem');
    expect(within(first!).getByText('Is my order cut yet?')).toBeTruthy();
    expect(within(first!).getByLabelText('2 unread')).toBeTruthy();
    expect(within(second!).queryByLabelText(/unread/)).toBeNull();
    expect(callsTo(fetchMock, '/api/get-all-users')).toEqual([usersUrl()]);
    expect(screen.getByText('Choose a customer to see the conversation.')).toBeTruthy();
  });

  it('says when there are no conversations yet', async () => {
    stubChatApi({ users: [] });
    renderPage();
    expect(await screen.findByText(CHAT_MSG.noUsers)).toBeTruthy();
  });

  it('says when nobody matches the search', async () => {
    stubChatApi({ users: (url) => json(200, { users: url.searchParams.get('search') ? [] : [asha] }) });
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Customers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzz');
    expect(await screen.findByText(CHAT_MSG.noUsersFound)).toBeTruthy();
  });

  it('shows the server message when the list fails to load', async () => {
    stubChatApi({ users: () => json(403, { message: 'Admins only', code: 'FORBIDDEN' }) });
    renderPage();
    expect(await screen.findByText('Admins only')).toBeTruthy();
  });

  it('searches 300 ms after typing stops', async () => {
    vi.useFakeTimers();
    const fetchMock = stubChatApi({ users: [asha] });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));

    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: '98' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: '98765' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(callsTo(fetchMock, '/api/get-all-users')).toEqual([usersUrl()]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(fetchMock, '/api/get-all-users')).toEqual([usersUrl(), usersUrl('98765')]);
  });

  it("opens a customer's conversation, keeps them in the URL and marks it read", async () => {
    let users = [asha, ravi];
    const fetchMock = stubChatApi({ users: () => json(200, { users }), messages: [fromAsha] });
    const { user, router } = renderPage();

    const open = await screen.findByRole('button', { name: /Asha Kumar/ });
    expect(within(open).getByLabelText('2 unread')).toBeTruthy();
    // What the server answers once her messages are read.
    users = [{ ...asha, unreadCount: 0 }, ravi];
    await user.click(open);

    await waitFor(() => expect(router.location.search).toBe('?user=7'));
    expect(await screen.findByRole('heading', { name: 'Asha Kumar' })).toBeTruthy();
    expect(screen.getByText('asha@example.com · 9876543210')).toBeTruthy();
    expect(
      await screen.findByText('Is my order cut yet?', { selector: 'p.MuiTypography-body2:not(.MuiTypography-noWrap)' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/get-messages')).toEqual(['/api/get-messages?sender_id=1&receiver_id=7&limit=100']);
    await waitFor(() => expect(markAsReadBodies(fetchMock)).toEqual([{ sender_id: 7, receiver_id: 1 }]));
    await waitFor(() => expect(screen.queryByLabelText('2 unread')).toBeNull());
  });

  it('opens the customer a link names and sends a reply with an attachment', async () => {
    stubChatApi({ users: [asha, ravi], messages: [{ ...fromAsha, read_at: '2025-06-14T10:00:00.000Z' }] });
    const reply = aMessage({ id: 51, message: 'Here is the drawing' });
    const xhr = stubXhr(() => ({ status: 201, body: { data: reply, message: CHAT_MSG.sent } }));
    const { user } = renderPage('/admin/chats?user=7');

    expect(await screen.findByRole('heading', { name: 'Asha Kumar' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Here is the drawing');
    await user.upload(
      screen.getByLabelText('Attachment file'),
      new File(['%PDF'], 'drawing.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const fields = Object.fromEntries(xhr.sent[0]!.body!.entries());
    expect(fields).toMatchObject({ sender_id: '1', receiver_id: '7', message: 'Here is the drawing', order_id: '' });
    expect((fields.attachment as File).name).toBe('drawing.pdf');
    expect(
      await screen.findByText('Here is the drawing', { selector: 'p.MuiTypography-body2:not(.MuiTypography-noWrap)' }),
    ).toBeTruthy();
    // The reply is Asha's last message now.
    const [first] = within(customerList()).getAllByRole('listitem');
    expect(within(first!).getByText('Here is the drawing')).toBeTruthy();
  });

  it('moves a customer who writes to the top and counts the message unread', async () => {
    stubEventSource();
    stubChatApi({ users: [asha, ravi] });
    renderPage();
    await screen.findByRole('list', { name: 'Customers' });

    await streamOpened();
    liveStream().push(
      'chat.message',
      aMessage({ id: 60, sender_id: 8, receiver_id: 1, sender_name: 'Ravi Shankar', message: 'One more plate please' }),
    );

    await waitFor(() => expect(names()).toEqual(['Ravi Shankar', 'Asha Kumar']));
    const [first] = within(customerList()).getAllByRole('listitem');
    expect(within(first!).getByText('One more plate please')).toBeTruthy();
    expect(within(first!).getByLabelText('1 unread')).toBeTruthy();
  });

  it('shows the list, then the conversation alone with a way back, on a phone', async () => {
    stubPhoneScreen();
    stubChatApi({ users: [asha, ravi], messages: [] });
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('button', { name: /Ravi Shankar/ }));
    expect(await screen.findByRole('heading', { name: 'Ravi Shankar' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Customers' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to customers' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Customers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ravi Shankar' })).toBeNull();
  });
});
