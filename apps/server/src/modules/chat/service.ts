import {
  CHAT_ATTACHMENT,
  CHAT_MSG,
  chatDraftError,
  senderDisplayName,
  SUPPORT_ID,
  type ChatUserView,
  type GetMessagesQuery,
  type MarkAsReadBody,
  type MessageView,
  type SendMessageFields,
} from '@steelcut/domain/schemas/chat';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { LiveEvents } from '../../lib/events';
import { enqueueMails } from '../../lib/mail-outbox';
import { thumbnailOf } from '../../lib/thumbnail';
import { isoIn, MINUTE, nowIso } from '../../lib/time';
import type { FileService, StoredFile, Upload } from '../files/service';
import type { NotificationService } from '../notifications/service';
import type { ShopService } from '../shop/service';
import { chatMessageMail } from './mails';
import { createChatRepository, type MessageRecord } from './repository';

/** At most one chat e-mail per recipient and conversation in this time. */
const MAIL_QUIET_MS = 10 * MINUTE;

const ATTACHMENT_RULES = {
  maxBytes: CHAT_ATTACHMENT.maxBytes,
  tooLarge: CHAT_MSG.tooLarge,
  wrongType: CHAT_MSG.emptyFile,
  refusePrograms: CHAT_MSG.programRefused,
};
const THUMBNAIL_RULES = { ...ATTACHMENT_RULES, allowed: ['image/jpeg'] };

interface Deps {
  db: Db;
  files: FileService;
  events: LiveEvents;
  notifications: NotificationService;
  mailWritten: () => void;
  publicUrl: string;
  onMailError: (error: unknown) => void;
  shop: ShopService;
}

export function createChatService({
  db,
  files,
  events,
  notifications,
  mailWritten,
  publicUrl,
  onMailError,
  shop,
}: Deps) {
  const repo = createChatRepository(db);
  files.allowReaders('chat', repo.partyToFile);
  files.allowReaders('chat-thumb', repo.partyToFile);

  /** `shopName`: the name of a sender who has none. */
  const toView = (record: MessageRecord, shopName: string): MessageView => {
    const path = record.attachment_file_id ? files.signedPath(record.attachment_file_id) : null;
    return {
      id: record.id,
      sender_id: record.sender_id,
      receiver_id: record.receiver_id,
      message: record.body,
      order_id: record.order_id,
      order_no: record.order_no,
      attachment_path: path,
      attachment: path
        ? {
            path,
            name: record.attachment_name ?? 'file',
            type: record.attachment_type ?? 'application/octet-stream',
            size: record.attachment_size ?? 0,
            thumbnail_path: record.thumbnail_file_id ? files.signedPath(record.thumbnail_file_id) : null,
          }
        : null,
      created_at: record.created_at,
      read_at: record.read_at,
      sender_name: senderDisplayName(record.sender_id, record.sender_name, shopName),
      sender_avatar: null,
    };
  };

  /** The customer whose conversation `a`–`b` is, if the caller may see it; refuses otherwise. */
  function conversationOf(caller: AccessClaims, a: number, b: number): number {
    const customerId = a === SUPPORT_ID ? b : b === SUPPORT_ID ? a : undefined;
    if (caller.role !== 'admin') {
      if (customerId !== caller.userId) throw forbidden(CHAT_MSG.notYourConversation, 'NOT_YOUR_CONVERSATION');
      return customerId;
    }
    if (customerId === undefined || customerId === SUPPORT_ID) {
      throw badRequest(CHAT_MSG.customerMissing, 'CUSTOMER_NOT_FOUND');
    }
    return customerId;
  }

  async function assertOrderOf(orderId: number | undefined, customerId: number) {
    if (orderId !== undefined && (await repo.orderOwner(orderId)) !== customerId) {
      throw notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');
    }
  }

  /** The attachment and, for a raster image, its thumbnail. */
  async function storeAttachment(ownerId: number, upload: Upload): Promise<StoredFile[]> {
    const file = await files.store(ownerId, 'chat', upload, ATTACHMENT_RULES);
    const thumbnail = await thumbnailOf(upload.bytes, file.mime_type);
    if (!thumbnail) return [file];
    const thumb = await files
      .store(
        ownerId,
        'chat-thumb',
        { filename: `thumbnail-${file.original_name}.jpg`, bytes: thumbnail },
        THUMBNAIL_RULES,
      )
      .catch(async (error: unknown) => {
        await files.discard(file);
        throw error;
      });
    return [file, thumb];
  }

  /** An e-mail to the receiver, if they take message mails and were not mailed about it lately. */
  async function mailReceiver(record: MessageRecord, customer: { name: string }) {
    const to = (await notifications.recipients([record.receiver_id], 'message')).get(record.receiver_id);
    if (!to) return;
    const now = nowIso();
    if (!(await repo.claimMailNotice(record.receiver_id, record.customer_id, now, isoIn(-MAIL_QUIET_MS)))) return;
    const settings = await shop.get();
    const mail = chatMessageMail(record.receiver_id === SUPPORT_ID, settings, to, customer.name, record, publicUrl);
    await enqueueMails(db, [mail]);
    mailWritten();
  }

  return {
    async send(caller: AccessClaims, fields: SendMessageFields, upload: Upload | undefined): Promise<MessageView> {
      if (fields.sender_id !== caller.userId) throw forbidden(CHAT_MSG.forgedSender, 'FORGED_SENDER');
      const draftError = chatDraftError(fields.message, upload !== undefined);
      if (draftError) throw badRequest(draftError, 'CHAT_EMPTY');
      if (caller.role !== 'admin' && fields.receiver_id !== SUPPORT_ID) {
        throw forbidden(CHAT_MSG.supportOnly, 'SUPPORT_ONLY');
      }
      const customerId = caller.role === 'admin' ? fields.receiver_id : caller.userId;
      const customer = await repo.findCustomer(customerId);
      if (!customer) throw notFound(CHAT_MSG.customerMissing, 'CUSTOMER_NOT_FOUND');
      await assertOrderOf(fields.order_id, customerId);

      const stored = upload ? await storeAttachment(caller.userId, upload) : [];
      const { tradingName } = await shop.get();
      let record: MessageRecord;
      try {
        const written = await db.transaction().execute(async (trx) => {
          const inserted = await repo.insert(trx, {
            sender_id: caller.userId,
            receiver_id: fields.receiver_id,
            customer_id: customerId,
            order_id: fields.order_id ?? null,
            body: fields.message,
            attachment_file_id: stored[0]?.id ?? null,
            thumbnail_file_id: stored[1]?.id ?? null,
            created_at: nowIso(),
            read_at: null,
          });
          const recorded = await events.record(
            trx,
            'chat.message',
            [caller.userId, fields.receiver_id],
            toView(inserted, tradingName),
          );
          return { inserted, recorded };
        });
        record = written.inserted;
        events.announce(written.recorded);
      } catch (error) {
        for (const file of stored.reverse()) await files.discard(file);
        throw error;
      }
      // The message is sent; a mail that cannot be queued must not undo it.
      await mailReceiver(record, customer).catch(onMailError);
      return toView(record, tradingName);
    },

    async messages(caller: AccessClaims, query: GetMessagesQuery): Promise<MessageView[]> {
      const customerId = conversationOf(caller, query.sender_id, query.receiver_id);
      await assertOrderOf(query.order_id, customerId);
      const [records, { tradingName }] = await Promise.all([
        repo.conversation({ customerId, orderId: query.order_id, before: query.before, limit: query.limit }),
        shop.get(),
      ]);
      return records.map((record) => toView(record, tradingName));
    },

    async markRead(caller: AccessClaims, body: MarkAsReadBody): Promise<number> {
      if (body.receiver_id !== caller.userId) throw forbidden(CHAT_MSG.readerMismatch, 'NOT_RECEIVER');
      const customerId = conversationOf(caller, body.sender_id, body.receiver_id);
      await assertOrderOf(body.order_id, customerId);
      const updated = await repo.markRead(body.sender_id, body.receiver_id, customerId, body.order_id, nowIso());
      if (updated > 0) {
        await events.publish('chat.read', [body.receiver_id, body.sender_id], {
          reader_id: body.receiver_id,
          sender_id: body.sender_id,
          order_id: body.order_id ?? null,
        });
      }
      return updated;
    },

    unread: (caller: AccessClaims) => repo.unreadFor(caller.userId),

    async users(search: string | undefined, limit: number): Promise<ChatUserView[]> {
      const rows = await repo.chatUsers(search, limit);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        mobileNumber: row.mobile_number,
        avatar: null,
        lastMessage: row.last_body || (row.last_attachment ? `Attachment: ${row.last_attachment}` : ''),
        lastMessageAt: row.last_at ?? null,
        unreadCount: Number(row.unread ?? 0),
      }));
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
