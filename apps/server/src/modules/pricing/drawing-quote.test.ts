import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  asUser,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');

const t = useTestApp();
let owner: SignedIn;
let other: SignedIn;
let rectangleId: number;
beforeAll(async () => {
  const admin = await loginAdmin(t.app);
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  rectangleId = (await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow())
    .id;
});

let guestAddress = 0;
/** Uploads a drawing of the corpus (by `who`, or a guest) and answers its id. */
async function uploadCorpus(name: string, who?: SignedIn): Promise<string> {
  const bytes = readFileSync(path.join(CORPUS, `${name}.dxf`));
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/drawings',
    ...multipart({}, { field: 'file', filename: `${name}.dxf`, bytes }),
    remoteAddress: `10.88.0.${++guestAddress}`,
  };
  const response = await t.app.inject(who ? asUser(who, request) : request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().drawing.id;
}

const FIELDS = { material_name: 'SS 304', thickness: 2, quantity: 4, finish: 'Mill Finish' };
const quote = (items: object[], who?: SignedIn) => {
  const request: InjectOptions = { method: 'POST', url: '/api/quote', payload: { items, state: 'Tamil Nadu' } };
  return t.app.inject(who ? asUser(who, request) : request);
};
const fieldsOf = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
  response.json().errors?.map((e) => e.field);

describe('a quote for parts of the customer’s own drawings', () => {
  it('prices a drawn 300 × 200 mm rectangle exactly as the catalogue’s 300 × 200 mm rectangle', async () => {
    const drawingId = await uploadCorpus('rectangle-300x200', owner);
    const drawn = await quote([{ drawingId, ...FIELDS }], owner);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const parameters = [
      { param_key: 'a', param_value: 300 },
      { param_key: 'b', param_value: 200 },
    ];
    const catalogue = await quote([{ shape_id: rectangleId, ...FIELDS, parameters }]);
    expect(drawn.json()).toEqual(catalogue.json());
    expect(drawn.json()).toMatchObject({ priced: true, items: [{ cutLengthMm: 1000, pierces: 1 }] });
    // 60,000 mm² × 2 mm × 7.93 g/cm³ = 951.6 g a piece.
    expect(drawn.json().items[0].weightKg).toBeCloseTo(0.9516, 10);
  });

  it('prices drawings and catalogue parts together', async () => {
    const drawingId = await uploadCorpus('plate-with-holes', owner);
    const parameters = [
      { param_key: 'a', param_value: 300 },
      { param_key: 'b', param_value: 200 },
    ];
    const both = await quote(
      [
        { drawingId, ...FIELDS },
        { shape_id: rectangleId, ...FIELDS, parameters },
      ],
      owner,
    );
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().items).toHaveLength(2);
  });

  it('prices many lines of one drawing (read once per thickness)', async () => {
    const drawingId = await uploadCorpus('plate-with-holes', owner);
    const lines = Array.from({ length: 40 }, (_, i) => ({ drawingId, ...FIELDS, thickness: i % 2 ? 2 : 3 }));
    const response = await quote(lines, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toHaveLength(40);
  });

  it('reads only a drawing the caller may read: another customer’s is not found, a guest’s is anyone’s with its id', async () => {
    const mine = await uploadCorpus('rectangle-300x200', owner);
    for (const who of [other, undefined]) {
      const refused = await quote([{ drawingId: mine, ...FIELDS }], who);
      expectError(refused, 400, DRAWING_MSG.notFound);
      expect(fieldsOf(refused)).toEqual(['items.0.drawingId']);
    }
    const guests = await uploadCorpus('rectangle-300x200');
    expect((await quote([{ drawingId: guests, ...FIELDS }], other)).statusCode).toBe(200);
    expect((await quote([{ drawingId: guests, ...FIELDS }])).statusCode).toBe(200);
  });

  it('refuses a drawing with a blocking check, with the check’s message', async () => {
    const open = await uploadCorpus('open-contour', owner);
    const response = await quote([{ drawingId: open, ...FIELDS }], owner);
    expectError(response, 400, /^The outline is not closed at/);
    expect(fieldsOf(response)).toEqual(['items.0.drawingId']);
  });

  it('applies the checks of the chosen thickness: a hole too narrow for 3 mm plate is fine in 2 mm', async () => {
    const drawingId = await uploadCorpus('hole-too-small', owner);
    expect((await quote([{ drawingId, ...FIELDS, thickness: 2 }], owner)).statusCode).toBe(200);
    const thick = await quote([{ drawingId, ...FIELDS, thickness: 3 }], owner);
    expect(thick.statusCode, thick.body).toBe(400);
    expect(thick.json().message).toMatch(/hole|thick/i);
    expect(fieldsOf(thick)).toEqual(['items.0.drawingId']);
  });

  it('checks grade, thickness, quantity and finish as for a catalogue part, before reading the drawing', async () => {
    const drawingId = await uploadCorpus('rectangle-300x200', owner);
    const bad = await quote([{ drawingId, ...FIELDS, material_name: 'SS 999', thickness: 45, quantity: 0 }], owner);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['items.0.material_name', 'items.0.thickness', 'items.0.quantity']);
    expectError(await quote([{ drawingId: 'not-an-id', ...FIELDS }], owner), 400, DRAWING_MSG.notFound);
    expectError(await quote([{ drawingId: 'A'.repeat(22), ...FIELDS }], owner), 400, DRAWING_MSG.notFound);
  });

  it('is the same check message the drawing’s page shows for that thickness', async () => {
    const drawingId = await uploadCorpus('hole-too-small', owner);
    const page = await t.app.inject(asUser(owner, { method: 'GET', url: `/api/drawings/${drawingId}?thickness=3` }));
    const block = page.json().drawing.checks.find((c: { severity: string }) => c.severity === 'block');
    expect(block.code).toBe('feature-too-small');
    expectError(await quote([{ drawingId, ...FIELDS, thickness: 3 }], owner), 400, block.message);
  });
});
