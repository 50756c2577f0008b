import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { z } from 'zod';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import { illustrationSvg } from '@steelcut/domain/shapes/svg';
import { requireAdmin } from '../../lib/auth-guard';
import { notFound } from '../../lib/errors';
import { SHAPE_MSG, ShapeViewSchema as ShapeView } from '@steelcut/domain/schemas/shape';
import { ogImagePng } from './og-image';
import { pictureWebp } from './picture-webp';
import { parseShapePictureName } from '@steelcut/domain/shapes/pictures';
import type { ShapesService } from './service';

const IMAGE_NOT_FOUND = 'Image not found';
const IdParams = z.object({ id: IdSchema });
const tags = ['shapes'];

const illustrations = new Map<string, string>();
function illustrationOf(slug: string): string | undefined {
  if (!illustrations.has(slug)) {
    const shape = findShapeBySlug(slug);
    if (!shape) return undefined;
    illustrations.set(slug, illustrationSvg(shape));
  }
  return illustrations.get(slug);
}

/** Pictures drawn from the SVGs on first request and kept; one that failed is drawn again next time. */
const drawn = new Map<string, Promise<Buffer>>();
function keptDrawing(name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  let drawing = drawn.get(name);
  if (!drawing) {
    drawing = draw();
    drawn.set(name, drawing);
    drawing.catch(() => drawn.delete(name));
  }
  return drawing;
}

/** A shape's 1200 × 630 PNG for link previews. */
function pngOf(slug: string): Promise<Buffer> | undefined {
  const svg = illustrationOf(slug);
  return svg === undefined ? undefined : keptDrawing(`${slug}.png`, () => ogImagePng(svg));
}

/** The storefront's WebP pictures, one per shape and width. */
function webpOf(name: string): Promise<Buffer> | undefined {
  const picture = parseShapePictureName(name);
  const svg = picture && illustrationOf(picture.slug);
  if (!picture || svg === undefined) return undefined;
  return keptDrawing(name, () => pictureWebp(svg, picture.width));
}

export const shapeRoutes: FastifyPluginAsyncZod<{ shapes: ShapesService }> = async (app, { shapes }) => {
  app.get(
    '/shape/shapeName',
    {
      schema: {
        summary: 'The visible shapes of the catalogue',
        tags,
        response: { 200: z.object({ shapes: z.array(ShapeView) }) },
      },
    },
    // Already JSON text: Fastify sends a string as it is; the schema above documents its shape.
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((await shapes.visibleCatalogueJson()) as never),
  );

  app.get(
    '/shape/materialname',
    {
      schema: {
        summary: 'The stainless grades on offer',
        tags,
        response: { 200: z.object({ materialName: z.array(z.object({ id: z.number(), Material_Name: z.string() })) }) },
      },
    },
    async () => ({ materialName: await shapes.materials() }),
  );

  app.get(
    '/shape/:id',
    {
      schema: {
        summary: 'One shape with its parameters',
        tags,
        params: IdParams,
        response: { 200: z.object({ shape: ShapeView }) },
      },
    },
    async (request) => ({
      shape: await shapes.get(request.params.id, request.auth?.role === 'admin'),
    }),
  );

  app.get(
    '/admin/shapes',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every shape with its visibility (admin)',
        tags,
        response: { 200: z.object({ shapes: z.array(ShapeView) }) },
      },
    },
    async () => ({ shapes: await shapes.listAll() }),
  );

  for (const [action, hidden, message] of [
    ['hide', true, SHAPE_MSG.hidden],
    ['show', false, SHAPE_MSG.shown],
  ] as const) {
    app.patch(
      `/shape/:id/${action}`,
      {
        onRequest: requireAdmin,
        schema: {
          summary: `${action === 'hide' ? 'Hide a shape from' : 'Show a shape in'} the catalogue (admin)`,
          tags,
          params: IdParams,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        await shapes.setHidden(request.params.id, hidden);
        return { message };
      },
    );
  }

  /** Card images and parameter illustrations, drawn from the geometry: SVG, WebP for the pages, PNG for link previews. */
  app.get(
    '/shapes-images/:name',
    {
      schema: {
        summary:
          'A shape or parameter illustration: SVG, WebP 240, 480 or 960 px wide (ring-480w.webp), or a 1200 × 630 PNG for link previews',
        tags,
        params: z.object({ name: z.string().regex(/^[a-z0-9-]+(\.(svg|png)|-\d+w\.webp)$/) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const [slug, extension] = name.split('.') as [string, 'svg' | 'png' | 'webp'];
      reply.header('Cache-Control', 'public, max-age=86400');
      if (extension === 'webp') {
        const webp = webpOf(name);
        if (!webp) throw notFound(IMAGE_NOT_FOUND);
        return reply.type('image/webp').send(await webp);
      }
      if (extension === 'png') {
        const png = pngOf(slug);
        if (!png) throw notFound(IMAGE_NOT_FOUND);
        return reply.type('image/png').send(await png);
      }
      const svg = illustrationOf(slug);
      if (!svg) throw notFound(IMAGE_NOT_FOUND);
      return reply.type('image/svg+xml').send(svg);
    },
  );
};
