/**
 * Button and field labels of the chat screens. The product's chat messages (SPEC sections 2, 5
 * and 8) live in @steelcut/domain/schemas/chat as CHAT_MSG; these are only what a control is called.
 */
export const CHAT_LABELS = {
  log: 'Messages',
  message: 'Message',
  composer: 'Write a message',
  attach: 'Attach file',
  attachmentInput: 'Attachment file',
  remove: 'Remove',
  submit: 'Submit',
  sending: 'Sending message',
  loadEarlier: 'Load earlier messages',
  download: 'Download',
  close: 'Close',
  preview: (name: string) => `Preview ${name}`,
  order: (orderNo: string) => `Order ${orderNo}`,
} as const;
