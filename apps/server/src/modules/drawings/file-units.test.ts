import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { asUser, multipart, registerUser, type SignedIn, useTestApp } from '../../../test/helpers';

/** A 300 × 200 rectangle in a file whose header says metres ($INSUNITS 6), as some CAD exports write. */
const SAYS_METRES = [
  ['0', 'SECTION', '2', 'HEADER', '9', '$INSUNITS', '70', '6', '0', 'ENDSEC'],
  ['0', 'SECTION', '2', 'ENTITIES'],
  ['0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1'],
  ['10', '0', '20', '0', '10', '300', '20', '0', '10', '300', '20', '200', '10', '0', '20', '200'],
  ['0', 'ENDSEC', '0', 'EOF'],
]
  .flat()
  .join('\n');

const t = useTestApp();
let customer: SignedIn;
beforeAll(async () => {
  customer = await registerUser(t.app);
});

const call = (options: InjectOptions) => t.app.inject(asUser(customer, options));

describe('units the file states, corrected by the customer', () => {
  it('reads a metre file as metres, says so, and measures it again in mm when told', async () => {
    const uploaded = await call({
      method: 'POST',
      url: '/api/drawings',
      ...multipart({}, { field: 'file', filename: 'metres.dxf', bytes: Buffer.from(SAYS_METRES) }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const drawing = uploaded.json().drawing;
    expect(drawing).toMatchObject({ units: 'm', unitsFrom: 'file', fileUnits: 'm', widthMm: 300_000 });
    expect(drawing.checks.map((check: { code: string }) => check.code)).toContain('too-large');

    const corrected = await call({ method: 'PUT', url: `/api/drawings/${drawing.id}/units`, payload: { units: 'mm' } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().drawing).toMatchObject({
      units: 'mm',
      unitsFrom: 'chosen',
      fileUnits: 'm',
      widthMm: 300,
      heightMm: 200,
      areaMm2: 60_000,
      cutLengthMm: 1000,
    });
    expect(corrected.json().drawing.checks).toEqual([]);

    const kept = await call({ method: 'GET', url: `/api/drawings/${drawing.id}` });
    expect(kept.json().drawing).toMatchObject({ units: 'mm', unitsFrom: 'chosen', fileUnits: 'm', widthMm: 300 });
    const listed = await call({ method: 'GET', url: '/api/drawings' });
    expect(listed.json().drawings[0]).toMatchObject({ id: drawing.id, fileUnits: 'm', widthMm: 300 });
  });

  it('refuses units it does not offer, and changes nothing', async () => {
    const uploaded = await call({
      method: 'POST',
      url: '/api/drawings',
      ...multipart({}, { field: 'file', filename: 'metres.dxf', bytes: Buffer.from(SAYS_METRES) }),
    });
    const id = uploaded.json().drawing.id;
    const refused = await call({ method: 'PUT', url: `/api/drawings/${id}/units`, payload: { units: 'furlongs' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
    expect((await call({ method: 'GET', url: `/api/drawings/${id}` })).json().drawing).toMatchObject({ units: 'm' });
  });
});
