import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@steelcut/domain/error-codes';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aShop } from '@steelcut/domain/testing/shop';
import { dxfFile, dxfRing } from '@steelcut/domain/testing/drawings';
import { RECTANGLE, rectangleFormFields } from '@steelcut/domain/testing/factories';
import {
  addAddress,
  addRectangle,
  asUser,
  loginAdmin,
  multipart,
  newUserBody,
  placeOrderFor,
  refreshCookieOf,
  registerUser,
  SAMPLE_FILES,
  VALID_ADDRESS,
  type SignedIn,
  type TestApp,
} from '../helpers';
import { buildRecordedApp, INTERNALS, type ServerRoute } from './route-table';

/**
 * Who may call each route of the server, proven for a guest, a forged token, customer A,
 * customer B and the admin. The server's own route table is the list: a route added without a
 * line here fails the first test.
 *
 * - public: anyone, signed in or not.
 * - signed-in: any session, acting on the caller's own account (no one else's id in the call).
 * - owner: the call names customer A's things; A may, B gets 403/404 and none of A's data, a
 *   guest 401; the admin as `admin` says.
 * - admin: the admin only (guest 401, customers 403).
 */
type Access = 'public' | 'signed-in' | 'owner' | 'admin';
type Request = InjectOptions & { method: string; url: string };

interface Rule {
  access: Access;
  /** For owner routes: whether the admin may do the same to A's things (default allowed). */
  admin?: 'allowed' | 'refused';
  /** The call about A's things: `user` is the userId it names (A's, or B's own with selfToo). */
  request?: (ctx: { user: number; caller?: SignedIn }) => Request | Request[] | Promise<Request | Request[]>;
  /** B also tries naming B's own userId with A's other ids (B's order_id, B's cart item…). */
  selfToo?: true;
  /** What an allowed caller gets when it is not 2xx, e.g. a made-up one-time code. */
  allowedStatus?: number;
  /** A guest's answer for a route that checks access itself (a file: 404, not 401). */
  guestStatus?: number;
  /** The content type of an allowed answer that is not JSON. */
  type?: string;
  /** Server-sent events: sent over a real connection, read up to the headers. */
  stream?: true;
  /** Run after an allowed answer (a password change hands out a new token). */
  after?: (caller: SignedIn, body: Record<string, unknown>) => void;
}

let t: TestApp;
let serverRoutes: ServerRoute[];
let baseUrl: string;
let admin: SignedIn;
let a: SignedIn;
let b: SignedIn;
/** Customer A's things, by their real ids. */
const mine = {} as {
  orderId: number;
  orderNo: string;
  orderItemId: number;
  addressLine: string;
  paymentId: number;
  /** Another order of A's, paid past its amount (confirmed): there is a refund due on it. */
  overpaidOrderId: number;
  cartImageId: string;
  attachmentId: string;
  thumbnailId: string;
  rectangleId: number;
  otherShapeId: number;
  drawingId: string;
  quotationId: number;
  quotationNo: string;
  /** A's credit note: an order paid, invoiced, then cancelled. */
  creditNoteId: number;
  creditedOrderId: number;
};

const get = (url: string): Request => ({ method: 'GET', url });
const RECTANGLE_DXF = dxfFile(
  dxfRing([
    [0, 0],
    [300, 0],
    [300, 200],
    [0, 200],
  ]),
  { insUnits: 4 },
);
const json = (method: string, url: string, payload?: object): Request => ({ method, url, payload });
const fileIdOf = (apiPath: string) => /^files\/([0-9a-f-]{36})\?/.exec(apiPath)![1];
const guestItem = {
  shape_id: 0,
  shape_name: RECTANGLE.shape_name,
  material_name: RECTANGLE.material_name,
  thickness: RECTANGLE.thickness,
  quantity: RECTANGLE.quantity,
  finish: RECTANGLE.finish,
  parameters: RECTANGLE.parameters.map((p) => ({ ...p })),
};
const withShape = () => ({ ...guestItem, shape_id: mine.rectangleId });
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
let sequence = 0;
const unique = () => `${Date.now()}${(sequence += 1)}`;

async function freshCookie(who: SignedIn): Promise<string> {
  const response = await t.app.inject(json('POST', '/api/auth/login', { email: who.email, password: who.password }));
  return refreshCookieOf(response);
}

/** A's fresh cart item (a step may remove it). */
async function aCartItem(): Promise<number> {
  const items = await addRectangle(t.app, a, t.db);
  return items[items.length - 1].id;
}

/** A fresh quotation of A's cart (an order of one uses it up). */
async function aQuotation(): Promise<number> {
  await aCartItem();
  const response = await t.app.inject(asUser(a, json('POST', '/api/quotations', { state: VALID_ADDRESS.state })));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().quotation.id;
}

/** A DXF as a customer uploads it. */
const drawingUpload = (): Request => {
  const form = multipart({}, { field: 'file', filename: 'part.dxf', bytes: Buffer.from(RECTANGLE_DXF) });
  return { method: 'POST', url: '/api/drawings', payload: form.payload, headers: form.headers };
};

const PUBLIC: Rule = { access: 'public' };
const SIGNED_IN: Rule = { access: 'signed-in' };
const ADMIN: Rule = { access: 'admin' };
const adminOnly = (request: NonNullable<Rule['request']>, type?: string): Rule => ({ access: 'admin', request, type });

const ROUTES: Record<string, Rule> = {
  // ---- health, documentation, catalogue ----
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/static/*': { access: 'public', request: () => get('/api/docs/static/swagger-ui.css') },
  'GET /api/shape/shapeName': PUBLIC,
  'GET /api/shape/materialname': PUBLIC,
  'GET /api/shape/:id': { access: 'public', request: () => get(`/api/shape/${mine.rectangleId}`) },
  'GET /api/shapes-images/:name': { access: 'public', request: () => get('/api/shapes-images/rectangle.svg') },
  'POST /api/quote': { access: 'public', request: () => json('POST', '/api/quote', { items: [withShape()] }) },
  'GET /api/shop': PUBLIC,
  // Guests upload drawings too; a signed-in customer's becomes theirs.
  'POST /api/drawings': { access: 'public', request: drawingUpload },

  // ---- accounts: the credentials are the access ----
  'POST /api/auth/login': {
    access: 'public',
    request: () => json('POST', '/api/auth/login', { email: a.email, password: a.password }),
  },
  'POST /api/auth/register': {
    access: 'public',
    request: () => ({ ...json('POST', '/api/auth/register', newUserBody()), remoteAddress: `10.9.${sequence++}.1` }),
  },
  'POST /api/auth/forgotPassword': {
    access: 'public',
    request: () => json('POST', '/api/auth/forgotPassword', { email: `nobody${unique()}@example.com` }),
  },
  'POST /api/auth/resendOTP': {
    access: 'public',
    request: () => json('POST', '/api/auth/resendOTP', { email: `nobody${unique()}@example.com` }),
  },
  'POST /api/auth/verifyOTP': {
    access: 'public',
    allowedStatus: 400,
    request: () => json('POST', '/api/auth/verifyOTP', { email: a.email, otp: '000000' }),
  },
  'POST /api/auth/resetPassword': {
    access: 'public',
    allowedStatus: 400,
    request: () =>
      json('POST', '/api/auth/resetPassword', { email: a.email, newPassword: 'Never-set-1', resetToken: 'made-up' }),
  },
  'POST /api/auth/logout': PUBLIC,
  // The session is the refresh cookie (a bearer token alone is not one).
  'POST /api/auth/refresh-token': {
    access: 'signed-in',
    request: async ({ caller }) => ({
      ...json('POST', '/api/auth/refresh-token'),
      ...(caller && { cookies: { refreshToken: await freshCookie(caller) } }),
    }),
  },
  'GET /api/auth/events': {
    access: 'signed-in',
    stream: true,
    type: 'text/event-stream',
    request: async ({ caller }) => ({
      ...get('/api/auth/events'),
      headers: caller ? { cookie: `refreshToken=${await freshCookie(caller)}` } : {},
    }),
  },
  'GET /api/auth/userProfile': SIGNED_IN,
  'PUT /api/auth/updateName': {
    access: 'signed-in',
    request: () => json('PUT', '/api/auth/updateName', { newName: 'Renamed' }),
  },
  'PUT /api/auth/updateEmail': {
    access: 'signed-in',
    request: ({ caller }) => json('PUT', '/api/auth/updateEmail', { newEmail: caller?.email ?? 'x@example.com' }),
    // A new address ends the other sessions' tokens; the answer's is this session's.
    after: (caller, body) => Object.assign(caller, { token: body.token }),
  },
  'PUT /api/auth/updateMobile': {
    access: 'signed-in',
    request: () => json('PUT', '/api/auth/updateMobile', { newMobile: `8${unique().slice(-9)}` }),
  },
  'PUT /api/auth/updateGstin': {
    access: 'signed-in',
    request: () => json('PUT', '/api/auth/updateGstin', { gstin: '' }),
  },
  'PUT /api/auth/updatePassword': {
    access: 'signed-in',
    request: ({ caller }) =>
      json('PUT', '/api/auth/updatePassword', {
        currentPassword: caller?.password ?? 'x',
        newPassword: 'Changedpass7',
      }),
    after: (caller, body) => Object.assign(caller, { token: body.token, password: 'Changedpass7' }),
  },
  'GET /api/notification-settings': SIGNED_IN,
  'PUT /api/notification-settings': {
    access: 'signed-in',
    request: () => json('PUT', '/api/notification-settings', { message_notifications: true }),
  },
  'POST /api/notification-settings/initialize': SIGNED_IN,
  'GET /api/chat/unread': SIGNED_IN,
  'GET /api/drawings': SIGNED_IN,

  // ---- customer A's things ----
  'GET /api/address/user/:userId': { access: 'owner', request: ({ user }) => get(`/api/address/user/${user}`) },
  'POST /api/address': {
    access: 'owner',
    request: ({ user }) =>
      json('POST', '/api/address', { userId: user, ...VALID_ADDRESS, addressLine1: `${unique()} Road` }),
  },
  // An address is changed by its owner only: the admin never edits a customer's addresses.
  'PUT /api/address/:id': {
    access: 'owner',
    admin: 'refused',
    request: async () => {
      const { id } = await addAddress(t.app, a, { addressLine1: unique() });
      return json('PUT', `/api/address/${id}`, { ...VALID_ADDRESS, addressLine1: `${unique()} Lane` });
    },
  },
  'PUT /api/address/:id/default': {
    access: 'owner',
    admin: 'refused',
    request: async () =>
      json('PUT', `/api/address/${(await addAddress(t.app, a, { addressLine1: unique() })).id}/default`),
  },
  'DELETE /api/address/:id': {
    access: 'owner',
    admin: 'refused',
    request: async () => json('DELETE', `/api/address/${(await addAddress(t.app, a, { addressLine1: unique() })).id}`),
  },
  'POST /api/shape/addcart': {
    access: 'owner',
    request: ({ user }) => {
      const form = multipart(rectangleFormFields(user, mine.rectangleId), {
        field: 'image',
        filename: 'drawing.png',
        bytes: SAMPLE_FILES.png,
      });
      return { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers };
    },
  },
  'GET /api/cart/getCart/:userId': { access: 'owner', request: ({ user }) => get(`/api/cart/getCart/${user}`) },
  'DELETE /api/cart/deleteCartItem/:userId/:cartItemId': {
    access: 'owner',
    selfToo: true,
    request: async ({ user }) => json('DELETE', `/api/cart/deleteCartItem/${user}/${await aCartItem()}`),
  },
  'PUT /api/cart/updateCartItem/:userId/:cartItemId': {
    access: 'owner',
    selfToo: true,
    request: async ({ user }) => json('PUT', `/api/cart/updateCartItem/${user}/${await aCartItem()}`, { quantity: 2 }),
  },
  'POST /api/cart/mergeGuestCart': {
    access: 'owner',
    request: ({ user }) => json('POST', '/api/cart/mergeGuestCart', { userId: user, guestItems: [withShape()] }),
  },
  'POST /api/order/create': {
    access: 'owner',
    selfToo: true,
    request: async ({ user }) => {
      const cartItem = await aCartItem();
      const quotationId = await aQuotation();
      const address = await addAddress(t.app, a, { addressLine1: unique() });
      return [
        json('POST', '/api/order/create', { userId: user, cartItems: [{ id: cartItem }], deliveryAddress: address }),
        json('POST', '/api/order/create', { userId: user, quotationId, deliveryAddress: address }),
      ];
    },
  },
  'GET /api/order/user/:userId': { access: 'owner', request: ({ user }) => get(`/api/order/user/${user}`) },
  'GET /api/order/:id/user/:userId': {
    access: 'owner',
    selfToo: true,
    request: ({ user }) => get(`/api/order/${mine.orderId}/user/${user}`),
  },
  'GET /api/order/:id': { access: 'owner', request: () => get(`/api/order/${mine.orderId}`) },
  // Into the caller's own cart: the admin has no cart to put a customer's order into.
  'POST /api/order/:id/reorder': {
    access: 'owner',
    admin: 'refused',
    request: () => json('POST', `/api/order/${mine.orderId}/reorder`),
  },
  // ---- quotations: of the caller's own cart, read by their customer and the admin ----
  'POST /api/quotations': {
    access: 'signed-in',
    request: async ({ caller }) => {
      if (caller) await addRectangle(t.app, caller, t.db);
      return json('POST', '/api/quotations', { state: 'Kerala' });
    },
  },
  'GET /api/quotations': SIGNED_IN,
  'GET /api/quotations/:id': { access: 'owner', request: () => get(`/api/quotations/${mine.quotationId}`) },
  'GET /api/quotations/:id.pdf': {
    access: 'owner',
    type: 'application/pdf',
    request: () => get(`/api/quotations/${mine.quotationId}.pdf`),
  },
  'GET /api/order/:id/invoice.pdf': {
    access: 'owner',
    type: 'application/pdf',
    request: () => get(`/api/order/${mine.orderId}/invoice.pdf`),
  },
  'GET /api/order/:id/items/:itemId/part.dxf': {
    access: 'owner',
    type: 'application/dxf',
    request: () => get(`/api/order/${mine.orderId}/items/${mine.orderItemId}/part.dxf`),
  },
  // A signed-in uploader's drawing: theirs and the admin's; anyone else is told it does not exist.
  'GET /api/drawings/:id': {
    access: 'owner',
    guestStatus: 404,
    request: () => get(`/api/drawings/${mine.drawingId}?thickness=2`),
  },
  'PUT /api/drawings/:id/units': {
    access: 'owner',
    guestStatus: 404,
    request: () => json('PUT', `/api/drawings/${mine.drawingId}/units`, { units: 'mm' }),
  },
  'PUT /api/drawings/:id/layers': {
    access: 'owner',
    guestStatus: 404,
    request: () => json('PUT', `/api/drawings/${mine.drawingId}/layers`, { excluded: [] }),
  },
  // Public for signed URLs (<img> tags); without one only the owner, the admin or a chat party.
  'GET /api/files/:id': {
    access: 'owner',
    guestStatus: 404,
    request: () => [mine.cartImageId, mine.attachmentId, mine.thumbnailId].map((id) => get(`/api/files/${id}`)),
  },
  'GET /api/get-messages': {
    access: 'owner',
    selfToo: true,
    request: ({ user }) => get(`/api/get-messages?sender_id=${user}&receiver_id=1&order_id=${mine.orderId}`),
  },
  // Only the receiver marks as read; the admin reading A's side is the same call with the ids swapped.
  'POST /api/mark-as-read': {
    access: 'owner',
    admin: 'refused',
    selfToo: true,
    request: ({ user }) =>
      json('POST', '/api/mark-as-read', { sender_id: 1, receiver_id: user, order_id: mine.orderId }),
  },
  // Sent as A, about A's order: the admin writes as Support (sender 1), never as A.
  'POST /api/send-message': {
    access: 'owner',
    admin: 'refused',
    selfToo: true,
    request: ({ user }) => {
      const form = multipart({ sender_id: user, receiver_id: 1, message: 'about my order', order_id: mine.orderId });
      return { method: 'POST', url: '/api/send-message', payload: form.payload, headers: form.headers };
    },
  },

  // ---- the back office ----
  'GET /api/admin/shapes': ADMIN,
  'GET /api/admin/dashboard': ADMIN,
  'GET /api/admin/orderStatusSummary': ADMIN,
  'GET /api/admin/ordersTable': ADMIN,
  'GET /api/admin/getAllOrders': ADMIN,
  'GET /api/admin/pricing': ADMIN,
  'PUT /api/admin/pricing': adminOnly(() => json('PUT', '/api/admin/pricing', { pricing: aPricing() })),
  'GET /api/admin/shop': ADMIN,
  'PUT /api/admin/shop': adminOnly(() => json('PUT', '/api/admin/shop', { shop: aShop() })),
  'GET /api/admin/orders/export.csv': adminOnly(() => get('/api/admin/orders/export.csv?orderType=1'), 'text/csv'),
  'GET /api/get-all-users': ADMIN,
  'GET /api/orders/by-customer/:id': adminOnly(() => get(`/api/orders/by-customer/${a.userId}`)),
  'PUT /api/order/:id/status': adminOnly(() =>
    json('PUT', `/api/order/${mine.orderId}/status`, { status: 'In-Progress' }),
  ),
  'PUT /api/order/:id/convert': adminOnly(() => json('PUT', `/api/order/${mine.orderId}/convert`)),
  'PUT /api/admin/orders/:id/quote': adminOnly(() =>
    json('PUT', `/api/admin/orders/${mine.orderId}/quote`, { subtotalPaise: 100_000 }),
  ),
  'POST /api/admin/orders/:id/payments': adminOnly(() =>
    json('POST', `/api/admin/orders/${mine.orderId}/payments`, {
      amountPaise: 1000,
      reference: 'UPI-2',
      paidOn: today(),
    }),
  ),
  'POST /api/admin/orders/:id/refunds': adminOnly(() =>
    json('POST', `/api/admin/orders/${mine.overpaidOrderId}/refunds`, {
      amountPaise: 1000,
      reference: 'RFD-1',
      paidOn: today(),
    }),
  ),
  'POST /api/admin/orders/:id/payments/:paymentId/void': adminOnly(() =>
    json('POST', `/api/admin/orders/${mine.orderId}/payments/${mine.paymentId}/void`, { reason: 'Entered twice' }),
  ),
  'GET /api/credit-notes': {
    access: 'owner',
    request: () => get(`/api/credit-notes?orderId=${mine.creditedOrderId}`),
  },
  'GET /api/credit-notes/:id/credit-note.pdf': {
    access: 'owner',
    type: 'application/pdf',
    request: () => get(`/api/credit-notes/${mine.creditNoteId}/credit-note.pdf`),
  },
  'GET /api/admin/returns': adminOnly(() => get('/api/admin/returns?month=2026-11')),
  'GET /api/admin/returns/gstr1': adminOnly(() => get('/api/admin/returns/gstr1?month=2026-11'), 'application/json'),
  'GET /api/admin/returns/tally': adminOnly(() => get('/api/admin/returns/tally?month=2026-11'), 'application/xml'),
  'GET /api/admin/returns/documents.csv': adminOnly(
    () => get('/api/admin/returns/documents.csv?month=2026-11'),
    'text/csv',
  ),
  'GET /api/admin/orders/:id/job.zip': adminOnly(
    () => get(`/api/admin/orders/${mine.orderId}/job.zip`),
    'application/zip',
  ),
  // Nesting: a plate nobody ordered (nothing to nest, no nest run) and a nest that does not exist.
  'GET /api/admin/nests/waiting': adminOnly(() => get('/api/admin/nests/waiting?material=SS%20304&thicknessMm=29.9')),
  'POST /api/admin/nests': {
    ...adminOnly(() => json('POST', '/api/admin/nests', { material: 'SS 304', thicknessMm: 29.9 })),
    allowedStatus: 400,
  },
  'GET /api/admin/nests': adminOnly(() => get('/api/admin/nests')),
  'GET /api/admin/nests/:id': { ...adminOnly(() => get('/api/admin/nests/999999')), allowedStatus: 404 },
  'POST /api/admin/nests/:id/use': {
    ...adminOnly(() => json('POST', '/api/admin/nests/999999/use')),
    allowedStatus: 404,
  },
  'GET /api/admin/nests/:id/sheets/:file': {
    ...adminOnly(() => get('/api/admin/nests/999999/sheets/1.dxf')),
    allowedStatus: 404,
  },
  'GET /api/cutting/:id': { access: 'owner', request: () => get(`/api/cutting/${mine.orderId}`) },
  // Another shape than the rectangle the other steps put in carts.
  'PATCH /api/shape/:id/hide': adminOnly(() => json('PATCH', `/api/shape/${mine.otherShapeId}/hide`)),
  'PATCH /api/shape/:id/show': adminOnly(() => json('PATCH', `/api/shape/${mine.otherShapeId}/show`)),
};

type Caller = 'guest' | 'forged token' | 'customer B' | 'customer A' | 'admin';
/** B and the guests first: their calls must change nothing A and the admin then rely on. */
const CALLERS: Caller[] = ['guest', 'forged token', 'customer B', 'customer A', 'admin'];

/** The statuses `caller` may get for `rule`: 'allowed' (2xx) or a list of refusals. */
function expected(rule: Rule, caller: Caller): 'allowed' | number[] {
  const guest = caller === 'guest' || caller === 'forged token';
  if (rule.access === 'public') return 'allowed';
  if (guest) return [rule.guestStatus ?? 401];
  if (rule.access === 'signed-in') return 'allowed';
  if (rule.access === 'admin') return caller === 'admin' ? 'allowed' : [403];
  if (caller === 'customer B') return [403, 404];
  if (caller === 'admin' && rule.admin === 'refused') return [403, 404];
  return 'allowed';
}

function sessionOf(caller: Caller): SignedIn | undefined {
  return { guest: undefined, 'forged token': undefined, 'customer A': a, 'customer B': b, admin }[caller];
}

/** A's token claiming to be the admin, its signature left as it was. */
function forgedToken(): string {
  const [header, payload, signature] = a.token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), userId: 1, sub: '1', role: 'admin' };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

async function send(request: Request, caller: Caller, rule: Rule): Promise<Answer> {
  const session = sessionOf(caller);
  const token = caller === 'forged token' ? forgedToken() : session?.token;
  const withAuth = token ? (asUser({ token }, request) as Request) : request;
  if (rule.stream) return openStream(withAuth);
  const response = await t.app.inject(withAuth);
  return { status: response.statusCode, type: String(response.headers['content-type'] ?? ''), body: response.body };
}

/** Over a real connection, up to the headers (and the whole body of a refusal). */
function openStream(request: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = request.headers as Record<string, string>;
    const call = http.get(`${baseUrl}${request.url}`, { headers }, (response) => {
      const answer = { status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body: '' };
      if (answer.status < 400) {
        call.destroy();
        return resolve(answer);
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (answer.body += chunk));
      response.on('end', () => resolve(answer));
    });
    call.on('error', reject);
  });
}

function expectAnswer(answer: Answer, rule: Rule, caller: Caller, what: string) {
  const want = expected(rule, caller);
  const label = `${what} as ${caller}: ${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, label).toBeLessThan(500);
  if (answer.status >= 400) expect(answer.body, label).not.toMatch(INTERNALS);
  if (want === 'allowed') {
    if (rule.allowedStatus) expect(answer.status, label).toBe(rule.allowedStatus);
    else expect(answer.status >= 200 && answer.status < 400, label).toBe(true);
    if (rule.type && answer.status < 300) expect(answer.type, label).toContain(rule.type);
    return;
  }
  expect(want, label).toContain(answer.status);
  const refusal = JSON.parse(answer.body);
  expect(refusal.message, label).toEqual(expect.any(String));
  expect(ERROR_CODES, label).toContain(refusal.code);
  // Never A's data in a refusal.
  for (const secret of [a.email, mine.orderNo, mine.addressLine, mine.quotationNo])
    expect(answer.body, label).not.toContain(secret);
}

beforeAll(async () => {
  ({ t, routes: serverRoutes } = await buildRecordedApp());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await loginAdmin(t.app);
  a = await registerUser(t.app);
  b = await registerUser(t.app);
  await t.app.inject(asUser(admin, json('PUT', '/api/admin/pricing', { pricing: aPricing() })));
  const shapes = await t.db.selectFrom('shapes').select(['id', 'slug']).orderBy('id').execute();
  mine.rectangleId = shapes.find((shape) => shape.slug === 'rectangle')!.id;
  mine.otherShapeId = shapes.find((shape) => shape.slug !== 'rectangle')!.id;
  mine.addressLine = `A-only-${unique()} Street`;

  const order = await placeOrderFor(t.app, t.db, a);
  Object.assign(mine, { orderId: order.id, orderNo: order.Order_No });
  const detail = await t.app.inject(asUser(a, get(`/api/order/${order.id}`)));
  mine.orderItemId = detail.json().items[0].id;
  await addAddress(t.app, a, { addressLine1: mine.addressLine });

  const form = multipart(rectangleFormFields(a.userId, mine.rectangleId), {
    field: 'image',
    filename: 'drawing.png',
    bytes: SAMPLE_FILES.png,
  });
  const cart = await t.app.inject(asUser(a, { method: 'POST', url: '/api/shape/addcart', ...form }));
  mine.cartImageId = fileIdOf(cart.json().items.at(-1).image_path);

  const chat = multipart(
    { sender_id: a.userId, receiver_id: 1, message: 'my drawing', order_id: order.id },
    { field: 'attachment', filename: 'drawing.png', bytes: SAMPLE_FILES.png },
  );
  const sent = await t.app.inject(asUser(a, { method: 'POST', url: '/api/send-message', ...chat }));
  mine.attachmentId = fileIdOf(sent.json().data.attachment.path);
  mine.thumbnailId = fileIdOf(sent.json().data.attachment.thumbnail_path);

  const quotation = await t.app.inject(asUser(a, json('POST', '/api/quotations', { state: 'Tamil Nadu' })));
  expect(quotation.statusCode, quotation.body).toBe(201);
  Object.assign(mine, { quotationId: quotation.json().quotation.id, quotationNo: quotation.json().quotation.number });

  const drawing = await t.app.inject(asUser(a, drawingUpload()));
  expect(drawing.statusCode, drawing.body).toBe(201);
  mine.drawingId = drawing.json().drawing.id;

  const paid = await t.app.inject(
    asUser(
      admin,
      json('POST', `/api/admin/orders/${order.id}/payments`, { amountPaise: 500, reference: 'UPI-1', paidOn: today() }),
    ),
  );
  expect(paid.statusCode, paid.body).toBe(201);
  mine.paymentId = paid.json().billing.payments[0].id;

  const overpaid = await placeOrderFor(t.app, t.db, a, { state: 'Kerala' });
  mine.overpaidOrderId = overpaid.id;
  const overpayment = await t.app.inject(
    asUser(
      admin,
      json('POST', `/api/admin/orders/${overpaid.id}/payments`, {
        amountPaise: 10_000_000,
        reference: 'UPI-OVER',
        paidOn: today(),
        confirmOverpayment: true,
      }),
    ),
  );
  expect(overpayment.statusCode, overpayment.body).toBe(201);

  const credited = await placeOrderFor(t.app, t.db, a, { state: 'Karnataka' });
  const settled = await t.app.inject(
    asUser(
      admin,
      json('POST', `/api/admin/orders/${credited.id}/payments`, {
        amountPaise: 10_000_000,
        reference: 'UPI-CREDIT',
        paidOn: today(),
        confirmOverpayment: true,
      }),
    ),
  );
  expect(settled.statusCode, settled.body).toBe(201);
  expect((await t.app.inject(asUser(admin, get(`/api/order/${credited.id}/invoice.pdf`)))).statusCode).toBe(200);
  const cancelled = await t.app.inject(
    asUser(admin, json('PUT', `/api/order/${credited.id}/status`, { status: 'Cancelled' })),
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  mine.creditedOrderId = credited.id;
  mine.creditNoteId = (
    await t.db.selectFrom('credit_notes').select('id').where('order_id', '=', credited.id).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('the authorisation table', () => {
  it('names every route the server has, and no route it lacks', () => {
    const onServer = [...new Set(serverRoutes.map((route) => route.key))].sort();
    expect(onServer).toEqual(Object.keys(ROUTES).sort());
  });
});

describe.each(Object.entries(ROUTES))('%s', (key, rule) => {
  it.each(CALLERS)('answers %s as the table says', async (caller) => {
    const [method, pattern] = key.split(' ');
    const session = sessionOf(caller);
    const users = caller === 'customer B' && rule.selfToo ? [a.userId, b.userId] : [a.userId];
    for (const user of users) {
      const built = rule.request ? await rule.request({ user, caller: session }) : { method, url: pattern };
      for (const request of [built].flat()) {
        const answer = await send(request, caller, rule);
        expectAnswer(answer, rule, caller, `${request.method} ${request.url}`);
        if (session && rule.after && answer.status < 300) rule.after(session, JSON.parse(answer.body));
      }
    }
  });
});
