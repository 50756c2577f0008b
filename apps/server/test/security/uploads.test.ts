import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@steelcut/domain/error-codes';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { rectangleFormFields } from '@steelcut/domain/testing/factories';
import { asUser, buildTestApp, multipart, registerUser, SAMPLE_FILES, type SignedIn, type TestApp } from '../helpers';
import { DOCUMENTS, PROGRAMS } from '../program-samples';

/**
 * Hostile files through the real upload routes: the cart's drawing (field `image`, 5 MB, raster
 * images, SVG and PDF) and the chat's attachment (field `attachment`, 10 MB, any type but programs
 * and scripts). Each is
 * refused with a 4xx and a message, or stored under a name of the server's making and served so
 * that a browser neither renders it as a page nor runs its script.
 */
type Route = 'cart' | 'chat';

let t: TestApp;
let customer: SignedIn;
let rectangleId: number;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await registerUser(t.app);
  rectangleId = (await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());

const text = (value: string) => Buffer.from(value);
const MB = 1024 * 1024;

/** A real PNG header claiming `width` × `height` pixels, with a few bytes of image data. */
function pixelFlood(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const CORPUS = {
  svgWithScript: text(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}<rect width="9"/></svg>`),
  html: text(`<!doctype html><html><body>${SCRIPT}</body></html>`),
  pdfThenHtml: text(
    `%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n`,
  ),
  htmlThenPdf: text(`<html><body>${SCRIPT}<!--\n%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n--></body></html>`),
  sixMb: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(6 * MB)]),
  elevenMb: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(11 * MB)]),
  pixelFlood: pixelFlood(50_000, 50_000),
};

function upload(route: Route, filename: string, bytes: Buffer) {
  const form =
    route === 'cart'
      ? multipart(rectangleFormFields(customer.userId, rectangleId), { field: 'image', filename, bytes })
      : multipart(
          { sender_id: customer.userId, receiver_id: 1, message: 'file' },
          { field: 'attachment', filename, bytes },
        );
  const url = route === 'cart' ? '/api/shape/addcart' : '/api/send-message';
  return t.app.inject(asUser(customer, { method: 'POST', url, payload: form.payload, headers: form.headers }));
}

/** The stored file's path relative to /api/ (files/<id>?exp&sig) from the route's answer. */
function storedPath(route: Route, body: Answer): string {
  return route === 'cart' ? body.items!.at(-1)!.image_path : body.data!.attachment.path;
}
interface Answer {
  items?: { image_path: string }[];
  data?: { attachment: { path: string; thumbnail_path: string | null } };
}

const filesCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', customer.userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectRefused(route: Route, filename: string, bytes: Buffer, status: number, message?: string) {
  const before = await filesCount();
  const response = await upload(route, filename, bytes);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(ERROR_CODES).toContain(body.code);
  expect(body.message).toEqual(message ?? expect.stringMatching(/\w/));
  expect(await filesCount()).toBe(before);
}

/** Stored, then served: never as a page, never as script, under a name of the server's making. */
async function expectStoredSafely(route: Route, filename: string, bytes: Buffer) {
  const response = await upload(route, filename, bytes);
  expect(response.statusCode, response.body).toBe(route === 'cart' ? 200 : 201);
  const apiPath = storedPath(route, response.json());
  const id = /^files\/([0-9a-f-]{36})\?/.exec(apiPath)![1];
  const row = await t.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.storage_key).toMatch(/^(cart-image|chat)\/[0-9a-f-]{36}$/);
  expect(row.original_name).not.toMatch(/[/\\\0]|\.\.[/\\]/);

  const served = await t.app.inject({ method: 'GET', url: `/api/${apiPath}` });
  expect(served.statusCode).toBe(200);
  const type = String(served.headers['content-type']);
  const disposition = String(served.headers['content-disposition']);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(type).not.toMatch(/html|javascript/);
  expect(String(served.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  const inline = /^image\/(png|jpeg|gif|webp)|^application\/pdf/.test(type);
  expect(disposition.startsWith(inline ? 'inline;' : 'attachment;'), `${type} ${disposition}`).toBe(true);
  expect(decodeURIComponent(disposition)).not.toMatch(/[/\\\0]/);
  expect(served.rawPayload.equals(bytes)).toBe(true);
  return { type, disposition, row, body: response.json() as Answer };
}

describe('active content', () => {
  it('an SVG with script: stored for the cart and chat, but only ever served as a sandboxed download', async () => {
    for (const route of ['cart', 'chat'] as const) {
      const { type, disposition } = await expectStoredSafely(route, 'part.svg', CORPUS.svgWithScript);
      expect(type).toBe('image/svg+xml');
      expect(disposition).toMatch(/^attachment;/);
    }
  });

  it('HTML named .png: not an image, so the cart refuses it and chat keeps it as a text download', async () => {
    await expectRefused('cart', 'photo.png', CORPUS.html, 400, CART_MSG.imageType);
    const { type, row } = await expectStoredSafely('chat', 'photo.png', CORPUS.html);
    expect(type).toMatch(/^text\/plain/);
    expect(row.original_name).toBe('photo.txt');
  });

  it('a PDF that is also HTML: a PDF (sandboxed, never a page); HTML first is text, not a PDF', async () => {
    for (const route of ['cart', 'chat'] as const) {
      expect((await expectStoredSafely(route, 'drawing.pdf', CORPUS.pdfThenHtml)).type).toBe('application/pdf');
    }
    await expectRefused('cart', 'drawing.pdf', CORPUS.htmlThenPdf, 400, CART_MSG.imageType);
    expect((await expectStoredSafely('chat', 'drawing.pdf', CORPUS.htmlThenPdf)).type).toMatch(/^text\/plain/);
  });
});

describe('programs and scripts in chat', () => {
  it.each(Object.entries(PROGRAMS))('%s: refused with its message, nothing stored', async (_, { filename, bytes }) => {
    await expectRefused('chat', filename, bytes, 400, CHAT_MSG.programRefused);
  });

  it.each(Object.entries(DOCUMENTS))('%s: kept, and served as a download', async (_, { filename, bytes, type }) => {
    const stored = await expectStoredSafely('chat', filename, bytes);
    expect(stored.type).toMatch(type);
  });

  it('leaves the cart’s own rule alone: a program is not an image there either', async () => {
    await expectRefused('cart', 'photo.png', PROGRAMS['a Windows program named .png'].bytes, 400, CART_MSG.imageType);
  });
});

describe('size', () => {
  it('6 MB: over the cart’s 5 MB (413 with its message), within chat’s 10 MB; 11 MB is over both', async () => {
    await expectRefused('cart', 'big.png', CORPUS.sixMb, 413, CART_MSG.imageTooLarge);
    await expectStoredSafely('chat', 'big.png', CORPUS.sixMb);
    await expectRefused('chat', 'huge.png', CORPUS.elevenMb, 413, CHAT_MSG.tooLarge);
  });

  it('a pixel flood (a 100-byte PNG of 50,000 × 50,000 pixels) is never decoded: no thumbnail, no memory', async () => {
    const before = process.memoryUsage().rss;
    await expectStoredSafely('cart', 'flood.png', CORPUS.pixelFlood);
    const { body } = await expectStoredSafely('chat', 'flood.png', CORPUS.pixelFlood);
    expect(body.data!.attachment.thumbnail_path).toBeNull();
    // Decoding it would take 7.5 GB; sharp's limitInputPixels refuses it from the header.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
  });
});

describe('file names', () => {
  it.each([
    ['../../x.png', 'x.png'],
    ['..\\..\\x.png', 'x.png'],
    ['/etc/passwd.png', 'passwd.png'],
    ['x\u0000.png', 'x_.png'],
    ['..', 'file.png'],
  ])('%j is stored as %j, inside the uploads folder', async (filename, stored) => {
    for (const route of ['cart', 'chat'] as const) {
      const { row } = await expectStoredSafely(route, filename, SAMPLE_FILES.png);
      expect(row.original_name).toBe(stored);
    }
    const dataDir = t.config.dataDir;
    expect(existsSync(path.join(dataDir, 'x.png'))).toBe(false);
    expect(existsSync(path.resolve(dataDir, '..', 'x.png'))).toBe(false);
    const uploads = readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(dataDir, 'uploads'), path.join(entry.parentPath, entry.name)));
    for (const file of uploads) expect(file).toMatch(/^(cart-image|chat|chat-thumb)\/[0-9a-f-]{36}$/);
  });
});
