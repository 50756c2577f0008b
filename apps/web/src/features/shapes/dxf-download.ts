import { toDxf } from '@steelcut/domain/shapes/dxf';
import { formatMm } from '@steelcut/domain/shapes/rules';
import type { Params, ShapeDefinition } from '@steelcut/domain/shapes/types';

/** e.g. 'ring-a200-b100.dxf': the shape and its dimensions, safe as a file name. */
export function dxfFileName(definition: ShapeDefinition, params: Params): string {
  const sizes = definition.parameters.map((p) => `${p.key}${formatMm(params[p.key] ?? 0)}`).join('-');
  return `${definition.slug}-${sizes}.dxf`.replace(/[^\w.-]/g, '_');
}

/** Saves the part's outline as an R12 DXF, millimetres, for the customer's own CAD or CAM. */
export function downloadDxf(definition: ShapeDefinition, params: Params): void {
  const blob = new Blob([toDxf(definition.outline(params))], { type: 'application/dxf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dxfFileName(definition, params);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
