import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { upiPaymentUri } from '@steelcut/domain/business';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import { MSG, noHiddenCharacters } from '@steelcut/domain/schemas/fields';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { DEFAULT_SHOP, SHOP_MSG, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { SHOP_SETUP_MSG } from '@steelcut/domain/schemas/shop-api';
import { TRACKING_MSG } from '@steelcut/domain/schemas/tracking';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aGstin, aShop } from '@steelcut/domain/testing/shop';
import { buildApp } from '../../app';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';

const t = useTestApp();
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  customer = await registerUser(t.app);
});

const ADMIN_SHOP = '/api/admin/shop';
const call = (app: FastifyInstance, who: SignedIn | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject(who ? asUser(who, { method, url, payload }) : { method, url, payload });
const getAdminShop = (who: SignedIn | null = admin) => call(t.app, who, 'GET', ADMIN_SHOP);
const putShop = (shop: unknown, who: SignedIn | null = admin, app = t.app) =>
  call(app, who, 'PUT', ADMIN_SHOP, { shop });
const putPricing = (pricing: object) => call(t.app, admin, 'PUT', '/api/admin/pricing', { pricing });
const publicShop = async (app = t.app): Promise<ShopSettings> => {
  const response = await app.inject('/api/shop');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().shop;
};
const storedRow = () => t.db.selectFrom('shop_settings').selectAll().executeTakeFirstOrThrow();

const NOTHING_DONE = { detailsSaved: false, upiSet: false, pricesSaved: false, stockSet: false };

describe('the shop settings before the owner saves them', () => {
  it('are the defaults, for the admin and for every visitor', async () => {
    const response = await getAdminShop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ shop: DEFAULT_SHOP, setup: NOTHING_DONE });
    expect(await publicShop()).toEqual(DEFAULT_SHOP);
  });

  it('refuse every kind of bad value with the schema’s message, under its field, and store nothing', async () => {
    const hours = (opens: string, closes: string, days = DEFAULT_SHOP.openingHours.days) => ({
      openingHours: { days, opens, closes },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ upiId: 'steel cut@upi' }, SHOP_MSG.upiId, 'shop.upiId'],
      [{ upiId: 'steelcut' }, SHOP_MSG.upiId, 'shop.upiId'],
      [{ address: { ...DEFAULT_SHOP.address, postalCode: '64100' } }, SHOP_MSG.postalCode, 'shop.address.postalCode'],
      [{ address: { ...DEFAULT_SHOP.address, state: 'Atlantis' } }, SHOP_MSG.state, 'shop.address.state'],
      [{ address: { ...DEFAULT_SHOP.address, street: 'x' } }, SHOP_MSG.street, 'shop.address.street'],
      [{ phones: [] }, SHOP_MSG.phones, 'shop.phones'],
      [{ phones: ['1', '2', '3', '4'].map((n) => `+91 98765 4321${n}`) }, SHOP_MSG.phones, 'shop.phones'],
      [{ phones: ['12345'] }, SHOP_MSG.phone, 'shop.phones.0'],
      [hours('18:00', '09:00'), SHOP_MSG.hours, 'shop.openingHours.closes'],
      [hours('9am', '18:00'), SHOP_MSG.hours, 'shop.openingHours.opens'],
      [hours('09:00', '18:00', []), SHOP_MSG.days, 'shop.openingHours.days'],
      [{ finishes: [{ name: 'Brushed', adderPaisePerM2: 0 }] }, SHOP_MSG.millFinish, 'shop.finishes'],
      [{ finishes: [{ name: 'Mill Finish', adderPaisePerM2: 500 }] }, SHOP_MSG.millFinish, 'shop.finishes'],
      [{ tradingName: 'S' }, SHOP_MSG.tradingName, 'shop.tradingName'],
      [{ legalName: '   ' }, SHOP_MSG.legalName, 'shop.legalName'],
      [{ payeeName: 'P' }, SHOP_MSG.payeeName, 'shop.payeeName'],
      [{ gstin: '33AAPFU0939F1Z3' }, MSG.gstinCheckCharacter, 'shop.gstin'],
      [{ gstin: '33AAPFU0939F' }, MSG.gstin, 'shop.gstin'],
      [{ gstin: aGstin('29') }, PRICING_MSG.gstinState, 'shop.gstin'],
      [
        { stock: [{ material: 'SS 304', thicknessesMm: [2.55] }] },
        SHOP_MSG.stockThickness,
        'shop.stock.0.thicknessesMm.0',
      ],
      [
        {
          stock: [
            { material: 'SS 304', thicknessesMm: [2] },
            { material: 'SS 304', thicknessesMm: [3] },
          ],
        },
        SHOP_MSG.stockGradeTwice,
        'shop.stock',
      ],
      [{ delivery: { ...DEFAULT_SHOP.delivery, radiusKm: 0 } }, SHOP_MSG.radius, 'shop.delivery.radiusKm'],
      // Issue 31 #8: NUL, CR LF and U+202E were saved in the names and the street; the payee name is in every QR.
      [{ tradingName: 'Ravi\u0000Steel' }, noHiddenCharacters('The trading name'), 'shop.tradingName'],
      [{ legalName: 'Ravi Steel\r\nWorks' }, noHiddenCharacters('The legal name'), 'shop.legalName'],
      [{ payeeName: 'Ravi \u202eSteel' }, noHiddenCharacters('The payee name'), 'shop.payeeName'],
      [{ payeeName: 'Ravi\r\nSteel' }, noHiddenCharacters('The payee name'), 'shop.payeeName'],
      [
        { address: { ...DEFAULT_SHOP.address, street: '12 Industrial\u0000Estate' } },
        noHiddenCharacters('The street address'),
        'shop.address.street',
      ],
      [
        { address: { ...DEFAULT_SHOP.address, city: 'Coim\u200bbatore' } },
        noHiddenCharacters('The city'),
        'shop.address.city',
      ],
      [
        { finishes: [DEFAULT_SHOP.finishes[0], { name: 'Brushed\tNo. 4', adderPaisePerM2: 0 }] },
        noHiddenCharacters('A finish name'),
        'shop.finishes.1.name',
      ],
      [
        { couriers: [{ name: 'DT\u202eDC', trackingUrl: 'https://d.example/' }] },
        noHiddenCharacters('A courier name'),
        'shop.couriers.0.name',
      ],
      // Pincodes India Post lists, and the state of the address's own pincode.
      [
        { address: { ...DEFAULT_SHOP.address, postalCode: '000000' } },
        SHOP_MSG.pincodeUnknown,
        'shop.address.postalCode',
      ],
      [
        { address: { ...DEFAULT_SHOP.address, postalCode: '999999' } },
        SHOP_MSG.pincodeUnknown,
        'shop.address.postalCode',
      ],
      [{ delivery: { ...DEFAULT_SHOP.delivery, pincode: '999999' } }, SHOP_MSG.pincodeUnknown, 'shop.delivery.pincode'],
      [
        { delivery: { ...DEFAULT_SHOP.delivery, pincode: '600029' } },
        SHOP_MSG.pincodeNotOnMap,
        'shop.delivery.pincode',
      ],
      [
        { address: { ...DEFAULT_SHOP.address, state: 'Kerala' } },
        ADDRESS_MSG.stateOfPincode('641006', ['Tamil Nadu']),
        'shop.address.state',
      ],
      [
        { numberPrefixes: { order: 'S-C', quotation: 'SCQ', invoice: 'SC' } },
        SHOP_MSG.numberPrefix,
        'shop.numberPrefixes.order',
      ],
      [
        { numberPrefixes: { order: 'SC', quotation: 'SCQ', invoice: 'STEEL' } },
        SHOP_MSG.numberPrefix,
        'shop.numberPrefixes.invoice',
      ],
      [
        { couriers: [{ name: 'DTDC', trackingUrl: 'http://dtdc.example/{number}' }] },
        TRACKING_MSG.trackingUrl,
        'shop.couriers.0.trackingUrl',
      ],
      [
        { couriers: [{ name: 'D', trackingUrl: 'https://d.example/' }] },
        TRACKING_MSG.courierName,
        'shop.couriers.0.name',
      ],
      [
        {
          couriers: [
            { name: 'DTDC', trackingUrl: 'https://a.example/' },
            { name: 'dtdc', trackingUrl: 'https://b.example/' },
          ],
        },
        TRACKING_MSG.courierTwice,
        'shop.couriers',
      ],
    ];
    for (const [change, message, field] of cases) {
      const response = await putShop({ ...DEFAULT_SHOP, ...change });
      expectError(response, 400, message);
      expect(response.json().errors, JSON.stringify(change)).toContainEqual({ field, message });
    }
    expectError(await putShop(undefined), 400);
    const { tradingName: _left, ...withoutName } = DEFAULT_SHOP;
    expectError(await putShop(withoutName), 400, SHOP_MSG.tradingName);

    expect((await getAdminShop()).json()).toEqual({ shop: DEFAULT_SHOP, setup: NOTHING_DONE });
    expect(await storedRow()).toMatchObject({ settings: null, details_saved_at: null });
  });

  it('are the admin’s to read and change; every visitor reads the public answer', async () => {
    expectError(await getAdminShop(null), 401);
    expectError(await getAdminShop(customer), 403);
    expectError(await putShop(aShop(), null), 401);
    expectError(await putShop(aShop(), customer), 403);
    expect((await call(t.app, customer, 'GET', '/api/shop')).json()).toEqual({ shop: DEFAULT_SHOP });
    expect(await storedRow()).toMatchObject({ settings: null });
  });

  // Issue 34 #1: what was typed into Pricing replaced the GSTIN saved in Shop settings.
  it('keep their state and GSTIN when prices are saved, whatever an older form sends with them', async () => {
    const saved = await putPricing({ ...aPricing(), shopState: 'Karnataka', shopGstin: aGstin('29') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicShop()).toEqual(DEFAULT_SHOP);
    expect((await getAdminShop()).json().setup).toEqual({ ...NOTHING_DONE, pricesSaved: true });
    expect(await storedRow()).toMatchObject({ settings: null });
  });
});

describe('saving the shop settings', () => {
  it('needs no GSTIN until the shop is registered, prices saved or not', async () => {
    const response = await putShop(aShop({ gstin: null }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicShop()).gstin).toBeNull();
  });

  it('keeps what the owner typed in a name literally: $ and quotes are text', async () => {
    const shop = aShop({ tradingName: "Ravi's $' $& $` $$ Works" });
    const response = await putShop(shop);
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicShop()).tradingName).toBe("Ravi's $' $& $` $$ Works");
  });

  it('stores the whole object, trimmed and upper-cased as the schema says, and answers it with the checklist', async () => {
    const shop = aShop();
    const response = await putShop({
      ...shop,
      tradingName: `  ${shop.tradingName} `,
      gstin: shop.gstin!.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const setup = { detailsSaved: true, upiSet: true, pricesSaved: true, stockSet: false };
    expect(response.json()).toEqual({ shop, setup, message: SHOP_MSG.saved });
    expect((await getAdminShop()).json()).toEqual({ shop, setup });
    expect(await publicShop()).toEqual(shop);
    const row = await storedRow();
    expect(JSON.parse(row.settings!)).toEqual(shop);
    expect(row).toMatchObject({ updated_by: 1, details_saved_at: expect.any(String) });
  });

  it('is seen by another server process at once, both ways', async () => {
    const peer = await t.openPeer();
    expect(await publicShop(peer)).toEqual(aShop());
    const moved = aShop({ phones: ['+91 90030 00001'], upiId: 'ravi.works@oksbi' });
    expect((await putShop(moved, admin, peer)).statusCode).toBe(200);
    expect(await publicShop()).toEqual(moved);
    expect((await getAdminShop()).json().shop).toEqual(moved);
    expect((await putShop(aShop())).statusCode).toBe(200);
    expect(await publicShop(peer)).toEqual(aShop());
  });

  it('counts the stock step done once thicknesses are listed', async () => {
    const stocked = aShop({ stock: [{ material: 'SS 304', thicknessesMm: [1, 1.5, 2, 3] }] });
    const allDone = { detailsSaved: true, upiSet: true, pricesSaved: true, stockSet: true };
    expect((await putShop(stocked)).json().setup).toEqual(allDone);
    // The dashboard's summary carries the same checklist.
    expect((await call(t.app, admin, 'GET', '/api/admin/dashboard')).json().setup).toEqual(allDone);
    expect((await putShop(aShop({ upiId: DEFAULT_SHOP.upiId }))).json().setup).toMatchObject({
      upiSet: false,
      stockSet: false,
    });
    expect((await putShop(aShop())).statusCode).toBe(200);
  });
});

describe('the couriers', () => {
  it('are the saved list: a dispatched order links to the courier’s page with the number encoded', async () => {
    const couriers = [{ name: 'Local Express', trackingUrl: 'https://local.example/track?awb={number}&x=1' }];
    const saved = await putShop({ ...aShop(), couriers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicShop()).couriers).toEqual(couriers);
    const order = await placeOrderFor(t.app, t.db, customer);
    const sent = await call(t.app, admin, 'PUT', `/api/order/${order.id}/status`, {
      status: 'Dispatched',
      courier: 'Local Express',
      trackingNumber: 'LE-7',
      confirmUnpaid: true,
    });
    expect(sent.json().order.tracking_url).toBe('https://local.example/track?awb=LE-7&x=1');
  });
});

describe('the GSTIN and the state: the shop settings’ alone', () => {
  it('are not in the price table’s answer, and saving prices leaves them as they are', async () => {
    const other = aGstin('33', 'AAACR5055K');
    expect((await putShop(aShop({ gstin: other }))).statusCode).toBe(200);
    expect((await call(t.app, admin, 'GET', '/api/admin/pricing')).json().pricing).toEqual(aPricing());
    expect((await putPricing({ ...aPricing(), shopState: 'Karnataka', shopGstin: aGstin('29') })).statusCode).toBe(200);
    expect(await publicShop()).toEqual(aShop({ gstin: other }));
    expect((await putShop(aShop())).statusCode).toBe(200);
  });

  it('keeps the GSTIN while the prices charge GST', async () => {
    const response = await putShop(aShop({ gstin: null }));
    expectError(response, 400, SHOP_SETUP_MSG.gstinNeeded);
    expect(response.json().errors).toEqual([{ field: 'shop.gstin', message: SHOP_SETUP_MSG.gstinNeeded }]);
    expect(await publicShop()).toEqual(aShop());
  });
});

describe('SHOP_* in the environment', () => {
  it('seeds the settings until the owner saves them', async () => {
    const seeded = await buildTestApp({
      env: { SHOP_TRADING_NAME: 'Kovai Laser Cutting', SHOP_UPI_ID: 'kovailaser@ybl', SHOP_PHONES: '+91 98430 11111' },
    });
    try {
      const shop = await publicShop(seeded.app);
      expect(shop).toEqual({
        ...DEFAULT_SHOP,
        tradingName: 'Kovai Laser Cutting',
        upiId: 'kovailaser@ybl',
        phones: ['+91 98430 11111'],
      });
      const owner = await loginAdmin(seeded.app);
      expect((await call(seeded.app, owner, 'GET', ADMIN_SHOP)).json().setup).toEqual({
        ...NOTHING_DONE,
        upiSet: true,
      });
      expect((await putShop(aShop(), owner, seeded.app)).statusCode).toBe(200);
      expect(await publicShop(seeded.app)).toEqual(aShop());
    } finally {
      await seeded.close();
    }
  });
});

/** A built web app whose server renderer prints the contact details it was given, as the real one does. */
function storefrontFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(
    path.join(root, 'dist-ssr/entry-server.js'),
    `export function createStorefrontRenderer() {
      return async (pathname, { shop }) => ({
        html: '<!doctype html><script type="application/ld+json">' +
          JSON.stringify({ '@type': 'LocalBusiness', name: shop.tradingName, telephone: shop.phones[0] }) +
          '</script><footer>' + shop.phones.join(' · ') + '</footer>',
      });
    }`,
  );
  return root;
}

describe('a changed UPI ID appears in the next QR, page, mail and invoice', () => {
  let web: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = storefrontFixture();
    web = await buildApp({
      config: { ...t.config, webDist: path.join(root, 'dist') },
      database: { db: t.db, dialect: t.dialect, destroy: async () => {} },
      // Its mail dispatcher shares the outbox: whichever sends a mail, the test sees it.
      mailer: { send: async (mail) => void t.mails.push(mail) },
      logger: false,
    });
  });
  afterAll(async () => {
    await web.close();
    rmSync(root, { recursive: true, force: true });
  });

  const landingPage = async () => {
    const page = await web.inject('/');
    expect(page.statusCode, page.body).toBe(200);
    return page.body;
  };
  const jsonLd = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as { telephone: string };

  it('in the landing page, its structured data, the order and quote mails, the invoice and the UPI link', async () => {
    expect(await landingPage()).toContain(aShop().phones[0]);

    const changed = aShop({
      legalName: 'Sri Ravi Steel Fabricators LLP',
      upiId: 'srirsf@okicici',
      payeeName: 'Sri Ravi Steel Fab',
      phones: ['+91 99440 77123', '0422 2600001'],
      gstin: aGstin('33', 'ACZFS1234L'),
    });
    expect((await putShop(changed)).statusCode).toBe(200);

    const page = await landingPage();
    expect(page).toContain('+91 99440 77123 · 0422 2600001');
    expect(jsonLd(page).telephone).toBe('+91 99440 77123');

    const buyer = await registerUser(t.app, { name: 'Meena Fabrication' });
    const order = await placeOrderFor(t.app, t.db, buyer, { state: 'Tamil Nadu' });
    const placed = await t.mailTo(buyer.email, new RegExp(order.Order_No));
    for (const text of ['srirsf@okicici', 'Sri Ravi Steel Fab', '+91 99440 77123']) {
      expect(placed.text).toContain(text);
      expect(placed.html).toContain(text);
    }

    const quoted = await call(t.app, admin, 'PUT', `/api/admin/orders/${order.id}/quote`, { subtotalPaise: 100_000 });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quoteMail = await t.mailTo(buyer.email, /^Quote for order/);
    expect(quoteMail.text).toContain('Pay by UPI to srirsf@okicici (Sri Ravi Steel Fab)');
    expect(quoteMail.text).toContain('+91 99440 77123');

    const invoice = await call(t.app, buyer, 'GET', `/api/order/${order.id}/invoice.pdf`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Sri Ravi Steel Fabricators LLP');
    expect(text).toContain(aGstin('33', 'ACZFS1234L'));
    expect(text).toContain('+91 99440 77123');

    // The order page draws its QR from GET /api/shop and the amount due.
    const shop = await publicShop();
    const uri = new URL(upiPaymentUri(shop, order.Order_No, 118_000));
    expect(uri.searchParams.get('pa')).toBe('srirsf@okicici');
    expect(uri.searchParams.get('pn')).toBe('Sri Ravi Steel Fab');
  });
});
