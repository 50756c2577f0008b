/**
 * A customer's DXF: what the upload takes and what the API says about drawings. Kept apart from the
 * wire schemas so the upload page carries these words without the schema library.
 */

export const DRAWING_FILE = {
  maxBytes: 10 * 1024 * 1024,
  accept: '.dxf,image/vnd.dxf,application/dxf',
} as const;

export const DRAWING_MSG = {
  fileRequired: 'Please choose a DXF file to upload',
  tooLarge: 'A drawing may be at most 10 MB',
  notFound: 'Drawing not found',
  unitsInvalid: 'Units must be mm or in',
  askUnits: 'Is this drawing in millimetres or inches?',
  fileSays: (unitName: string) => `The file says ${unitName}. If it was drawn in other units, choose them:`,
  uploadFailed: 'The drawing could not be uploaded. Please try again.',
  busy: 'We are reading many drawings right now. Please try again in a minute.',
  tooMany: 'You have had many drawings read in a short time. Please try again in a few minutes.',
  tooManyChecks:
    'You have checked drawings against plates many times in a short time. Please try again in a few minutes.',
  pageInvalid: 'Page must be a whole number from 1',
  /** One caller's share of the readers' queue is taken by their own drawings. */
  yoursWaiting: 'Your other drawings are still being read. Please wait a moment and try again.',
  /** Ours: a drawing line whose drawing can no longer be cut as one part (checked again at order time). */
  notOnePart: 'This drawing is not one part that can be cut: open it and look at what the shop found.',
  /** Ours: a drawing of several parts is ordered a part at a time. */
  partRequired: (parts: number) => `This drawing holds ${parts} parts: say which one (drawingPart, 1 to ${parts}).`,
  partUnknown: (parts: number) => `This drawing has no such part: its parts are numbered 1 to ${parts}.`,
  partInvalid: 'The part must be a whole number from 1',
  layersInvalid: 'Send the layers to leave out as a list of their names, e.g. { "excluded": ["DIMS"] }',
  layersUnknown: (names: string[]) =>
    `The drawing has no layer ${names.map((name) => `"${name}"`).join(', ')}: leave out only layers it lists.`,
  layersAll: 'Every layer is left out, so nothing is left to cut. Keep at least the layer the part is drawn on.',
} as const;

/** A line cut from one part of a drawing of several, as the cart, orders, invoices and job sheet name it. */
export const partLineName = (name: string, part: number, parts: number) => `${name}, part ${part} of ${parts}`;
