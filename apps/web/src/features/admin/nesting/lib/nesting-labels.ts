/** What the nesting page says; the server's messages are NESTING_MSG (packages/domain). */
export const NESTING_LABELS = {
  title: 'Nesting',
  grade: 'Grade',
  thickness: 'Thickness (mm)',
  thicknessHint: 'The plate to nest, e.g. 2 or 1.5',
  waiting: 'Waiting to be cut',
  waitingHint: 'Confirmed orders of this plate whose parts are not yet in a nest in use',
  nothingWaiting: 'Nothing of this plate is waiting to be cut',
  nothingWaitingHint: 'Lines of confirmed orders (converted from leads) appear here until a nest holding them is used.',
  order: 'Order',
  line: 'Line',
  part: 'Part',
  finish: 'Finish',
  pieces: 'Pieces',
  inNest: 'In the nest',
  include: (orderNo: string) => `Include ${orderNo}`,
  nest: 'Nest',
  nesting: 'Nesting the parts… a nest searches for up to half a minute',
  sheetsNeeded: (n: number) => `${n} ${n === 1 ? 'sheet' : 'sheets'} needed`,
  utilisation: (share: number) => `${percent(share)} of the sheets used`,
  sheet: (n: number, width: number, height: number) => `Sheet ${n} · ${width} × ${height} mm`,
  sheetUse: (share: number, pieces: number) =>
    `${percent(share)} used · ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`,
  picture: (n: number, width: number, height: number, pieces: number) =>
    `Sheet ${n}, ${width} by ${height} mm, ${pieces} pieces`,
  dxf: 'DXF',
  pdf: 'PDF',
  downloadDxf: (n: number) => `Download sheet ${n} as DXF`,
  downloadPdf: (n: number) => `Download sheet ${n} as PDF`,
  unplaced: (n: number) => `${n} ${n === 1 ? 'piece fits' : 'pieces fit'} no stocked sheet`,
  use: 'Use this nest',
  inUse: 'In use: these sheets are the floor’s plan',
  downloadFailed: 'The sheet could not be downloaded',
} as const;

export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
