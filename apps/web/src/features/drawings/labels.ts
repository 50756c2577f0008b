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
    areaAll: 'Area, all pieces',
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
  /** A file of several parts (or copies of one): each part is shown, priced and added on its own. */
  yourDrawing: 'Your drawing',
  partsTitle: 'Parts in this file',
  partsIntro: (kinds: number, pieces: number) =>
    kinds === 1
      ? `This file holds ${pieces} copies of one part. Each set is all ${pieces} of them.`
      : `This file holds ${kinds} different parts, ${pieces} pieces in all. Each set is every part in the file.`,
  setsUnit: 'Sets',
  setsHint: 'Quantity is the number of sets: each part is cut as many times as the file holds it, for every set.',
  partTitle: (part: number, parts: number) => (parts === 1 ? 'The part' : `Part ${part} of ${parts}`),
  copiesInFile: (copies: number) => `× ${copies} in the file`,
  partPreviewLabel: (part: number, size: string) => `Part ${part}, ${size}, drawn to scale`,
  partBlocked: 'This part cannot be cut as drawn, so it is not priced. Fix what we found to order it.',
  addPart: (part: number) => `Add part ${part} to cart`,
  addAllParts: 'Add all parts',
  allPartsPrice: 'All parts',
  leftOut: (parts: readonly number[]) =>
    `Left out of “Add all parts”: ${parts.length === 1 ? 'part' : 'parts'} ${parts.join(', ')}, which cannot be cut as drawn.`,
  nonePriceable: 'No part of this file can be cut as drawn. Fix what we found to see a price.',
  checkNumber: (n: number) => `${n}.`,
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
