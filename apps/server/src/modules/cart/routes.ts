import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { z } from 'zod';
import {
  ADDED_MESSAGE,
  CART_MSG,
  CartQuantityBodySchema,
  MergeGuestCartBodySchema,
} from '@steelcut/domain/schemas/cart';
import { requestOf } from '@steelcut/domain/part-wire';
import { draftOfForm, FORM_NAMES } from '@steelcut/domain/part-wire';
import { CartItemViewSchema } from '@steelcut/domain/schemas/views';
import { DrawingIdSchema, DrawingPartNumberSchema } from '@steelcut/domain/schemas/drawing';
import { assertSelfOrAdmin, rowIfCaller, requireUser } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import type { CartService } from './service';

const ItemsReply = z.object({ items: z.array(CartItemViewSchema), message: z.string() });
const UserIdParam = z.coerce.number({ error: CART_MSG.userIdRequired }).int().positive(CART_MSG.userIdRequired);
const tags = ['cart'];
const DIMENSIONS_REQUIRED = 'Dimensions are required';

/** The part's own fields as the form sends them: text, read by the part's rules in the service. */
const partTextFields = Object.fromEntries(
  Object.values(FORM_NAMES).map((name) => [name, z.string().optional()]),
) as Record<(typeof FORM_NAMES)[keyof typeof FORM_NAMES], z.ZodOptional<z.ZodString>>;

/** The text fields of the add-to-cart form (SPEC section 7: multipart). */
const AddCartFields = z
  .object({
    userId: UserIdParam,
    /** A part of the customer's own drawing names it here, in place of shapeId and parameters. */
    drawingId: DrawingIdSchema.optional(),
    /** Which part of a drawing of several (its number). */
    drawingPart: DrawingPartNumberSchema.optional(),
    shapeId: z.coerce.number({ error: CART_MSG.shapeUnavailable }).int().positive(CART_MSG.shapeUnavailable).optional(),
    ...partTextFields,
    parameters: z
      .string({ error: DIMENSIONS_REQUIRED })
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return undefined;
        const parsed = z
          .array(z.object({ key: z.string().max(40), value: z.union([z.number(), z.string().max(40)]) }))
          .max(20)
          .safeParse(safeJson(text));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: 'Dimensions are not readable' });
          return z.NEVER;
        }
        return Object.fromEntries(parsed.data.map(({ key, value }) => [key, value]));
      }),
  })
  .superRefine((fields, ctx) => {
    // A catalogue part needs its shape and dimensions; a drawing's part has them in the drawing.
    if (fields.drawingId !== undefined) return;
    if (fields.shapeId === undefined)
      ctx.addIssue({ code: 'custom', path: ['shapeId'], message: CART_MSG.shapeUnavailable });
    if (fields.parameters === undefined)
      ctx.addIssue({ code: 'custom', path: ['parameters'], message: DIMENSIONS_REQUIRED });
  });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Adding a part with its drawing: a multipart form. Registered where multipart is parsed (app.ts). */
export const cartUploadRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.post(
    '/shape/addcart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add a configured part, optionally with a drawing, to the cart',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ItemsReply },
      },
    },
    async (request) => {
      const form = await readMultipart(request, CART_MSG.imageTooLarge);
      const { userId, drawingId, drawingPart, shapeId, parameters, ...part } = parseFields(AddCartFields, form.fields);
      const draft = draftOfForm(part);
      assertSelfOrAdmin(request, userId);
      const upload = form.file && { filename: form.file.filename, bytes: form.file.bytes };
      const item = drawingId
        ? { drawingId, ...(drawingPart !== undefined && { drawingPart }), draft }
        : { shapeId: shapeId!, draft: { ...draft, dimensions: parameters! } };
      const { items, outcome } = await cart.add(userId, item, upload);
      return { items, message: ADDED_MESSAGE[outcome] };
    },
  );
};

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/cart/getCart/:userId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The user’s cart',
        tags,
        params: z.object({ userId: UserIdParam }),
        response: { 200: ItemsReply },
      },
    },
    async (request, reply) => {
      assertSelfOrAdmin(request, request.params.userId);
      // Already JSON (a cached answer): Fastify sends a Buffer as it is.
      const { userId } = request.params;
      return reply
        .type('application/json; charset=utf-8')
        .send((await cart.listJson(userId, rowIfCaller(request, userId))) as never);
    },
  );

  app.delete(
    '/cart/deleteCartItem/:userId/:cartItemId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove one item from the cart',
        tags,
        params: z.object({ userId: UserIdParam, cartItemId: IdSchema }),
        response: { 200: z.object({ id: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      const { userId, cartItemId } = request.params;
      assertSelfOrAdmin(request, userId);
      await cart.remove(userId, cartItemId);
      return { id: cartItemId, message: CART_MSG.removed };
    },
  );

  app.put(
    '/cart/updateCartItem/:userId/:cartItemId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change the quantity of one cart item',
        tags,
        params: z.object({ userId: UserIdParam, cartItemId: IdSchema }),
        body: CartQuantityBodySchema,
        response: { 200: ItemsReply },
      },
    },
    async (request) => {
      const { userId, cartItemId } = request.params;
      assertSelfOrAdmin(request, userId);
      const items = await cart.setQuantity(userId, cartItemId, request.body.quantity);
      return { items, message: CART_MSG.quantityUpdated };
    },
  );

  app.post(
    '/cart/mergeGuestCart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add a guest’s local cart after sign-in (all or nothing)',
        tags,
        body: MergeGuestCartBodySchema,
        response: { 200: ItemsReply },
      },
    },
    async (request) => {
      const { userId, guestItems } = request.body;
      assertSelfOrAdmin(request, userId);
      if (guestItems.length === 0) return { items: await cart.list(userId), message: CART_MSG.noGuestItems };
      const { items, capped } = await cart.mergeLines(userId, guestItems.map(requestOf));
      return { items, message: capped ? CART_MSG.mergedCapped : CART_MSG.merged };
    },
  );
};
