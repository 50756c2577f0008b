import { z } from 'zod';
import { IdSchema, QueryTextSchema } from './fields';
import { ADMIN_USER_ID } from '../constants';

/** Chat attachments: any type, checked by their bytes on the server (DECISIONS section 3). */
export const CHAT_ATTACHMENT = { maxBytes: 10 * 1024 * 1024 } as const;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** How many messages one call answers; older ones come with `before`. */
export const CHAT_PAGE_SIZE = 100;
/** SPEC section 7: the admin is the other side of every conversation. */
export const SUPPORT_ID = ADMIN_USER_ID;

export const CHAT_MSG = {
  required: 'Please enter a message or attach a file',
  loginRequired: 'Please log in to access chat.',
  loading: 'Loading messages...',
  empty: 'No messages yet. Start a conversation!',
  emptyShort: 'No messages yet',
  placeholder: 'Write Your Query',
  sent: 'Message sent',
  sendFailed: 'Failed to send message',
  customerMissing: 'Unable to send message: Customer information is missing',
  tooLarge: 'Attachments must be 10 MB or smaller',
  emptyFile: 'The attached file is empty',
  programRefused: 'Programs and scripts cannot be sent in chat. Send a picture, PDF, drawing or document instead.',
  tooLong: `Messages must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  forgedSender: 'You can only send messages as yourself',
  supportOnly: 'You can only message Support',
  notYourConversation: 'You can only read your own conversation',
  readerMismatch: 'You can only mark messages sent to you as read',
  markedRead: 'Messages marked as read',
  loadFailed: 'Failed to load messages',
  usersFailed: 'Failed to load conversations',
  noUsers: 'No conversations yet',
  noUsersFound: 'No customers match your search',
  supportName: 'Support',
  downloadFailed: 'Failed to download file.',
} as const;

const Id = z.coerce.number({ error: CHAT_MSG.customerMissing }).int().positive(CHAT_MSG.customerMissing);
/** A multipart form sends '' for an empty select: that means no order. */
const OptionalId = z.preprocess(
  (value) => (value === '' || value === 'null' || value === null ? undefined : value),
  IdSchema.optional(),
);

/** The text fields of POST /send-message (the file field is `attachment`). */
export const SendMessageFieldsSchema = z.object({
  sender_id: Id,
  receiver_id: Id,
  message: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MSG.tooLong).default(''),
  order_id: OptionalId,
});
export type SendMessageFields = z.infer<typeof SendMessageFieldsSchema>;

export const GetMessagesQuerySchema = z.object({
  sender_id: Id,
  receiver_id: Id,
  order_id: OptionalId,
  /** Only messages with a smaller id: the page before the one shown. */
  before: OptionalId,
  limit: z.coerce.number().int().min(1).max(500).default(CHAT_PAGE_SIZE),
});
export type GetMessagesQuery = z.infer<typeof GetMessagesQuerySchema>;

export const MarkAsReadBodySchema = z.object({
  sender_id: Id,
  receiver_id: Id,
  /** Only this order's messages; all of the conversation when absent. */
  order_id: OptionalId,
});
export type MarkAsReadBody = z.infer<typeof MarkAsReadBodySchema>;

export const ChatUsersQuerySchema = z.object({
  search: QueryTextSchema('search', 100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The composer's rule, checked in the browser and again by the server. */
export function chatDraftError(text: string, hasFile: boolean): string | undefined {
  if (!text.trim() && !hasFile) return CHAT_MSG.required;
  if (text.trim().length > CHAT_MESSAGE_MAX_LENGTH) return CHAT_MSG.tooLong;
  return undefined;
}

export const ChatAttachmentViewSchema = z.object({
  /** Relative to /api/: a signed, expiring URL. */
  path: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  /** A small image for image attachments, relative to /api/. */
  thumbnail_path: z.string().nullable(),
});
export type ChatAttachmentView = z.infer<typeof ChatAttachmentViewSchema>;

/** SPEC section 3 'Message', plus what the screens need beside it. Dates are ISO-8601 UTC. */
export const MessageViewSchema = z.object({
  id: z.number(),
  sender_id: z.number(),
  receiver_id: z.number(),
  message: z.string(),
  order_id: z.number().nullable(),
  order_no: z.string().nullable(),
  attachment_path: z.string().nullable(),
  attachment: ChatAttachmentViewSchema.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  sender_name: z.string(),
  sender_avatar: z.string().nullable(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

/** SPEC section 3 'Chat user': a customer as the admin's list shows them. */
export const ChatUserViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  avatar: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number(),
});
export type ChatUserView = z.infer<typeof ChatUserViewSchema>;

/**
 * What the server pushes to a browser (server-sent events): the event name is `type`,
 * the data is `data` as JSON, the event id orders them for catch-up.
 */
export interface LivePushMap {
  'chat.message': MessageView;
  /** reader_id read what sender_id sent them (of one order, or all when order_id is null). */
  'chat.read': { reader_id: number; sender_id: number; order_id: number | null };
  'order.status': { order_id: number; status: string };
  /** A quote, a payment or a void changed what the order costs or what is paid. */
  'order.billing': { order_id: number; amountPaise: number | null; paymentStatus: 'unpaid' | 'part-paid' | 'paid' };
}
export type LivePushType = keyof LivePushMap;
export const LIVE_PUSH_TYPES = [
  'chat.message',
  'chat.read',
  'order.status',
  'order.billing',
] as const satisfies readonly LivePushType[];

/**
 * Events between the server's processes, through the same seam as the pushes but never sent to
 * a browser: each process acts on them itself.
 */
export interface LiveSignalMap {
  /** Sessions (refresh-token families) of the user ended: logout, password change or reset, a reused token. */
  'session.ended': { familyIds: string[] | 'all' };
}
export type LiveSignalType = keyof LiveSignalMap;
export const LIVE_SIGNAL_TYPES = ['session.ended'] as const satisfies readonly LiveSignalType[];
export type LiveEventMap = LivePushMap & LiveSignalMap;
export type LiveEventType = keyof LiveEventMap;

export const LIVE_MSG = {
  tooManyStreams: 'Too many live connections are open for this account. Close some tabs and try again.',
} as const;

/** The name shown beside a message: Support for the shop, the sender's name otherwise. */
export function senderDisplayName(senderId: number, name: string | null | undefined, productName: string): string {
  if (senderId === SUPPORT_ID) return CHAT_MSG.supportName;
  return name?.trim() || productName;
}
