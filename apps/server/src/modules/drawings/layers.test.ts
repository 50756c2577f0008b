import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { DrawingReplySchema, type Drawing } from '@steelcut/domain/schemas/drawing';
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

const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');
/** A part on PART, its dimensions, leader and note on DIMS, a stray frame line on FRAME (tools/drawings-corpus/write-layers.py). */
const FILE = readFileSync(path.join(CORPUS, 'layers-dimensions.dxf'));
const PART = JSON.parse(readFileSync(path.join(CORPUS, 'layers-expected.json'), 'utf8'))['layers-dimensions'].part;

let t: TestApp;
let admin: SignedIn;
let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ env: { DRAWING_TIME_LIMIT_MS: '60000' } });
  admin = await loginAdmin(t.app);
  a = await registerUser(t.app);
  b = await registerUser(t.app);
});
afterAll(() => t.close());

const call = (who: SignedIn | null, options: InjectOptions) => t.app.inject(who ? asUser(who, options) : options);
const drawingOf = (response: LightMyRequestResponse): Drawing => {
  expect(response.statusCode, response.body).toBe(200);
  return DrawingReplySchema.parse(response.json()).drawing;
};
async function upload(who: SignedIn | null): Promise<Drawing> {
  const form = multipart({}, { field: 'file', filename: 'bracket.dxf', bytes: FILE });
  const response = await call(who, { method: 'POST', url: '/api/drawings', ...form, remoteAddress: '10.9.8.7' });
  expect(response.statusCode, response.body).toBe(201);
  return DrawingReplySchema.parse(response.json()).drawing;
}
const putLayers = (id: string, payload: unknown, who: SignedIn | null = a) =>
  call(who, { method: 'PUT', url: `/api/drawings/${id}/layers`, payload: payload as object });
const rowOf = (id: string) => t.db.selectFrom('drawings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const codes = (drawing: Drawing) => drawing.checks.map((check) => check.code);

describe('PUT /api/drawings/{id}/layers', () => {
  it('lists the layers on upload, the notes’ layer left out with a warning', async () => {
    const drawing = await upload(a);
    expect(drawing.layers).toEqual([
      { name: 'DIMS', entities: 3, included: false },
      { name: 'FRAME', entities: 1, included: true },
      { name: 'PART', entities: 2, included: true },
    ]);
    expect(codes(drawing)).toEqual(expect.arrayContaining(['open-contour', 'layers-left-out']));
    expect((await rowOf(drawing.id)).excluded_layers).toBeNull();
  });

  it('measures again without the layers left out, keeps the choice, and every later reading follows it', async () => {
    const { id } = await upload(a);
    const drawing = drawingOf(await putLayers(id, { excluded: ['FRAME', 'DIMS', 'FRAME'] }));
    expect(drawing).toMatchObject({ widthMm: PART.widthMm, heightMm: PART.heightMm, pierces: PART.pierces });
    expect(drawing.areaMm2).toBeCloseTo(PART.areaMm2, 9);
    expect(drawing.cutLengthMm).toBeCloseTo(PART.cutLengthMm, 9);
    expect(codes(drawing)).toEqual(['layers-left-out']);
    expect(drawing.layers.map((layer) => layer.included)).toEqual([false, false, true]);
    expect((await rowOf(id)).excluded_layers).toBe('["DIMS","FRAME"]');

    const kept = drawingOf(await call(a, { method: 'GET', url: `/api/drawings/${id}` }));
    expect(kept).toMatchObject({ widthMm: PART.widthMm, layers: drawing.layers });
    // The plate's checks work from the geometry of the drawing as chosen: one sound part.
    const onPlate = drawingOf(await call(a, { method: 'GET', url: `/api/drawings/${id}?thickness=2` }));
    expect(codes(onPlate)).toEqual(['layers-left-out']);
    // Units chosen later keep the layers left out.
    const inches = drawingOf(
      await call(a, { method: 'PUT', url: `/api/drawings/${id}/units`, payload: { units: 'in' } }),
    );
    expect(inches.widthMm).toBeCloseTo(PART.widthMm * 25.4, 9);
    expect(inches.layers.map((layer) => layer.included)).toEqual([false, false, true]);

    // An empty list reads every layer, the notes too.
    const all = drawingOf(await putLayers(id, { excluded: [] }));
    expect(all.layers.every((layer) => layer.included)).toBe(true);
    expect(codes(all)).toContain('ignored-entities');
  });

  it('refuses what is not a list of the drawing’s layers, or every layer, and changes nothing', async () => {
    const { id } = await upload(a);
    const before = await rowOf(id);
    const cases: [unknown, string][] = [
      [{ excluded: 'DIMS' }, DRAWING_MSG.layersInvalid],
      [{ excluded: [3] }, DRAWING_MSG.layersInvalid],
      [{}, DRAWING_MSG.layersInvalid],
      [{ excluded: ['NOTES'] }, DRAWING_MSG.layersUnknown(['NOTES'])],
      [{ excluded: ['DIMS', 'FRAME', 'PART'] }, DRAWING_MSG.layersAll],
    ];
    for (const [payload, message] of cases) expectError(await putLayers(id, payload), 400, message);
    expect(await rowOf(id)).toEqual(before);
  });

  it('is the drawing’s owner’s and the admin’s; a guest’s drawing is whoever holds its id', async () => {
    const { id } = await upload(a);
    expectError(await putLayers(id, { excluded: ['FRAME'] }, null), 404, DRAWING_MSG.notFound);
    expectError(await putLayers(id, { excluded: ['FRAME'] }, b), 404, DRAWING_MSG.notFound);
    expectError(await putLayers('NoSuchDrawingAtAll1234', { excluded: [] }), 404, DRAWING_MSG.notFound);
    expect((await rowOf(id)).excluded_layers).toBeNull();
    expect(drawingOf(await putLayers(id, { excluded: ['FRAME'] }, admin)).widthMm).toBe(PART.widthMm);

    const guests = await upload(null);
    expect(drawingOf(await putLayers(guests.id, { excluded: ['FRAME'] }, null)).widthMm).toBe(PART.widthMm);
  });
});
