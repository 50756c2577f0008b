/**
 * 'a 250 mm' or 'SS 304' never broken across two lines of the narrow column: no-break spaces
 * between a name and its figure and between a figure and its unit.
 */
export const keepUnitsWithFigures = (text: string) =>
  text.replace(/(\d) (mm)\b/g, '$1\u00a0$2').replace(/\b([A-Za-z]+) (\d)/g, '$1\u00a0$2');
