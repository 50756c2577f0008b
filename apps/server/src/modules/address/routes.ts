import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { z } from 'zod';
import { ADDRESS_MSG, AddAddressBodySchema, EditAddressBodySchema } from '@steelcut/domain/schemas/address';
import { AddressViewSchema } from '@steelcut/domain/schemas/views';
import { assertSelfOrAdmin, callerOf, requireUser } from '../../lib/auth-guard';
import type { AddressService } from './service';

const AddressView = AddressViewSchema;
const IdParams = z.object({ id: IdSchema });
const tags = ['addresses'];

export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (app, { addresses }) => {
  app.get(
    '/address/user/:userId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The user’s delivery addresses',
        tags,
        params: z.object({ userId: IdSchema }),
        response: { 200: z.object({ addresses: z.array(AddressView) }) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return { addresses: await addresses.list(request.params.userId) };
    },
  );

  app.post(
    '/address',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Save a delivery address',
        tags,
        body: AddAddressBodySchema,
        response: { 201: z.object({ address: AddressView, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { userId, ...fields } = request.body;
      assertSelfOrAdmin(request, userId);
      return reply.status(201).send({ address: await addresses.add(userId, fields), message: ADDRESS_MSG.added });
    },
  );

  app.put(
    '/address/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change a saved delivery address',
        tags,
        params: IdParams,
        body: EditAddressBodySchema,
        response: { 200: z.object({ address: AddressView, message: z.string() }) },
      },
    },
    async (request) => ({
      address: await addresses.update(callerOf(request), request.params.id, request.body),
      message: ADDRESS_MSG.updated,
    }),
  );

  app.put(
    '/address/:id/default',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Make an address the default',
        tags,
        params: IdParams,
        response: { 200: z.object({ address: AddressView, message: z.string() }) },
      },
    },
    async (request) => ({
      address: await addresses.setDefault(callerOf(request), request.params.id),
      message: ADDRESS_MSG.defaultSet,
    }),
  );

  app.delete(
    '/address/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete an address',
        tags,
        params: IdParams,
        response: { 200: z.object({ id: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await addresses.remove(callerOf(request), request.params.id);
      return { id: request.params.id, message: ADDRESS_MSG.deleted };
    },
  );
};
