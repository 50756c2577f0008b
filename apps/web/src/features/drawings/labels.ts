import { PAGE_TITLES } from '../../config/page-titles';
import { PART_FACT_LABELS } from '../../lib/cart/part-metrics';

/**
 * The drawing pages' own words. The API's messages (DRAWING_MSG, the checks, why a file cannot be
 * read) come from packages/domain; these are what only the browser says.
 */
export const DRAWING_LABELS = {
  uploadTitle: PAGE_TITLES.uploadDrawing,
  uploadIntro:
    'Drop a DXF of your part and see it at once: drawn to scale, measured and checked. Then choose the grade, thickness and quantity.',
  mineTitle: 'My drawings',
  drawingTitle: 'Your drawing',
  dropHere: 'Drag and drop your DXF file here',
  or: 'or',
  choose: 'Choose a DXF file',
  chooseAnother: 'Choose another DXF file',
  uploadAnother: 'Upload another drawing',
  fileHint: 'DXF only, up to 10 MB. Drawn in mm or inches.',
  fileInput: 'DXF file',
  uploading: (name: string) => `Uploading ${name}…`,
  reading: (name: string) => `Reading ${name}…`,
  cancel: 'Cancel',
  tryAgain: 'Try again',
  uploaded: (name: string) => `${name} is measured and checked.`,
  yourPart: 'Your part',
  previewLabel: (name: string, size: string) => `${name}, ${size}, drawn to scale`,
  previewFaulty: (count: number) =>
    `${count} ${count === 1 ? 'contour has' : 'contours have'} a problem and ${count === 1 ? 'is' : 'are'} drawn in red`,
  legendCut: 'Cut line',
  legendFaulty: 'Problem found',
  legendMended: 'Gap closed',
  layersTitle: 'Layers',
  layersHint: 'Switch off a layer that is not part of the cut, such as a frame or notes.',
  layerLabel: (name: string, entities: number) => `${name} (${entities} ${entities === 1 ? 'item' : 'items'})`,
  layersMeasured: 'Measured again with the layers you chose.',
  layersFailed: 'The layers could not be changed. Please try again.',
  fixToPrice: 'Fix what we found in the drawing to see its price.',
  addToCart: 'Add to Cart',
  facts: {
    size: PART_FACT_LABELS.size,
    area: PART_FACT_LABELS.area,
    cutLength: PART_FACT_LABELS.cutLength,
    pierces: 'Pierces',
    units: 'Units',
  },
  unitsRead: {
    file: 'from the file',
    assumed: 'assumed',
    chosen: 'your choice',
  },
  unitNames: { mm: 'Millimetres', in: 'Inches', ft: 'Feet', cm: 'Centimetres', m: 'Metres' },
  checksTitle: 'What we found',
  noProblems: 'No problems found: the part can be cut as drawn.',
  /** Until the page orders a file's parts one by one: the server asks which part each line is. */
  severalParts: (parts: number) =>
    `This file holds ${parts} parts. To order them, please upload each part as its own drawing.`,
  noPlateYet: 'Choose a thickness to check holes and gaps against the plate.',
  checkingPlate: (thickness: string) => `Checking holes and gaps against ${thickness} mm plate…`,
  plateChecked: (thickness: string) => `Holes and gaps checked against ${thickness} mm plate.`,
  orderTitle: 'Material and quantity',
  loadFailed: 'The drawing could not be loaded. Please try again.',
  listFailed: 'Your drawings could not be loaded. Please try again.',
  unitsFailed: 'The units could not be changed. Please try again.',
  unitsMeasured: (unit: string) => `Measured again in ${unit}.`,
  noDrawings: 'No drawings yet',
  noDrawingsHint: 'Drawings you upload while logged in are kept here, to order again.',
  firstPage: 'Back to the first page',
  openDrawing: (name: string) => `Open ${name}`,
  uploadedOn: 'Uploaded',
  fileSize: 'File',
} as const;
