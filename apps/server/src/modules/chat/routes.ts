import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_MSG,
  ChatUsersQuerySchema,
  ChatUserViewSchema,
  GetMessagesQuerySchema,
  MarkAsReadBodySchema,
  MessageViewSchema,
  SendMessageFieldsSchema,
} from '@steelcut/domain/schemas/chat';
import { callerOf, requireAdmin, requireUser } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import type { ChatService } from './service';

const tags = ['chat'];

/** Sending a message with its attachment: a multipart form. Registered where multipart is parsed (app.ts). */
export const chatUploadRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.post(
    '/send-message',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Send a chat message, optionally about an order, optionally with one attachment',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: MessageViewSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, CHAT_MSG.tooLarge);
      const fields = parseFields(SendMessageFieldsSchema, form.fields);
      const upload = form.file && { filename: form.file.filename, bytes: form.file.bytes };
      const data = await chat.send(callerOf(request), fields, upload);
      return reply.status(201).send({ data, message: CHAT_MSG.sent });
    },
  );
};

/** SPEC section 7 'Chat', with the wire details of DECISIONS section 4. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/get-messages',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A conversation, both directions, oldest first',
        querystring: GetMessagesQuerySchema,
        response: { 200: z.object({ messages: z.array(MessageViewSchema) }) },
      },
    },
    async (request) => ({ messages: await chat.messages(callerOf(request), request.query) }),
  );

  app.post(
    '/mark-as-read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mark as read what sender_id sent to the caller',
        body: MarkAsReadBodySchema,
        response: { 200: z.object({ message: z.string(), updated: z.number() }) },
      },
    },
    async (request) => ({
      message: CHAT_MSG.markedRead,
      updated: await chat.markRead(callerOf(request), request.body),
    }),
  );

  app.get(
    '/chat/unread',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'How many messages to the caller are unread',
        response: { 200: z.object({ unreadCount: z.number() }) },
      },
    },
    async (request) => ({ unreadCount: await chat.unread(callerOf(request)) }),
  );

  app.get(
    '/get-all-users',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Customers with their last message and unread count, newest activity first',
        querystring: ChatUsersQuerySchema,
        response: { 200: z.object({ users: z.array(ChatUserViewSchema) }) },
      },
    },
    async (request) => ({ users: await chat.users(request.query.search || undefined, request.query.limit) }),
  );
};
