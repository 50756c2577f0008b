/** A user's notification switches: 'email' is the master switch, the others one kind of mail each. */
export type NotificationKind = 'email' | 'message' | 'order_status';

/** A user's switches as read beside them: null where they have no settings row, which means all on. */
export interface StoredSwitches {
  email_notifications: number | null;
  kind_on: number | null;
}

/** Whether a user takes e-mails of a kind: the master switch and the kind's switch are both on. */
export const takesMail = (switches: StoredSwitches) => switches.email_notifications !== 0 && switches.kind_on !== 0;
