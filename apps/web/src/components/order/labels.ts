/** What an ordered part's facts and files are called on both order pages. */
export const ORDER_ITEM_LABELS = {
  size: 'Overall size',
  weightEach: 'Weight each',
  totalWeight: 'Total weight',
  attachment: 'Attachment',
  downloadDxf: 'Download DXF',
  download: 'Download',
  /** 'Download the attachment of 1. Rectangle plate' */
  downloadAttachmentOf: (title: string) => `Download the attachment of ${title}`,
} as const;
