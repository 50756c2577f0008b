// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { authStore } from '../../../lib/auth-store';
import { aMessage, callsTo, markAsReadBodies, stubChatApi } from '../../../testing/chat';
import { captureDownloads } from '../../../testing/downloads';
import { json } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { anOrder } from '../../../testing/orders';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { stubXhr } from '../../../testing/xhr';
import ChatsPage from './ChatsPage';

const fromSupport = aMessage({ id: 10, message: 'Your plates are being cut.\nThey ship tomorrow.' });
const fromCustomer = aMessage({
  id: 11,
  sender_id: 7,
  receiver_id: 1,
  sender_name: 'Asha Kumar',
  message: 'Here is the payment screenshot',
  order_id: 5,
  order_no: 'SC250614-00005',
  read_at: '2025-06-14T10:00:00.000Z',
  created_at: '2025-06-14T10:00:00.000Z',
  attachment_path: 'files/abc?exp=1&sig=x',
  attachment: {
    path: 'files/abc?exp=1&sig=x',
    name: 'payment.png',
    type: 'image/png',
    size: 20480,
    thumbnail_path: 'files/abc-thumb?exp=1&sig=y',
  },
});
const orders = [anOrder({ id: 5, Order_No: 'SC250614-00005' }), anOrder({ id: 6, Order_No: 'SC250615-00006' })];

afterEach(() => vi.restoreAllMocks());

function renderPage(route = '/chats') {
  return renderWithProviders(<ChatsPage />, { route, path: '/chats' });
}

function sentFields(xhr: ReturnType<typeof stubXhr>): Record<string, FormDataEntryValue> {
  return Object.fromEntries(xhr.sent[0]!.body!.entries());
}

describe('customer chat page', () => {
  beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

  it('asks a signed-out visitor to log in', async () => {
    authStore.clearSession();
    renderPage();
    expect(screen.getByText(CHAT_MSG.loginRequired)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows the loading text, then the empty text', async () => {
    let answer: (response: Response) => void = () => {};
    stubChatApi({ messages: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();

    expect(await screen.findByText(CHAT_MSG.loading)).toBeTruthy();
    answer(json(200, { messages: [] }));
    expect(await screen.findByText(CHAT_MSG.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    await waitFor(() => expect(document.title).toBe('Chats - SteelCut'));
  });

  it("shows Support's and the customer's messages with their time, order and attachment", async () => {
    const fetchMock = stubChatApi({ messages: [fromSupport, fromCustomer], orders });
    const { user } = renderPage();

    const log = await screen.findByRole('log', { name: 'Messages' });
    const [first, second] = await within(log).findAllByRole('listitem');
    expect(within(first!).getByText('Support')).toBeTruthy();
    expect(within(first!).getByText(/^14 June 2025(,| at) 3:05\spm$/i)).toBeTruthy();
    // The line break is kept.
    expect(within(first!).getByText(/Your plates are being cut\./).textContent).toBe(
      'Your plates are being cut.\nThey ship tomorrow.',
    );
    expect(within(second!).getByText('Asha Kumar')).toBeTruthy();
    expect(within(second!).getByText('Order SC250614-00005')).toBeTruthy();
    expect(within(second!).getByRole('img', { name: 'payment.png' }).getAttribute('src')).toBe(
      '/api/files/abc-thumb?exp=1&sig=y',
    );
    expect(callsTo(fetchMock, '/api/get-messages')).toEqual(['/api/get-messages?sender_id=7&receiver_id=1&limit=100']);

    await user.click(within(second!).getByRole('button', { name: 'Preview payment.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'payment.png' });
    expect(within(dialog).getByRole('img', { name: 'payment.png' }).getAttribute('src')).toBe(
      '/api/files/abc?exp=1&sig=x',
    );
    // Downloaded with the sign-in token, not the signed path (it lasts minutes, for the <img>).
    const saved = captureDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'abc' }]));
    expect(callsTo(fetchMock, '/api/files/abc')).toEqual(['/api/files/abc']);
  });

  it('shows a file that is not an image as a button that downloads it with the sign-in token', async () => {
    const pdf = aMessage({
      message: '',
      attachment: {
        path: 'files/q?sig=1',
        name: 'quote.pdf',
        type: 'application/pdf',
        size: 2_516_582,
        thumbnail_path: null,
      },
    });
    stubChatApi({ messages: [pdf] });
    const saved = captureDownloads();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'quote.pdf (2.4 MB)' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'q' }]));
  });

  it('marks what Support sent as read when the page opens', async () => {
    const fetchMock = stubChatApi({ messages: [fromSupport, fromCustomer] });
    renderPage();
    await waitFor(() => expect(markAsReadBodies(fetchMock)).toEqual([{ sender_id: 1, receiver_id: 7 }]));
  });

  it('does not mark anything when all is read already', async () => {
    const fetchMock = stubChatApi({ messages: [{ ...fromSupport, read_at: '2025-06-14T10:00:00.000Z' }] });
    renderPage();
    await screen.findByText(/Your plates are being cut/);
    expect(markAsReadBodies(fetchMock)).toEqual([]);
  });

  it('sends about the order named in ?order= and shows the stored message', async () => {
    stubChatApi({ messages: [], orders });
    const xhr = stubXhr(() => ({
      status: 201,
      body: {
        data: { ...fromCustomer, id: 20, message: 'When will it ship?', attachment: null },
        message: CHAT_MSG.sent,
      },
    }));
    const { user } = renderPage('/chats?order=5');

    const select = await screen.findByRole('combobox', { name: 'About order' });
    await waitFor(() => expect(select.textContent).toBe('SC250614-00005'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'When will it ship?{Enter}');

    expect(await screen.findByText('When will it ship?', { selector: 'p' })).toBeTruthy();
    expect(xhr.sent[0]!.url).toBe('/api/send-message');
    expect(sentFields(xhr)).toEqual({ sender_id: '7', receiver_id: '1', message: 'When will it ship?', order_id: '5' });
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('sends a general message, with the chosen file, after General is picked', async () => {
    stubChatApi({ messages: [], orders });
    const xhr = stubXhr(() => ({ status: 201, body: { data: { ...fromCustomer, id: 21 }, message: CHAT_MSG.sent } }));
    const { user, router } = renderPage('/chats?order=6');

    await user.click(await screen.findByRole('combobox', { name: 'About order' }));
    await user.click(await screen.findByRole('option', { name: 'General' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    const file = new File(['png'], 'payment.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachment file'), file);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const fields = sentFields(xhr);
    expect(fields).toMatchObject({ sender_id: '7', receiver_id: '1', message: '', order_id: '' });
    expect((fields.attachment as File).name).toBe('payment.png');
  });

  it("treats an order that is not the customer's as General", async () => {
    stubChatApi({ messages: [], orders });
    const xhr = stubXhr(() => ({ status: 201, body: { data: { ...fromCustomer, id: 22 }, message: CHAT_MSG.sent } }));
    const { user } = renderPage('/chats?order=99');

    const select = await screen.findByRole('combobox', { name: 'About order' });
    await waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull());
    expect(select.textContent).toBe('General');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(sentFields(xhr).order_id).toBe('');
  });

  it("shows the server's message when sending fails, else the fallback, and keeps the draft", async () => {
    stubChatApi({ messages: [] });
    let reply = { status: 413, body: { message: CHAT_MSG.tooLarge, code: 'FILE_TOO_LARGE' } as unknown };
    stubXhr(() => reply);
    const { user } = renderPage();
    const textbox = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;

    await user.type(textbox, 'With a big file{Enter}');
    expect(await screen.findByText(CHAT_MSG.tooLarge)).toBeTruthy();
    expect(textbox.value).toBe('With a big file');

    reply = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CHAT_MSG.sendFailed)).toBeTruthy();
  });

  it('offers the earlier messages when a page was full', async () => {
    const page = Array.from({ length: 100 }, (_, i) =>
      aMessage({ id: 200 + i, message: `Message ${200 + i}`, read_at: 'x' }),
    );
    const earlier = [aMessage({ id: 150, message: 'The very first one', read_at: 'x' })];
    const fetchMock = stubChatApi({
      messages: (url) => json(200, { messages: url.searchParams.get('before') === '200' ? earlier : page }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The very first one')).toBeTruthy();
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(101);
    expect(within(items[0]!).getByText('The very first one')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/get-messages')).toEqual([
      '/api/get-messages?sender_id=7&receiver_id=1&limit=100',
      '/api/get-messages?sender_id=7&receiver_id=1&before=200&limit=100',
    ]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });
});
