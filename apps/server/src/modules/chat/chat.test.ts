import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ATTACHMENT, CHAT_MESSAGE_MAX_LENGTH, CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import {
  asUser,
  expectError,
  loginAdmin,
  multipart,
  placeOrderFor,
  registerUser,
  SAMPLE_FILES,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { DOCUMENTS, PROGRAMS } from '../../../test/program-samples';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

type File = { field: string; filename: string; bytes: Buffer; type?: string };

function send(who: SignedIn | null, fields: Record<string, string | number>, file?: File) {
  const form = multipart(fields, file);
  const options = { method: 'POST' as const, url: '/api/send-message', payload: form.payload, headers: form.headers };
  return t.app.inject(who ? asUser(who, options) : options);
}
const toSupport = (who: SignedIn, message: string, extra: Record<string, string | number> = {}) =>
  send(who, { sender_id: who.userId, receiver_id: 1, message, ...extra });
const toCustomer = (customer: SignedIn, message: string, extra: Record<string, string | number> = {}) =>
  send(admin, { sender_id: 1, receiver_id: customer.userId, message, ...extra });

function messagesOf(who: SignedIn | null, query: string) {
  const options = { method: 'GET' as const, url: `/api/get-messages?${query}` };
  return t.app.inject(who ? asUser(who, options) : options);
}
const messageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const orderOf = (customer: SignedIn) => placeOrderFor(t.app, t.db, customer);

async function waitForMails(to: string, subject: RegExp, count = 1) {
  for (let i = 0; i < 100; i += 1) {
    const found = t.mails.filter((mail) => mail.to === to && subject.test(mail.subject));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return t.mails.filter((mail) => mail.to === to && subject.test(mail.subject));
}

describe('POST /send-message', () => {
  it('stores a customer’s message to Support and answers it in SPEC’s shape', async () => {
    const customer = await registerUser(t.app, { name: 'Meena Raj' });
    const response = await toSupport(customer, '  Hello, is 6 mm SS 316 in stock?  ');
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(CHAT_MSG.sent);
    expect(data).toMatchObject({
      sender_id: customer.userId,
      receiver_id: 1,
      message: 'Hello, is 6 mm SS 316 in stock?',
      order_id: null,
      attachment_path: null,
      sender_name: 'Meena Raj',
      read_at: null,
    });
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
    const row = await t.db.selectFrom('messages').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: customer.userId, body: 'Hello, is 6 mm SS 316 in stock?' });
  });

  it('lets the admin write to any customer, shown as Support', async () => {
    const customer = await registerUser(t.app);
    const response = await toCustomer(customer, 'Your plates are ready');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ sender_id: 1, receiver_id: customer.userId, sender_name: 'Support' });
  });

  it('refuses a guest, a forged sender, a customer writing to anyone but Support, and changes nothing', async () => {
    const customer = await registerUser(t.app);
    const other = await registerUser(t.app);
    const before = await messageCount();
    expectError(await send(null, { sender_id: customer.userId, receiver_id: 1, message: 'hi' }), 401);
    expectError(
      await send(customer, { sender_id: other.userId, receiver_id: 1, message: 'hi' }),
      403,
      CHAT_MSG.forgedSender,
    );
    expectError(
      await send(customer, { sender_id: customer.userId, receiver_id: other.userId, message: 'hi' }),
      403,
      CHAT_MSG.supportOnly,
    );
    expectError(await send(customer, { sender_id: 1, receiver_id: customer.userId, message: 'hi' }), 403);
    expect(await messageCount()).toBe(before);
  });

  it('refuses the admin writing to someone who is not a customer', async () => {
    expectError(await send(admin, { sender_id: 1, receiver_id: 1, message: 'hi' }), 404, CHAT_MSG.customerMissing);
    expectError(
      await send(admin, { sender_id: 1, receiver_id: 999_999, message: 'hi' }),
      404,
      CHAT_MSG.customerMissing,
    );
  });

  it('needs a message or a file, and keeps messages to a readable length', async () => {
    const customer = await registerUser(t.app);
    const before = await messageCount();
    expectError(await toSupport(customer, '   '), 400, CHAT_MSG.required);
    expectError(await send(customer, { sender_id: customer.userId, receiver_id: 1 }), 400, CHAT_MSG.required);
    expectError(await toSupport(customer, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)), 400, CHAT_MSG.tooLong);
    expectError(await send(customer, { sender_id: 'abc', receiver_id: 1, message: 'hi' }), 400);
    expect(await messageCount()).toBe(before);
  });

  it('takes an order_id of the customer’s own order only', async () => {
    const customer = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const order = await orderOf(customer);
    const own = await toSupport(customer, 'About my order', { order_id: order.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ order_id: order.id, order_no: order.Order_No });
    expectError(await toSupport(stranger, 'Not mine', { order_id: order.id }), 404, ORDER_MSG.notFound);
    expectError(await toCustomer(stranger, 'Wrong customer', { order_id: order.id }), 404, ORDER_MSG.notFound);
    expectError(await toSupport(customer, 'No such order', { order_id: 987_654 }), 404, ORDER_MSG.notFound);
    const general = await toSupport(customer, 'General', { order_id: '' });
    expect(general.json().data.order_id).toBeNull();
  });
});

describe('chat attachments', () => {
  it('stores a PNG with a thumbnail, readable by both parties and nobody else', async () => {
    const customer = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const png = { field: 'attachment', filename: 'payment.png', bytes: SAMPLE_FILES.png, type: 'image/png' };
    const response = await send(customer, { sender_id: customer.userId, receiver_id: 1, message: '' }, png);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment, attachment_path } = response.json().data;
    expect(attachment).toMatchObject({ name: 'payment.png', type: 'image/png', size: SAMPLE_FILES.png.length });
    expect(attachment.path).toBe(attachment_path);
    expect(attachment.thumbnail_path).toMatch(/^files\/[0-9a-f-]{36}\?exp=\d+&sig=/);

    const signed = await t.app.inject({ method: 'GET', url: `/api/${attachment_path}` });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.headers['x-content-type-options']).toBe('nosniff');
    const thumbnail = await t.app.inject({ method: 'GET', url: `/api/${attachment.thumbnail_path}` });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const bare = `/api/${attachment_path.split('?')[0]}`;
    const get = (who: SignedIn) => t.app.inject(asUser(who, { method: 'GET', url: bare }));
    expect((await get(customer)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expectError(await get(stranger), 404);
    expectError(await t.app.inject({ method: 'GET', url: bare }), 404);
  });

  it('lets the customer read what the shop sent them', async () => {
    const customer = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const pdf = { field: 'attachment', filename: 'quote.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' };
    const response = await send(admin, { sender_id: 1, receiver_id: customer.userId, message: 'Quote' }, pdf);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment } = response.json().data;
    expect(attachment.thumbnail_path).toBeNull();
    const bare = `/api/${attachment.path.split('?')[0]}`;
    expect((await t.app.inject(asUser(customer, { method: 'GET', url: bare }))).statusCode).toBe(200);
    expectError(await t.app.inject(asUser(stranger, { method: 'GET', url: bare })), 404);
  });

  it('takes documents by their bytes, but serves SVG and other active content as a download', async () => {
    const customer = await registerUser(t.app);
    const svg = { field: 'attachment', filename: 'drawing.svg', bytes: SAMPLE_FILES.svg, type: 'image/png' };
    const response = await send(customer, { sender_id: customer.userId, receiver_id: 1, message: 'svg' }, svg);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment } = response.json().data;
    expect(attachment.type).toBe('image/svg+xml');
    const file = await t.app.inject({ method: 'GET', url: `/api/${attachment.path}` });
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const dxf = { field: 'attachment', filename: 'flange.dxf', bytes: DOCUMENTS['a DXF drawing'].bytes };
    const drawing = await send(customer, { sender_id: customer.userId, receiver_id: 1, message: '' }, dxf);
    expect(drawing.statusCode, drawing.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: `/api/${drawing.json().data.attachment.path}` });
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses programs and scripts from either side, and stores neither message nor file', async () => {
    const customer = await registerUser(t.app);
    const messages = await messageCount();
    const files = await t.db.selectFrom('files').select('id').execute();
    const exe = { field: 'attachment', filename: 'tool.exe', bytes: SAMPLE_FILES.exe };
    expectError(
      await send(customer, { sender_id: customer.userId, receiver_id: 1, message: 'my tool' }, exe),
      400,
      CHAT_MSG.programRefused,
    );
    const script = { field: 'attachment', filename: 'setup.sh', bytes: PROGRAMS['a shell script'].bytes };
    expectError(
      await send(admin, { sender_id: 1, receiver_id: customer.userId, message: 'run this' }, script),
      400,
      CHAT_MSG.programRefused,
    );
    expect(await messageCount()).toBe(messages);
    expect(await t.db.selectFrom('files').select('id').execute()).toHaveLength(files.length);
  });

  it('refuses an 11 MB file and stores nothing', async () => {
    const customer = await registerUser(t.app);
    const messages = await messageCount();
    const files = await t.db.selectFrom('files').select('id').execute();
    const big = { field: 'attachment', filename: 'big.bin', bytes: Buffer.alloc(11 * 1024 * 1024, 7) };
    expectError(
      await send(customer, { sender_id: customer.userId, receiver_id: 1, message: 'big' }, big),
      413,
      CHAT_MSG.tooLarge,
    );
    expect(await messageCount()).toBe(messages);
    expect(await t.db.selectFrom('files').select('id').execute()).toHaveLength(files.length);
    expect(CHAT_ATTACHMENT.maxBytes).toBe(10 * 1024 * 1024);
  });

  it('refuses a foreign order before storing its file', async () => {
    const customer = await registerUser(t.app);
    const files = await t.db.selectFrom('files').select('id').execute();
    const png = { field: 'attachment', filename: 'x.png', bytes: SAMPLE_FILES.png };
    const response = await send(customer, { sender_id: customer.userId, receiver_id: 1, order_id: 424242 }, png);
    expectError(response, 404);
    expect(await t.db.selectFrom('files').select('id').execute()).toHaveLength(files.length);
  });
});

describe('GET /get-messages', () => {
  it('answers both directions of one conversation, oldest first, to its customer and the admin', async () => {
    const customer = await registerUser(t.app);
    const other = await registerUser(t.app);
    await toSupport(customer, 'one');
    await toCustomer(customer, 'two');
    await toSupport(customer, 'three');
    await toSupport(other, 'not in this conversation');
    const mine = await messagesOf(customer, `sender_id=${customer.userId}&receiver_id=1`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().messages.map((m: { message: string }) => m.message)).toEqual(['one', 'two', 'three']);
    const reversed = await messagesOf(customer, `sender_id=1&receiver_id=${customer.userId}`);
    expect(reversed.json().messages).toHaveLength(3);
    const asAdmin = await messagesOf(admin, `sender_id=1&receiver_id=${customer.userId}`);
    expect(asAdmin.json().messages.map((m: { message: string }) => m.message)).toEqual(['one', 'two', 'three']);
  });

  it('pages back with before and limit', async () => {
    const customer = await registerUser(t.app);
    for (const text of ['a', 'b', 'c', 'd']) await toSupport(customer, text);
    const last = await messagesOf(customer, `sender_id=${customer.userId}&receiver_id=1&limit=2`);
    const newest = last.json().messages;
    expect(newest.map((m: { message: string }) => m.message)).toEqual(['c', 'd']);
    const earlier = await messagesOf(
      customer,
      `sender_id=${customer.userId}&receiver_id=1&limit=2&before=${newest[0].id}`,
    );
    expect(earlier.json().messages.map((m: { message: string }) => m.message)).toEqual(['a', 'b']);
  });

  it('narrows to one order when asked', async () => {
    const customer = await registerUser(t.app);
    const order = await orderOf(customer);
    await toSupport(customer, 'general');
    await toSupport(customer, 'about the order', { order_id: order.id });
    await toCustomer(customer, 'reply about the order', { order_id: order.id });
    const response = await messagesOf(admin, `sender_id=1&receiver_id=${customer.userId}&order_id=${order.id}`);
    expect(response.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'about the order',
      'reply about the order',
    ]);
  });

  it('refuses a guest, another customer’s conversation, a foreign order and a pair without Support', async () => {
    const customer = await registerUser(t.app);
    const other = await registerUser(t.app);
    const order = await orderOf(other);
    expectError(await messagesOf(null, `sender_id=${customer.userId}&receiver_id=1`), 401);
    expectError(
      await messagesOf(customer, `sender_id=${other.userId}&receiver_id=1`),
      403,
      CHAT_MSG.notYourConversation,
    );
    expectError(await messagesOf(customer, `sender_id=${customer.userId}&receiver_id=${other.userId}`), 403);
    expectError(
      await messagesOf(customer, `sender_id=${customer.userId}&receiver_id=1&order_id=${order.id}`),
      404,
      ORDER_MSG.notFound,
    );
    expectError(await messagesOf(admin, `sender_id=${customer.userId}&receiver_id=${other.userId}`), 400);
    expectError(await messagesOf(customer, `sender_id=x&receiver_id=1`), 400);
  });
});

describe('POST /mark-as-read and GET /chat/unread', () => {
  const unread = async (who: SignedIn) =>
    (await t.app.inject(asUser(who, { method: 'GET', url: '/api/chat/unread' }))).json().unreadCount as number;
  const markRead = (who: SignedIn | null, payload: Record<string, unknown>) => {
    const options = { method: 'POST' as const, url: '/api/mark-as-read', payload };
    return t.app.inject(who ? asUser(who, options) : options);
  };

  it('marks what the other side sent as read, and the unread counts follow', async () => {
    const customer = await registerUser(t.app);
    await toCustomer(customer, 'first');
    await toCustomer(customer, 'second');
    expect(await unread(customer)).toBe(2);
    const adminBefore = await unread(admin);
    await toSupport(customer, 'thanks');
    expect(await unread(admin)).toBe(adminBefore + 1);

    const response = await markRead(customer, { sender_id: 1, receiver_id: customer.userId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: CHAT_MSG.markedRead, updated: 2 });
    expect(await unread(customer)).toBe(0);
    expect(await unread(admin)).toBe(adminBefore + 1); // the customer's own message is untouched

    expect((await markRead(admin, { sender_id: customer.userId, receiver_id: 1 })).json().updated).toBe(1);
    expect(await unread(admin)).toBe(adminBefore);
  });

  it('marks one order’s messages only when given its order_id', async () => {
    const customer = await registerUser(t.app);
    const order = await orderOf(customer);
    await toSupport(customer, 'general');
    await toSupport(customer, 'about the order', { order_id: order.id });
    const response = await markRead(admin, { sender_id: customer.userId, receiver_id: 1, order_id: order.id });
    expect(response.json().updated).toBe(1);
    const rows = await t.db
      .selectFrom('messages')
      .select(['body', 'read_at'])
      .where('customer_id', '=', customer.userId)
      .execute();
    expect(rows.find((row) => row.body === 'general')?.read_at).toBeNull();
    expect(rows.find((row) => row.body === 'about the order')?.read_at).not.toBeNull();
  });

  it('is refused unless the caller is the receiver of that conversation', async () => {
    const customer = await registerUser(t.app);
    const other = await registerUser(t.app);
    await toCustomer(customer, 'for the customer');
    expectError(await markRead(null, { sender_id: 1, receiver_id: customer.userId }), 401);
    expectError(await markRead(other, { sender_id: 1, receiver_id: customer.userId }), 403, CHAT_MSG.readerMismatch);
    expectError(await markRead(admin, { sender_id: 1, receiver_id: customer.userId }), 403);
    expectError(await markRead(customer, { sender_id: other.userId, receiver_id: customer.userId }), 403);
    expectError(await markRead(customer, { sender_id: 'x' }), 400);
    expect(await unread(customer)).toBe(1);
    expectError(await t.app.inject({ method: 'GET', url: '/api/chat/unread' }), 401);
  });
});

describe('GET /get-all-users', () => {
  const users = (who: SignedIn | null, query = '') => {
    const options = { method: 'GET' as const, url: `/api/get-all-users${query}` };
    return t.app.inject(who ? asUser(who, options) : options);
  };

  it('lists customers, newest chat activity first, with their last message and unread count', async () => {
    const quiet = await registerUser(t.app, { name: 'Quiet Customer' });
    const older = await registerUser(t.app, { name: 'Older Writer' });
    const newer = await registerUser(t.app, { name: 'Newer Writer' });
    await toSupport(older, 'old question');
    await toSupport(newer, 'first');
    await toSupport(newer, 'second');
    await toCustomer(older, 'answer to the old question');
    await toSupport(newer, 'third');

    const response = await users(admin, '?limit=200');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().users as { id: number; lastMessage: string; unreadCount: number }[];
    const index = (who: SignedIn) => list.findIndex((user) => user.id === who.userId);
    expect(index(newer)).toBeLessThan(index(older));
    expect(index(older)).toBeLessThan(index(quiet));
    expect(list[index(newer)]).toMatchObject({ name: 'Newer Writer', lastMessage: 'third', unreadCount: 3 });
    expect(list[index(older)]).toMatchObject({ lastMessage: 'answer to the old question', unreadCount: 1 });
    expect(list[index(quiet)]).toMatchObject({ lastMessage: '', lastMessageAt: null, unreadCount: 0 });
    expect(list.some((user) => user.id === 1)).toBe(false);
  });

  it('searches by name, e-mail and phone', async () => {
    const customer = await registerUser(t.app, { name: 'Selvi Textiles', mobileNumber: '9123456780' });
    const byName = (await users(admin, '?search=selvi')).json().users;
    expect(byName.map((user: { id: number }) => user.id)).toEqual([customer.userId]);
    const byPhone = (await users(admin, '?search=23456780')).json().users;
    expect(byPhone.map((user: { id: number }) => user.id)).toEqual([customer.userId]);
    const byEmail = (await users(admin, `?search=${encodeURIComponent(customer.email.toUpperCase())}`)).json().users;
    expect(byEmail.map((user: { id: number }) => user.id)).toEqual([customer.userId]);
    expect((await users(admin, '?search=%25')).json().users).toEqual([]);
  });

  it('is for the admin only', async () => {
    const customer = await registerUser(t.app);
    expectError(await users(null), 401);
    expectError(await users(customer), 403);
    expectError(await users(admin, '?limit=0'), 400);
  });
});

describe('chat e-mails', () => {
  it('mails the customer about the shop’s message at most once per 10 minutes, if they take message mails', async () => {
    const customer = await registerUser(t.app, { name: 'Arun Kumar' });
    await toCustomer(customer, 'Your quote is ready');
    await toCustomer(customer, 'Also, the 3 mm sheet is in stock');
    const mails = await waitForMails(customer.email, /^New message from/);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Your quote is ready');
    expect(mails[0].text).toContain('/chats');
    expect(await waitForMails(customer.email, /^New message from/, 2)).toHaveLength(1);
  });

  it('mails nobody who switched message mails off', async () => {
    const customer = await registerUser(t.app);
    const off = await t.app.inject(
      asUser(customer, { method: 'PUT', url: '/api/notification-settings', payload: { message_notifications: false } }),
    );
    expect(off.statusCode).toBe(200);
    await toCustomer(customer, 'hello');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mails.filter((mail) => mail.to === customer.email)).toEqual([]);
  });

  it('mails the shop about a customer’s message, once per conversation per 10 minutes', async () => {
    const customer = await registerUser(t.app, { name: 'Kavya Steels' });
    const other = await registerUser(t.app, { name: 'Ravi Fab' });
    await toSupport(customer, 'Need 20 flanges');
    await toSupport(customer, 'And 5 rings');
    await toSupport(other, 'Hello');
    const shopMails = await waitForMails(admin.email, /^New message from (Kavya Steels|Ravi Fab)$/, 2);
    expect(shopMails.map((mail) => mail.subject).sort()).toEqual([
      'New message from Kavya Steels',
      'New message from Ravi Fab',
    ]);
    expect(shopMails.find((mail) => mail.subject.includes('Kavya'))?.text).toContain(
      `/admin/chats?user=${customer.userId}`,
    );
  });
});
