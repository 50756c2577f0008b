import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { anAddressInput, rectangleFormFields } from '@steelcut/domain/testing/factories';
import { ADMIN, type Shop } from './support';

const CORPUS = path.resolve(import.meta.dirname, '../packages/domain/src/drawings/corpus');

export type Customer = { id: number; name: string; email: string; mobile: string; password: string; token: string };

/** A call to the shop's API, failing the test on any non-2xx answer. */
export async function shopApi<T>(shop: Shop, urlPath: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${shop.server.url}/api${urlPath}`, init);
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${urlPath}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The admin's access token, signed in through the API. */
export async function signInAdmin(shop: Shop): Promise<string> {
  const { token } = await shopApi<{ token: string }>(shop, '/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return token;
}

/** A chat message sent through the API by the user whose token this is. */
export async function sendMessage(shop: Shop, token: string, fields: Record<string, string | number>): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  await shopApi(shop, '/send-message', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

export async function registerCustomer(shop: Shop, tag: string): Promise<Customer> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 90 + 10)}`;
  const details = {
    name: `Kavya ${tag}`,
    email: `kavya.${tag}.${stamp}@example.com`,
    mobileNumber: `8${stamp.slice(-9)}`,
    password: 'order-pass1',
  };
  const reply = await shopApi<{ user: { id: number }; token: string }>(shop, '/auth/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(details),
  });
  return { ...details, mobile: details.mobileNumber, id: reply.user.id, token: reply.token };
}

/** One rectangle plate, 250 × 120 mm, SS 304, 2 mm, three pieces, straight into the server cart. */
export async function putRectangleInCart(shop: Shop, customer: Customer): Promise<void> {
  const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
  const rectangle = shapes.find((shape) => shape.slug === 'rectangle');
  if (!rectangle) throw new Error('no rectangle in the catalogue');
  const form = new FormData();
  for (const [name, value] of Object.entries(rectangleFormFields(customer.id, rectangle.id)))
    form.set(name, String(value));
  await shopApi(shop, '/shape/addcart', {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    body: form,
  });
}

/** A DXF of the drawings corpus (packages/domain), uploaded as the customer or, without one, as a guest. */
export async function uploadDrawing(
  shop: Shop,
  customer: Customer | null,
  corpusName: string,
): Promise<{ id: string; name: string }> {
  const file = readFileSync(path.join(CORPUS, `${corpusName}.dxf`));
  const form = new FormData();
  form.set('file', new Blob([file], { type: 'application/dxf' }), `${corpusName}.dxf`);
  const reply = await shopApi<{ drawing: { id: string; name: string } }>(shop, '/drawings', {
    method: 'POST',
    headers: customer ? { Authorization: `Bearer ${customer.token}` } : {},
    body: form,
  });
  return reply.drawing;
}

/** The mail to this address whose subject starts so, read from the server's outbox (.eml files). */
export async function mailTo(shop: Shop, email: string, subject: string): Promise<string> {
  const outbox = path.join(shop.server.dataDir, 'mail');
  for (let i = 0; i < 100; i += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      if (eml.includes(`To: ${email}`) && eml.includes(`Subject: ${subject}`)) return eml;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail '${subject}…' for ${email} in ${outbox}`);
}

/** A saved address and an order of the customer's cart, placed through the API as the browser does. */
export async function placeOrder(shop: Shop, customer: Customer): Promise<{ id: number; Order_No: string }> {
  const auth = { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' };
  const address = await shopApi<{ address: { id: number } }>(shop, '/address', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ userId: customer.id, ...anAddressInput(), isDefault: true }),
  });
  const { items } = await shopApi<{ items: { id: number }[] }>(shop, `/cart/getCart/${customer.id}`, { headers: auth });
  const placed = await shopApi<{ order: { id: number }; Order_No: string }>(shop, '/order/create', {
    method: 'POST',
    headers: { ...auth, 'Idempotency-Key': `e2e-${customer.id}-${Date.now()}` },
    body: JSON.stringify({
      userId: customer.id,
      cartItems: items.map((item) => ({ id: item.id })),
      totalQty: items.length,
      deliveryAddress: address.address,
    }),
  });
  return { id: placed.order.id, Order_No: placed.Order_No };
}
