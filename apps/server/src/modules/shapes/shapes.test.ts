import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginAdmin, registerUser, type SignedIn, useTestApp } from '../../../test/helpers';

const t = useTestApp();
let admin: SignedIn;
let user: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  user = await registerUser(t.app);
});

const shapeId = async (slug: string) =>
  (await t.db.selectFrom('shapes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

describe('catalogue', () => {
  it('lists the visible shapes with their parameters in display order, for anyone', async () => {
    const response = await t.app.inject('/api/shape/shapeName');
    expect(response.statusCode).toBe(200);
    const { shapes } = response.json();
    expect(shapes.length).toBeGreaterThanOrEqual(10);
    const rectangle = shapes.find((s: { imageName: string }) => s.imageName === 'rectangle.svg');
    expect(rectangle).toMatchObject({ shape_Name: expect.any(String), IsActive: 1, IsHide: 0 });
    expect(rectangle.parameters.map((p: { key: string }) => p.key)).toEqual(['a', 'b']);
    expect(rectangle.parameters[0]).toMatchObject({ label: 'Width (a)', min: 15, max: 3000, image: 'rectangle.svg' });
  });

  it('lists the stainless grades', async () => {
    const { materialName } = (await t.app.inject('/api/shape/materialname')).json();
    expect(materialName.map((m: { Material_Name: string }) => m.Material_Name)).toEqual([
      'SS 304',
      'SS 316',
      'SS 202',
      'SS 430',
    ]);
  });

  it('serves each shape image as SVG drawn from its geometry', async () => {
    const response = await t.app.inject('/api/shapes-images/ring.svg');
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);
    expectError(await t.app.inject('/api/shapes-images/unknown.svg'), 404);
    expectError(await t.app.inject('/api/shapes-images/..%2F..%2Fetc.svg'), 400);
  });

  it('serves each shape image as WebP at the widths the pages ask for, and nothing else', async () => {
    const response = await t.app.inject('/api/shapes-images/ring-480w.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const { format, width, height, hasAlpha } = await sharp(response.rawPayload).metadata();
    // The SVG's proportions, from its viewBox.
    const [, , w, h] = /viewBox="([^"]+)"/
      .exec((await t.app.inject('/api/shapes-images/ring.svg')).body)![1]!
      .split(' ')
      .map(Number);
    expect({ format, width, height, hasAlpha }).toEqual({
      format: 'webp',
      width: 480,
      height: Math.round((480 * h!) / w!),
      hasAlpha: true,
    });
    expect(
      (await sharp((await t.app.inject('/api/shapes-images/rectangle-240w.webp')).rawPayload).metadata()).width,
    ).toBe(240);
    expectError(await t.app.inject('/api/shapes-images/ring-500w.webp'), 404);
    expectError(await t.app.inject('/api/shapes-images/unknown-480w.webp'), 404);
    expectError(await t.app.inject('/api/shapes-images/ring-480.webp'), 400);
  });

  it('answers one shape, and 404 for an unknown id', async () => {
    const id = await shapeId('ring');
    expect((await t.app.inject(`/api/shape/${id}`)).json().shape).toMatchObject({ id, imageName: 'ring.svg' });
    expectError(await t.app.inject('/api/shape/99999'), 404, 'Shape not found');
    expectError(await t.app.inject('/api/shape/abc'), 400);
  });
});

describe('shape visibility', () => {
  it('lets only the admin hide and show; a hidden shape vanishes for everyone else', async () => {
    const id = await shapeId('hexagon');
    for (const action of ['hide', 'show']) {
      expectError(await t.app.inject({ method: 'PATCH', url: `/api/shape/${id}/${action}` }), 401);
      expectError(await t.app.inject(asUser(user, { method: 'PATCH', url: `/api/shape/${id}/${action}` })), 403);
    }
    const hide = await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${id}/hide` }));
    expect(hide.json()).toEqual({ message: 'Shape hidden successfully' });
    const visible = (await t.app.inject('/api/shape/shapeName')).json().shapes.map((s: { id: number }) => s.id);
    expect(visible).not.toContain(id);
    expectError(await t.app.inject(asUser(user, { method: 'GET', url: `/api/shape/${id}` })), 404);
    expect((await t.app.inject(asUser(admin, { method: 'GET', url: `/api/shape/${id}` }))).json().shape.IsHide).toBe(1);

    const all = await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/shapes' }));
    expect(all.json().shapes.find((s: { id: number }) => s.id === id).IsHide).toBe(1);

    const show = await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${id}/show` }));
    expect(show.json()).toEqual({ message: 'Shape shown successfully' });
    expect((await t.app.inject(`/api/shape/${id}`)).statusCode).toBe(200);
  });

  it('keeps the admin shape list for the admin', async () => {
    expectError(await t.app.inject('/api/admin/shapes'), 401);
    expectError(await t.app.inject(asUser(user, { method: 'GET', url: '/api/admin/shapes' })), 403);
    expectError(await t.app.inject(asUser(admin, { method: 'PATCH', url: '/api/shape/99999/hide' })), 404);
  });
});
