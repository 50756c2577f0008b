import { fileResponse } from './downloads';
import type { ChatUserView, MessageView } from '@steelcut/domain/schemas/chat';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { json, sentBodies, stubFetch } from './fetch';

/** A message as GET /get-messages and the live push carry it. */
export function aMessage(overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: 1,
    sender_id: 1,
    receiver_id: 7,
    message: 'Hello, how can we help?',
    order_id: null,
    order_no: null,
    attachment_path: null,
    attachment: null,
    created_at: '2025-06-14T09:35:00.000Z',
    read_at: null,
    sender_name: 'Shop Admin',
    sender_avatar: null,
    ...overrides,
  };
}

export function aChatUser(overrides: Partial<ChatUserView> = {}): ChatUserView {
  return {
    id: 7,
    name: 'Asha Kumar',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    avatar: null,
    lastMessage: 'Is my order cut yet?',
    lastMessageAt: '2025-06-14T09:35:00.000Z',
    unreadCount: 2,
    ...overrides,
  };
}

type Answer<T> = T | ((url: URL, init: RequestInit) => Response | Promise<Response>);

type ChatApi = {
  messages?: Answer<MessageView[]>;
  users?: Answer<ChatUserView[]>;
  orders?: Answer<OrderView[]>;
  unread?: Answer<number>;
};

function answer<T>(value: Answer<T>, url: URL, init: RequestInit, wrap: (value: T) => unknown) {
  return typeof value === 'function'
    ? (value as (url: URL, init: RequestInit) => Response | Promise<Response>)(url, init)
    : json(200, wrap(value));
}

/** Answers the chat calls (and the customer's orders) the way the server does; anything else 404s. */
export function stubChatApi({ messages = [], users = [], orders = [], unread = 0 }: ChatApi = {}) {
  return stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    switch (url.pathname) {
      case '/api/get-messages':
        return answer(messages, url, init, (list) => ({ messages: list }));
      case '/api/get-all-users':
        return answer(users, url, init, (list) => ({ users: list }));
      case '/api/chat/unread':
        return answer(unread, url, init, (count) => ({ unreadCount: count }));
      case '/api/mark-as-read':
        return json(200, { message: 'Messages marked as read', updated: 1 });
      default:
        if (url.pathname.startsWith('/api/files/')) {
          return fileResponse(url.pathname.split('/').at(-1)!, 'application/octet-stream');
        }
        if (url.pathname.startsWith('/api/order/user/')) {
          return answer(orders, url, init, (list) => ({
            orders: list,
            total: list.length,
            totalPages: 1,
            page: 1,
            limit: 100,
          }));
        }
        return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
  });
}

/** The URLs (path and query) of the calls made to `pathname`. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => new URL(url, 'http://localhost').pathname === pathname);
}

/** The JSON bodies posted to /api/mark-as-read. */
export function markAsReadBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return sentBodies(fetchMock, '/api/mark-as-read');
}
