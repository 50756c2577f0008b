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
  /** A part of the customer's own drawing, as its preview is read out. */
  drawingOf: (name: string) => `Your drawing ${name}, to scale`,
} as const;

/** How an order's dispatch tier and date read on both order pages. */
export const DISPATCH_LABELS = {
  dispatch: 'Dispatch',
  /** 'Express, by Wed, 2 Dec 2026' */
  tierBy: (tier: string, date: string) => `${tier}, by ${date}`,
} as const;
