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

/** Where the order's parts are cut from (nesting), on both order pages. */
export const ORDER_LABELS = {
  cuttingTitle: 'Planned for cutting',
  /** 'Line 1: 4 pieces on sheet 2 of 3 (nest 12)' */
  cuttingLine: (line: number, pieces: number, sheet: number, sheets: number, nest: number) =>
    `Line ${line}: ${pieces} ${pieces === 1 ? 'piece' : 'pieces'} on sheet ${sheet} of ${sheets} (nest ${nest})`,
} as const;
