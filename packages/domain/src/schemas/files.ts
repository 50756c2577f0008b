/**
 * How much one customer may upload per day (UTC), drawings and chat attachments together. A cart
 * drawing is at most 5 MB and an attachment 10 MB, so a real customer stays far below both.
 */
export const UPLOAD_QUOTA = { filesPerDay: 200, bytesPerDay: 200 * 1024 * 1024 } as const;

export const FILE_MSG = {
  quotaReached: `You have reached today’s upload limit (${UPLOAD_QUOTA.filesPerDay} files or ${UPLOAD_QUOTA.bytesPerDay / 1024 / 1024} MB). Please try again tomorrow.`,
  formUnreadable: 'The form could not be read. Please try again.',
} as const;
