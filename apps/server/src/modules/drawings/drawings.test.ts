import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_ERROR_MESSAGES } from '@steelcut/domain/drawings/messages';
import { DRAWING_ERROR_CODE } from '@steelcut/domain/error-codes';
import { MATERIAL_MSG } from '@steelcut/domain/materials';
import { tessellatedPlate } from '@steelcut/domain/testing/drawings';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import {
  DRAWINGS_PAGE_SIZE,
  DrawingListReplySchema,
  DrawingReplySchema,
  type Drawing,
} from '@steelcut/domain/schemas/drawing';
import { perforatedPlate } from '@steelcut/domain/testing/drawings';
import { createRateLimiter, RATE_POLICIES, type RatePolicy } from '../../lib/rate-limit';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';
import { claimDrawings, GUEST_DRAWING_DAYS, sweepUnclaimedDrawings } from './service';
import { createDiskStorage } from '../../lib/storage';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');

/** Written by tools/drawings-corpus/write-corpus.py, worked out by hand and checked against ezdxf. */
interface Expected {
  widthMm: number;
  heightMm: number;
  areaMm2: number | null;
  cutLengthMm: number;
  pierces: number;
  checks: string[];
  thicknessChecks?: Record<string, string[]>;
  error?: string;
}
const EXPECTED: Record<string, Expected> = JSON.parse(readFileSync(path.join(CORPUS, 'expected.json'), 'utf8'));
const corpusFile = (name: string) => readFileSync(path.join(CORPUS, `${name}.dxf`));

let t: TestApp;
let admin: SignedIn;
let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  // A reading's time limit far away (a busy machine reads a heavy drawing slowly); the limit's own
  // tests run on an app of their own ('the readers' limits').
  t = await buildTestApp({ env: { DRAWING_TIME_LIMIT_MS: '60000' } });
  admin = await loginAdmin(t.app);
  a = await registerUser(t.app);
  b = await registerUser(t.app);
});
afterAll(() => t.close());

let ipSequence = 0;
/** Each guest from an address of their own, so the per-address upload limit stays out of the way. */
const freshIp = () => `10.77.${Math.floor(++ipSequence / 250) % 250}.${ipSequence % 250}`;

interface Sent {
  who?: SignedIn;
  filename?: string;
  field?: string;
  remoteAddress?: string;
}

function upload(app: TestApp['app'], bytes: Buffer, sent: Sent = {}) {
  const form = multipart({}, { field: sent.field ?? 'file', filename: sent.filename ?? 'part.dxf', bytes });
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/drawings',
    ...form,
    remoteAddress: sent.remoteAddress ?? freshIp(),
  };
  return app.inject(sent.who ? asUser(sent.who, request) : request);
}

/** Uploads and answers the drawing, failing on anything but 201. */
async function uploaded(bytes: Buffer, sent: Sent = {}): Promise<Drawing> {
  const response = await upload(t.app, bytes, sent);
  expect(response.statusCode, response.body).toBe(201);
  return DrawingReplySchema.parse(response.json()).drawing;
}

const get = (url: string, who?: SignedIn) => t.app.inject(who ? asUser(who, { method: 'GET', url }) : { url });
const putUnits = (id: string, units: unknown, who?: SignedIn) => {
  const request: InjectOptions = { method: 'PUT', url: `/api/drawings/${id}/units`, payload: { units } };
  return t.app.inject(who ? asUser(who, request) : request);
};
const drawingOf = (response: LightMyRequestResponse): Drawing => {
  expect(response.statusCode, response.body).toBe(200);
  return DrawingReplySchema.parse(response.json()).drawing;
};

const rowOf = (id: string) => t.db.selectFrom('drawings').selectAll().where('id', '=', id).executeTakeFirst();
const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'drawings');
  return existsSync(dir) ? readdirSync(dir) : [];
};
async function written() {
  const rows = await t.db.selectFrom('drawings').select('id').execute();
  return { rows: rows.length, files: storedFiles().length };
}

/** Lines, arcs and ellipses are exact (rounding aside); splines are followed by chords, well inside 0.1 %. */
const close = (name: string, actual: number, wanted: number) => {
  const relative = name.startsWith('spline') ? 1e-4 : 1e-9;
  expect(Math.abs(actual - wanted), `${name}: ${actual} against ${wanted}`).toBeLessThanOrEqual(
    relative * Math.max(1, Math.abs(wanted)),
  );
};

describe('POST /api/drawings', () => {
  const measured = Object.entries(EXPECTED).filter(([, e]) => !e.error);

  it.each(measured)('%s: answers 201 with the figures worked out by hand, and keeps the file', async (name, e) => {
    const bytes = corpusFile(name);
    const drawing = await uploaded(bytes, { filename: `${name}.dxf` });
    expect(drawing.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(drawing.name).toBe(`${name}.dxf`);
    expect(drawing.sizeBytes).toBe(bytes.length);
    close(name, drawing.widthMm, e.widthMm);
    close(name, drawing.heightMm, e.heightMm);
    if (e.areaMm2 !== null) close(name, drawing.areaMm2, e.areaMm2);
    close(name, drawing.cutLengthMm, e.cutLengthMm);
    expect(drawing.pierces).toBe(e.pierces);
    expect(drawing.checks.map((c) => c.code)).toEqual(e.checks);
    expect(drawing.preview.paths.length).toBeGreaterThan(0);
    expect(Date.parse(drawing.createdAt)).not.toBeNaN();

    const row = await rowOf(drawing.id);
    expect(row).toMatchObject({ user_id: null, name: `${name}.dxf`, size_bytes: bytes.length, units: drawing.units });
    const kept = readFileSync(path.join(t.config.dataDir, 'uploads', 'drawings', drawing.id));
    expect(kept.equals(bytes)).toBe(true);
    // What it answered at once is what it answers later.
    expect(drawingOf(await get(`/api/drawings/${drawing.id}`))).toEqual(drawing);
  });

  it('gives every drawing an id of its own', async () => {
    const bytes = corpusFile('rectangle-300x200');
    const ids = new Set([(await uploaded(bytes)).id, (await uploaded(bytes)).id, (await uploaded(bytes)).id]);
    expect(ids.size).toBe(3);
  });

  it('marks the faulty contour in the preview, drawn from the lower-left corner', async () => {
    const open = await uploaded(corpusFile('open-contour'));
    expect(open.preview.paths.map((p) => [p.closed, p.faulty])).toEqual([[false, true]]);
    const sound = await uploaded(corpusFile('plate-with-holes'));
    expect(sound.preview.paths.every((p) => !p.faulty)).toBe(true);
    const xs = sound.preview.paths.flatMap((p) => p.points.filter((_, i) => i % 2 === 0));
    const ys = sound.preview.paths.flatMap((p) => p.points.filter((_, i) => i % 2 === 1));
    expect([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]).toEqual([0, 0, 400, 250]);
  });

  it('keeps the file’s own name, without folders or control characters', async () => {
    const drawing = await uploaded(corpusFile('rectangle-300x200'), {
      filename: '..\\..\\parts\\Flange (rev 2)\u0007.dxf',
    });
    expect(drawing.name).toBe('Flange (rev 2).dxf');
  });

  it('makes a signed-in customer’s drawing theirs, a guest’s nobody’s', async () => {
    const mine = await uploaded(corpusFile('rectangle-300x200'), { who: a });
    expect((await rowOf(mine.id))?.user_id).toBe(a.userId);
    const guests = await uploaded(corpusFile('rectangle-300x200'));
    expect((await rowOf(guests.id))?.user_id).toBeNull();
  });

  describe('refuses what is not a readable DXF, with a message, and keeps nothing', () => {
    const dwg = Buffer.concat([Buffer.from('AC1032'), Buffer.from([0, 0, 0, 0, 0, 0x1f, 0x01]), randomBytes(2000)]);
    const binaryDxf = Buffer.concat([Buffer.from('AutoCAD Binary DXF\r\n\u001a\u0000'), randomBytes(500)]);
    const plate = corpusFile('plate-with-holes');
    const cases: [string, Buffer, keyof typeof DRAWING_ERROR_CODE][] = [
      ['a DWG', dwg, 'dwg'],
      ['a binary DXF', binaryDxf, 'binary-dxf'],
      ['random bytes', randomBytes(4096), 'not-dxf'],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'not-dxf'],
      ['text that is not a DXF', Buffer.from('hello, here is my part: 300 x 200 mm'), 'not-dxf'],
      ['an empty file', Buffer.alloc(0), 'not-dxf'],
      ['a truncated file', plate.subarray(0, Math.floor(plate.length * 0.9)), 'truncated'],
      ['blocks that insert themselves', corpusFile('block-inserts-itself'), 'block-cycle'],
      ['a drawing with nothing to cut', Buffer.from('0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n'), 'empty'],
    ];

    it.each(cases)('%s', async (_name, bytes, why) => {
      const before = await written();
      const response = await upload(t.app, bytes, { who: a });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe(DRAWING_ERROR_CODE[why]);
      const detail = why === 'block-cycle' ? '"LOOP"' : '';
      expect(response.json().message).toBe(DRAWING_ERROR_MESSAGES[why](detail));
      expect(await written()).toEqual(before);
    });

    it('tells a DWG’s sender to save it as DXF', async () => {
      const response = await upload(t.app, dwg);
      expectError(response, 400, DRAWING_ERROR_MESSAGES.dwg());
      expect(response.json().message).toContain('DXF');
    });

    it('a file over 10 MB: 413 with the limit', async () => {
      const before = await written();
      const huge = Buffer.concat([plate, Buffer.alloc(10 * 1024 * 1024 - plate.length + 1, 0x20)]);
      expectError(await upload(t.app, huge), 413, DRAWING_MSG.tooLarge);
      expect(await written()).toEqual(before);
    });

    it('no file, or a file in another field', async () => {
      const before = await written();
      const fieldsOnly = multipart({ name: 'part.dxf' });
      expectError(
        await t.app.inject({ method: 'POST', url: '/api/drawings', ...fieldsOnly, remoteAddress: freshIp() }),
        400,
        DRAWING_MSG.fileRequired,
      );
      expectError(await upload(t.app, plate, { field: 'image' }), 400, DRAWING_MSG.fileRequired);
      const json = await t.app.inject({ method: 'POST', url: '/api/drawings', payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(await written()).toEqual(before);
    });
  });

  it('limits how many drawings one address reads in a while (429), and the shop’s own account not at all', async () => {
    const remoteAddress = freshIp();
    const junk = Buffer.from('not a drawing');
    for (let i = 0; i < RATE_POLICIES.drawingsPerCaller.limit; i++) {
      expect((await upload(t.app, junk, { remoteAddress })).statusCode).toBe(400);
    }
    const refused = await upload(t.app, corpusFile('rectangle-300x200'), { remoteAddress });
    expectError(refused, 429, DRAWING_MSG.tooMany);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address, and the admin from this one, still upload.
    await uploaded(corpusFile('rectangle-300x200'));
    await uploaded(corpusFile('rectangle-300x200'), { who: admin, remoteAddress });
  });

  it('answers GET /api/health while a large drawing is read', async () => {
    // 20,000 lines, 3 to 4 MB: long enough to read that other requests come between.
    // How soon health answers meanwhile is the bench's (BENCH_ONLY=drawings); here: it answers.
    const big = Buffer.from(tessellatedPlate(20_000));
    const reading = upload(t.app, big);
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    const answer = await reading;
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('GET /api/drawings/{id}?thickness', () => {
  const withThickness = Object.entries(EXPECTED).filter(([, e]) => e.thicknessChecks);

  it.each(withThickness)('%s: adds the checks for the plate, from the part’s kept geometry', async (name, e) => {
    const drawing = await uploaded(corpusFile(name));
    for (const [thickness, codes] of Object.entries(e.thicknessChecks!)) {
      const checked = drawingOf(await get(`/api/drawings/${drawing.id}?thickness=${thickness}`));
      expect(checked.checks.map((c) => c.code)).toEqual([...e.checks, ...codes]);
      expect({ ...checked, checks: drawing.checks, preview: drawing.preview, parts: drawing.parts }).toEqual(drawing);
      // The one part has the plate's checks too.
      expect(checked.parts.map((p) => p.checks)).toEqual([checked.checks]);
      // What is too narrow for this plate is drawn red; the contours themselves are the same.
      const faulty = checked.preview.paths.filter((p) => p.faulty).length;
      expect(faulty > 0).toBe(codes.length > 0);
      expect(checked.preview.paths.map((p) => p.points)).toEqual(drawing.preview.paths.map((p) => p.points));
    }
    // Nothing kept of it: the drawing alone has its own checks.
    expect(drawingOf(await get(`/api/drawings/${drawing.id}`)).checks.map((c) => c.code)).toEqual(e.checks);
  });

  it('says where the hole is too narrow for the plate', async () => {
    const drawing = await uploaded(corpusFile('hole-too-small'));
    const checked = drawingOf(await get(`/api/drawings/${drawing.id}?thickness=3`));
    expect(checked.checks).toEqual([
      {
        code: 'feature-too-small',
        severity: 'block',
        message:
          'The hole at (50, 50) mm is only 2 mm across, narrower than the 3 mm plate. Holes must be at least as wide as the plate is thick.',
        // Where the preview marks it with its number.
        at: { x: 50, y: 50 },
      },
    ]);
  });

  it.each([
    ['abc', MATERIAL_MSG.thicknessNotNumber],
    ['0', MATERIAL_MSG.thicknessRange],
    ['31', MATERIAL_MSG.thicknessRange],
  ])('refuses thickness=%s', async (thickness, message) => {
    const drawing = await uploaded(corpusFile('hole-too-small'));
    expectError(await get(`/api/drawings/${drawing.id}?thickness=${thickness}`), 400, message);
  });

  it('answers 404 for a drawing that does not exist, and 400 for what cannot be an id', async () => {
    expectError(await get(`/api/drawings/${'A'.repeat(22)}`), 404, DRAWING_MSG.notFound);
    expectError(await get('/api/drawings/short'), 400, DRAWING_MSG.notFound);
  });
});

describe('PUT /api/drawings/{id}/units', () => {
  it('measures a drawing without units again in inches, and keeps it so', async () => {
    const e = EXPECTED['no-units'];
    const first = await uploaded(corpusFile('no-units'));
    expect([first.units, first.unitsFrom]).toEqual(['mm', 'assumed']);
    expect(first.checks.map((c) => c.code)).toContain('units-assumed');

    const inches = drawingOf(await putUnits(first.id, 'in'));
    expect([inches.units, inches.unitsFrom]).toEqual(['in', 'chosen']);
    close('no-units', inches.widthMm, e.widthMm * 25.4);
    close('no-units', inches.areaMm2, e.areaMm2! * 25.4 * 25.4);
    close('no-units', inches.cutLengthMm, e.cutLengthMm * 25.4);
    expect(inches.checks.map((c) => c.code)).not.toContain('units-assumed');
    expect(Math.max(...inches.preview.paths[0].points)).toBeCloseTo(Math.max(e.widthMm, e.heightMm) * 25.4, 1);
    expect(drawingOf(await get(`/api/drawings/${first.id}`))).toEqual(inches);
    expect(await rowOf(first.id)).toMatchObject({ units: 'in', units_from: 'chosen' });
    // The plate's checks are made on the geometry kept for the units chosen.
    close('no-units', drawingOf(await get(`/api/drawings/${first.id}?thickness=2`)).widthMm, e.widthMm * 25.4);

    const back = drawingOf(await putUnits(first.id, 'mm'));
    expect([back.units, back.unitsFrom]).toEqual(['mm', 'chosen']);
    close('no-units', back.widthMm, e.widthMm);
  });

  it('refuses units other than mm and in, changing nothing', async () => {
    const drawing = await uploaded(corpusFile('no-units'));
    const before = await rowOf(drawing.id);
    for (const units of ['cm', '', 25.4, null]) {
      expectError(await putUnits(drawing.id, units), 400, DRAWING_MSG.unitsInvalid);
    }
    expect(await rowOf(drawing.id)).toEqual(before);
  });
});

describe('whose drawing it is', () => {
  it('a signed-in uploader’s: theirs and the admin’s; anyone else gets 404', async () => {
    const drawing = await uploaded(corpusFile('no-units'), { who: a });
    drawingOf(await get(`/api/drawings/${drawing.id}`, a));
    drawingOf(await get(`/api/drawings/${drawing.id}?thickness=2`, admin));
    for (const other of [b, undefined]) {
      expectError(await get(`/api/drawings/${drawing.id}`, other), 404, DRAWING_MSG.notFound);
      expectError(await get(`/api/drawings/${drawing.id}?thickness=2`, other), 404, DRAWING_MSG.notFound);
      expectError(await putUnits(drawing.id, 'in', other), 404, DRAWING_MSG.notFound);
    }
    expect(await rowOf(drawing.id)).toMatchObject({ units_from: 'assumed' });
    expect(drawingOf(await putUnits(drawing.id, 'in', admin)).units).toBe('in');
    expect(drawingOf(await putUnits(drawing.id, 'mm', a)).units).toBe('mm');
  });

  it('a guest’s: whoever holds its id', async () => {
    const drawing = await uploaded(corpusFile('no-units'));
    for (const who of [undefined, a, b, admin]) drawingOf(await get(`/api/drawings/${drawing.id}`, who));
    expect(drawingOf(await putUnits(drawing.id, 'in', b)).units).toBe('in');
    expect(drawingOf(await putUnits(drawing.id, 'mm')).units).toBe('mm');
  });

  it('GET /api/drawings lists the caller’s own, newest first; a guest gets 401', async () => {
    const customer = await registerUser(t.app);
    const older = await uploaded(corpusFile('rectangle-300x200'), { who: customer });
    const newer = await uploaded(corpusFile('plate-with-holes'), { who: customer });
    await uploaded(corpusFile('ellipse'), { who: b });
    await uploaded(corpusFile('ellipse'));
    await t.db
      .updateTable('drawings')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', older.id)
      .execute();
    const response = await get('/api/drawings', customer);
    expect(response.statusCode, response.body).toBe(200);
    const listed = DrawingListReplySchema.parse(response.json());
    expect(listed.drawings.map((d) => d.id)).toEqual([newer.id, older.id]);
    const { preview: _preview, checks: _checks, parts: _parts, layers: _layers, ...figures } = newer;
    expect(listed.drawings[0]).toEqual({ ...figures, thumbnail: expect.stringMatching(/^M/) });
    expect([listed.total, listed.totalPages, listed.page]).toEqual([2, 1, 1]);
    expectError(await get('/api/drawings'), 401);
  });

  it('claimDrawings gives a guest’s drawings to the user who signs in with them, and no one else’s', async () => {
    const customer = await registerUser(t.app);
    const guestOnes = [await uploaded(corpusFile('rectangle-300x200')), await uploaded(corpusFile('ellipse'))];
    const bs = await uploaded(corpusFile('rectangle-300x200'), { who: b });
    const claimed = await claimDrawings(t.db, customer.userId, [...guestOnes.map((d) => d.id), bs.id, 'A'.repeat(22)]);
    expect(claimed.sort()).toEqual(guestOnes.map((d) => d.id).sort());
    expect((await rowOf(bs.id))?.user_id).toBe(b.userId);
    const listed = DrawingListReplySchema.parse((await get('/api/drawings', customer)).json()).drawings;
    expect(listed.map((d) => d.id).sort()).toEqual(guestOnes.map((d) => d.id).sort());
    // Now the customer's: no longer anyone's who holds the id.
    expectError(await get(`/api/drawings/${guestOnes[0].id}`), 404, DRAWING_MSG.notFound);
    drawingOf(await get(`/api/drawings/${guestOnes[0].id}`, customer));
    expect(
      await claimDrawings(
        t.db,
        a.userId,
        guestOnes.map((d) => d.id),
      ),
    ).toEqual([]);
    expect(await claimDrawings(t.db, a.userId, [])).toEqual([]);
  });
});

describe('GET /api/drawings: a page of thumbnails', () => {
  const listPage = (who: SignedIn, query = '') => get(`/api/drawings${query}`, who);

  /** The customer's drawing copied `copies` times as drawings kept before thumbnails were, a minute apart. */
  async function copiesOf(drawing: Drawing, copies: number): Promise<string[]> {
    const row = (await rowOf(drawing.id))!;
    const ids = Array.from(
      { length: copies },
      (_, i) => `copy${String(i).padStart(4, '0')}${randomBytes(7).toString('hex')}`,
    );
    const at = (i: number) => new Date(Date.parse('2026-06-01T00:00:00.000Z') + i * 60_000).toISOString();
    await t.db
      .insertInto('drawings')
      .values(ids.map((id, i) => ({ ...row, id, created_at: at(i), thumbnail: null })))
      .execute();
    const { preview } = await t.db
      .selectFrom('drawing_previews')
      .select('preview')
      .where('drawing_id', '=', drawing.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('drawing_previews')
      .values(ids.map((id) => ({ drawing_id: id, preview })))
      .execute();
    return ids;
  }

  it('20 a page, newest first, each with a thumbnail of at most 2 KB and no preview; total and totalPages', async () => {
    const customer = await registerUser(t.app);
    // A plate of 2,400 holes: its preview alone is hundreds of kilobytes.
    const large = await uploaded(Buffer.from(perforatedPlate(2400)), { who: customer });
    const copies = await copiesOf(large, 22);

    const first = await listPage(customer);
    expect(first.statusCode, first.body).toBe(200);
    const page = DrawingListReplySchema.parse(first.json());
    expect([page.total, page.totalPages, page.page]).toEqual([23, 2, 1]);
    expect(page.drawings).toHaveLength(DRAWINGS_PAGE_SIZE);
    expect(page.drawings[0]!.id).toBe(large.id);
    expect(page.drawings.slice(1).map((d) => d.id)).toEqual(copies.slice(3).reverse());
    for (const drawing of page.drawings) {
      expect(Buffer.byteLength(drawing.thumbnail)).toBeLessThanOrEqual(2048);
      expect(drawing).not.toHaveProperty('preview');
      expect(drawing).toMatchObject({ widthMm: large.widthMm, heightMm: large.heightMm, pierces: 2401 });
    }
    // The whole page is a few kilobytes a drawing, not the previews' megabytes.
    expect(first.body.length).toBeLessThan(DRAWINGS_PAGE_SIZE * 2048 + 10_000);

    const second = DrawingListReplySchema.parse((await listPage(customer, '?page=2')).json());
    expect(second.drawings.map((d) => d.id)).toEqual(copies.slice(0, 3).reverse());
    expect([second.total, second.totalPages, second.page]).toEqual([23, 2, 2]);
    const beyond = DrawingListReplySchema.parse((await listPage(customer, '?page=3')).json());
    expect([beyond.drawings, beyond.total, beyond.totalPages]).toEqual([[], 23, 2]);
  });

  it('makes the thumbnail of a drawing kept before thumbnails once, from its preview, and keeps it', async () => {
    const customer = await registerUser(t.app);
    const drawing = await uploaded(corpusFile('plate-with-holes'), { who: customer });
    const atUpload = (await rowOf(drawing.id))!.thumbnail;
    expect(atUpload).toMatch(/^M/);
    const [copy] = await copiesOf(drawing, 1);
    expect((await rowOf(copy!))!.thumbnail).toBeNull();

    const listed = DrawingListReplySchema.parse((await listPage(customer)).json()).drawings;
    expect(listed.map((d) => d.thumbnail)).toEqual([atUpload, atUpload]);
    expect((await rowOf(copy!))!.thumbnail).toBe(atUpload);
  });

  it('is made again with the drawing’s other units', async () => {
    const customer = await registerUser(t.app);
    const drawing = await uploaded(corpusFile('no-units'), { who: customer });
    await t.db.updateTable('drawings').set({ thumbnail: 'M0 0 1 1' }).where('id', '=', drawing.id).execute();
    drawingOf(await putUnits(drawing.id, 'in', customer));
    expect((await rowOf(drawing.id))!.thumbnail).toMatch(/^M\d+ \d+ \d+ \d+ \d+/);
  });

  it.each(['0', '-1', '1.5', 'abc', '100001'])('refuses page=%s with a message', async (value) => {
    expectError(await listPage(a, `?page=${value}`), 400, DRAWING_MSG.pageInvalid);
  });
});

describe('a caller’s budget for the readers', () => {
  const fill = (key: string, policy: RatePolicy, amount: number) => createRateLimiter(t.db).take(key, policy, amount);
  const asGuest = (remoteAddress: string, request: InjectOptions) => t.app.inject({ ...request, remoteAddress });

  it('reading a drawing again in other units counts as a reading: past the limit, 429 with Retry-After', async () => {
    const remoteAddress = freshIp();
    const drawing = await uploaded(corpusFile('no-units'), { remoteAddress });
    const units = (value: string) =>
      asGuest(remoteAddress, { method: 'PUT', url: `/api/drawings/${drawing.id}/units`, payload: { units: value } });
    // The upload was one reading; alternate the units for the rest of the window's.
    for (let i = 1; i < RATE_POLICIES.drawingsPerCaller.limit; i++) drawingOf(await units(i % 2 ? 'in' : 'mm'));
    const refused = await units('in');
    expectError(refused, 429, DRAWING_MSG.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same budget as uploads: none from this address either; another address reads on.
    expectError(await upload(t.app, corpusFile('no-units'), { remoteAddress }), 429, DRAWING_MSG.tooMany);
    drawingOf(await putUnits(drawing.id, 'in'));
  });

  it('each check against a plate counts in the caller’s checks: past the limit, 429 with Retry-After', async () => {
    const remoteAddress = freshIp();
    const drawing = await uploaded(corpusFile('hole-too-small'), { remoteAddress });
    const check = (address: string, who?: SignedIn) => {
      const request: InjectOptions = {
        method: 'GET',
        url: `/api/drawings/${drawing.id}?thickness=3`,
        remoteAddress: address,
      };
      return t.app.inject(who ? asUser(who, request) : request);
    };
    drawingOf(await check(remoteAddress));
    const policy = RATE_POLICIES.drawingChecksPerCaller;
    await fill(`drawing-checks:ip:${remoteAddress}`, policy, policy.limit - 2);
    drawingOf(await check(remoteAddress));
    const refused = await check(remoteAddress);
    expectError(refused, 429, DRAWING_MSG.tooManyChecks);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The drawing itself costs the reader nothing: still answered; as is another address's check.
    drawingOf(await asGuest(remoteAddress, { method: 'GET', url: `/api/drawings/${drawing.id}` }));
    drawingOf(await check(freshIp()));
    // A signed-in customer's checks are theirs, wherever they are; the shop's own account is not counted.
    const customer = await registerUser(t.app);
    await fill(`drawing-checks:${customer.userId}`, policy, policy.limit);
    const mine = await uploaded(corpusFile('hole-too-small'), { who: customer });
    expectError(
      await t.app.inject(
        asUser(customer, { method: 'GET', url: `/api/drawings/${mine.id}?thickness=3`, remoteAddress: freshIp() }),
      ),
      429,
      DRAWING_MSG.tooManyChecks,
    );
    await fill(`drawing-checks:${admin.userId}`, policy, policy.limit);
    drawingOf(await check(remoteAddress, admin));
  });
});

describe('the part’s geometry, kept beside the file', () => {
  const geometryDir = () => path.join(t.config.dataDir, 'uploads', 'drawing-geometry');
  const keptGeometry = () => (existsSync(geometryDir()) ? readdirSync(geometryDir()) : []);
  const flagOf = async (id: string) => JSON.parse((await rowOf(id))!.measures).geometryKept;

  it('is kept at upload for one sound part, in the units read, and not for a drawing that is not one', async () => {
    const sound = await uploaded(corpusFile('plate-with-holes'));
    const open = await uploaded(corpusFile('open-contour'));
    expect(keptGeometry()).toContain(`${sound.id}-mm`);
    expect(keptGeometry().filter((name) => name.startsWith(open.id))).toEqual([]);
    expect([await flagOf(sound.id), await flagOf(open.id)]).toEqual([true, false]);
    // Nothing to check against a plate where there is no one part: the drawing as kept.
    expect(drawingOf(await get(`/api/drawings/${open.id}?thickness=3`))).toEqual(open);
  });

  it('is kept again for the units the customer chooses', async () => {
    const drawing = await uploaded(corpusFile('no-units'));
    drawingOf(await putUnits(drawing.id, 'in'));
    expect(
      keptGeometry()
        .filter((name) => name.startsWith(drawing.id))
        .sort(),
    ).toEqual([`${drawing.id}-in`, `${drawing.id}-mm`]);
  });

  it.each([
    ['uploaded before geometry was kept', true],
    ['whose geometry file was lost', false],
  ])('of a drawing %s: made from the file once, then kept', async (_, older) => {
    const drawing = await uploaded(corpusFile('hole-too-small'));
    if (older) {
      const { geometryKept: _kept, ...measures } = JSON.parse((await rowOf(drawing.id))!.measures);
      await t.db
        .updateTable('drawings')
        .set({ measures: JSON.stringify(measures) })
        .where('id', '=', drawing.id)
        .execute();
    }
    rmSync(path.join(geometryDir(), `${drawing.id}-mm`));

    const checked = drawingOf(await get(`/api/drawings/${drawing.id}?thickness=3`));
    expect(checked.checks.map((check) => check.code)).toEqual(['feature-too-small']);
    expect(keptGeometry()).toContain(`${drawing.id}-mm`);
    expect(await flagOf(drawing.id)).toBe(true);
    expect(drawingOf(await get(`/api/drawings/${drawing.id}`))).toEqual(drawing);
  });
});

describe('guests’ drawings nobody claims', () => {
  it('go with their files after GUEST_DRAWING_DAYS; claimed and recent ones stay', async () => {
    const storage = createDiskStorage(path.join(t.config.dataDir, 'uploads'));
    const old = await uploaded(corpusFile('rectangle-300x200'));
    const oldClaimed = await uploaded(corpusFile('ellipse'));
    const recent = await uploaded(corpusFile('rectangle-300x200'));
    const customer = await registerUser(t.app);
    await claimDrawings(t.db, customer.userId, [oldClaimed.id]);
    const longAgo = new Date(Date.now() - (GUEST_DRAWING_DAYS + 1) * 86_400_000).toISOString();
    await t.db
      .updateTable('drawings')
      .set({ created_at: longAgo })
      .where('id', 'in', [old.id, oldClaimed.id])
      .execute();

    expect(await sweepUnclaimedDrawings(t.db, storage)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old.id)).toBeUndefined();
    const previews = await t.db.selectFrom('drawing_previews').select('drawing_id').execute();
    expect(previews.map((row) => row.drawing_id)).not.toContain(old.id);
    expect(storedFiles()).not.toContain(old.id);
    const geometry = readdirSync(path.join(t.config.dataDir, 'uploads', 'drawing-geometry'));
    expect(geometry).not.toContain(`${old.id}-mm`);
    expect(geometry).toContain(`${recent.id}-mm`);
    expectError(await get(`/api/drawings/${old.id}`), 404, DRAWING_MSG.notFound);
    for (const kept of [oldClaimed, recent]) {
      expect(await rowOf(kept.id)).toBeDefined();
      expect(storedFiles()).toContain(kept.id);
    }
  });
});

describe('the readers’ limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { DRAWING_WORKERS: '1', DRAWING_QUEUE: '0', DRAWING_TIME_LIMIT_MS: '10' } });
  });
  afterAll(() => limited.close());
  const large = () => Buffer.from(tessellatedPlate(20_000));
  const count = async () => (await limited.db.selectFrom('drawings').select('id').execute()).length;

  it('a drawing that takes too long to read: 400 with its message, nothing kept', async () => {
    expectError(await upload(limited.app, large()), 400, DRAWING_ERROR_MESSAGES['too-slow']());
    expect(await count()).toBe(0);
  });

  it('every reader busy and no room to wait: 503 with a message and Retry-After', async () => {
    const [first, second] = await Promise.all([upload(limited.app, large()), upload(limited.app, large())]);
    const busy = [first, second].filter((response) => response.statusCode === 503);
    expect(busy).toHaveLength(1);
    expectError(busy[0], 503, DRAWING_MSG.busy);
    expect(busy[0].headers['retry-after']).toBe('5');
    expect(await count()).toBe(0);
  });
});

describe('drawings kept in the database (STORAGE=database)', () => {
  let inDatabase: TestApp;
  beforeAll(async () => {
    inDatabase = await buildTestApp({ env: { STORAGE: 'database' } });
  });
  afterAll(() => inDatabase.close());

  it('keeps the file there, and another process with a disk of its own measures it again', async () => {
    const bytes = corpusFile('no-units');
    const response = await upload(inDatabase.app, bytes);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().drawing as Drawing;
    const kept = await inDatabase.db
      .selectFrom('stored_files')
      .select('bytes')
      .where('key', '=', `drawings/${id}`)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(kept.bytes).equals(bytes)).toBe(true);
    const geometry = await inDatabase.db
      .selectFrom('stored_files')
      .select('key')
      .where('key', '=', `drawing-geometry/${id}-mm`)
      .execute();
    expect(geometry).toHaveLength(1);
    const peer = await inDatabase.openPeer({ ownDataDir: true });
    const inches = await peer.inject({ method: 'PUT', url: `/api/drawings/${id}/units`, payload: { units: 'in' } });
    close('no-units', drawingOf(inches).widthMm, EXPECTED['no-units'].widthMm * 25.4);
  });
});
