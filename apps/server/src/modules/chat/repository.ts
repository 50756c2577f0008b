import { sql, type Insertable } from 'kysely';
import { SUPPORT_ID } from '@steelcut/domain/schemas/chat';
import type { Db } from '../../db/database';
import type { MessagesTable } from '../../db/types';
import { likePattern } from '../../db/like';

/** A message with what its view needs: the sender's name, the order's number, the files. */
export interface MessageRecord {
  id: number;
  sender_id: number;
  receiver_id: number;
  customer_id: number;
  order_id: number | null;
  body: string;
  created_at: string;
  read_at: string | null;
  sender_name: string | null;
  order_no: string | null;
  attachment_file_id: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  thumbnail_file_id: string | null;
}

export interface ConversationFilter {
  customerId: number;
  orderId?: number;
  before?: number;
  limit: number;
}

export function createChatRepository(db: Db) {
  const records = (conn: Db = db) =>
    conn
      .selectFrom('messages as m')
      .leftJoin('users as s', 's.id', 'm.sender_id')
      .leftJoin('orders as o', 'o.id', 'm.order_id')
      .leftJoin('files as f', 'f.id', 'm.attachment_file_id')
      .select([
        'm.id',
        'm.sender_id',
        'm.receiver_id',
        'm.customer_id',
        'm.order_id',
        'm.body',
        'm.created_at',
        'm.read_at',
        's.name as sender_name',
        'o.order_no',
        'm.attachment_file_id',
        'f.original_name as attachment_name',
        'f.mime_type as attachment_type',
        'f.size as attachment_size',
        'm.thumbnail_file_id',
      ]);

  return {
    async insert(trx: Db, row: Insertable<MessagesTable>): Promise<MessageRecord> {
      const { id } = await trx.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();
      return records(trx).where('m.id', '=', id).executeTakeFirstOrThrow();
    },

    /** The newest `limit` messages of a conversation (before an id, of one order), oldest first. */
    async conversation({ customerId, orderId, before, limit }: ConversationFilter): Promise<MessageRecord[]> {
      let query = records().where('m.customer_id', '=', customerId);
      if (orderId !== undefined) query = query.where('m.order_id', '=', orderId);
      if (before !== undefined) query = query.where('m.id', '<', before);
      const newestFirst = await query.orderBy('m.id', 'desc').limit(limit).execute();
      return newestFirst.reverse();
    },

    /** Marks read what `senderId` sent to `receiverId` in a customer's conversation; how many. */
    async markRead(senderId: number, receiverId: number, customerId: number, orderId: number | undefined, at: string) {
      let query = db
        .updateTable('messages')
        .set({ read_at: at })
        .where('customer_id', '=', customerId)
        .where('receiver_id', '=', receiverId)
        .where('sender_id', '=', senderId)
        .where('read_at', 'is', null);
      if (orderId !== undefined) query = query.where('order_id', '=', orderId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async unreadFor(userId: number): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('receiver_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A customer (not the admin) by id, or undefined. */
    findCustomer: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('id', '=', id)
        .where('role', '=', 'user')
        .executeTakeFirst(),

    orderOwner: async (orderId: number) =>
      (await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst())?.user_id,

    /**
     * Customers for the admin's chat list: newest chat activity first, then those who never
     * wrote, by name; with the last message and how many of theirs the admin has not read.
     */
    async chatUsers(search: string | undefined, limit: number) {
      let query = db
        .selectFrom('users as u')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('messages')
              .select(['customer_id', (e) => e.fn.max('id').as('last_id')])
              .groupBy('customer_id')
              .as('last'),
          (join) => join.onRef('last.customer_id', '=', 'u.id'),
        )
        .leftJoin('messages as lm', 'lm.id', 'last.last_id')
        .leftJoin('files as lf', 'lf.id', 'lm.attachment_file_id')
        .select((eb) => [
          'u.id',
          'u.name',
          'u.email',
          'u.mobile_number',
          'lm.body as last_body',
          'lf.original_name as last_attachment',
          'lm.created_at as last_at',
          eb
            .selectFrom('messages as un')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('un.customer_id', '=', 'u.id')
            .where('un.receiver_id', '=', SUPPORT_ID)
            .where('un.read_at', 'is', null)
            .as('unread'),
        ])
        .where('u.role', '=', 'user');
      if (search) {
        const like = likePattern(search);
        query = query.where((eb) =>
          eb.or(
            (['u.name', 'u.email', 'u.mobile_number'] as const).map(
              (column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`,
            ),
          ),
        );
      }
      return query
        .orderBy(sql`case when ${sql.ref('last.last_id')} is null then 1 else 0 end`)
        .orderBy('last.last_id', 'desc')
        .orderBy('u.name')
        .limit(limit)
        .execute();
    },

    /** Whether `userId` is the customer of a conversation holding this file. */
    async partyToFile(fileId: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('messages')
        .select('id')
        .where('customer_id', '=', userId)
        .where((eb) => eb.or([eb('attachment_file_id', '=', fileId), eb('thumbnail_file_id', '=', fileId)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes the right to mail `recipientId` about this conversation, if none was mailed since
     * `cutoff`: one statement, so two processes cannot both take it.
     */
    async claimMailNotice(recipientId: number, customerId: number, now: string, cutoff: string): Promise<boolean> {
      const row = await db
        .insertInto('chat_mail_notices')
        .values({ recipient_id: recipientId, customer_id: customerId, sent_at: now })
        .onConflict((oc) =>
          oc
            .columns(['recipient_id', 'customer_id'])
            .doUpdateSet({ sent_at: now })
            .where('chat_mail_notices.sent_at', '<', cutoff),
        )
        .returning('recipient_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
