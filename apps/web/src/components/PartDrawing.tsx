import { useMemo } from 'react';
import type { BoxProps } from '@mui/material/Box';
import { boundingBox } from '@steelcut/domain/shapes/geometry';
import { formatMm, formatValue } from '@steelcut/domain/shapes/rules';
import { toSvgPath } from '@steelcut/domain/shapes/svg';
import { drawDimension, labelWidth, type DimensionDrawing } from '@steelcut/domain/shapes/svg-dimensions';
import type { Params, Point, ShapeDefinition } from '@steelcut/domain/shapes/types';
import { DimensionMarks, DrawingSvg, OutlinePath } from './DrawingSvg';

type Props = {
  definition: ShapeDefinition;
  /** Values that passed validation; the outline is only defined for those. */
  params: Params;
  /** Read by screen readers, e.g. 'Ring (washer), 200 × 200 mm'. */
  label: string;
  /** Dimension lines labelled with their values ('a = 500'); off for thumbnails. */
  withDimensions?: boolean;
  sx?: BoxProps['sx'];
};

const num = (value: number) => Math.round(value * 100) / 100;
// SVG's y axis points down, the geometry's up.
const pathOf = (points: Point[], close = false) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)} ${num(-p.y)}`).join('') + (close ? 'Z' : '');

function valueLabel(definition: ShapeDefinition, params: Params, key: string): string {
  const value = params[key];
  if (value === undefined) return key;
  const unit = definition.parameters.find((p) => p.key === key)?.unit ?? 'mm';
  // Millimetres go without saying on a drawing; degrees and counts are written as everywhere else.
  return `${key} = ${unit === 'mm' ? formatMm(value) : formatValue(value, unit)}`;
}

function layout(definition: ShapeDefinition, params: Params, withDimensions: boolean) {
  const outline = definition.outline(params);
  const box = boundingBox(outline);
  // Units of a nominal 240 × 160 frame (the preview's proportions), so text and arrows keep
  // about the same size on screen whatever the part measures in mm and whichever way it is long.
  const unit = Math.max(box.width / 240, box.height / 160);
  const scale = { font: 11 * unit, arrow: 6 * unit, extensionGap: 2 * unit, overshoot: 3 * unit };
  const drawings: DimensionDrawing[] = withDimensions
    ? definition
        .dimensions(params, 14 * unit)
        .map((d) => drawDimension({ ...d, key: valueLabel(definition, params, d.key) }, scale))
    : [];
  const lines = drawings.flatMap((d) => d.lines);
  const arrows = drawings.flatMap((d) => d.arrows);
  const labels = drawings.flatMap((d) => d.labels);

  const points = [...outline.outer, ...lines.flat(), ...arrows.flat()];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  for (const { at, text } of labels) {
    const half = labelWidth(text, scale.font) / 2;
    xs.push(at.x - half, at.x + half);
    ys.push(at.y - scale.font / 2, at.y + scale.font / 2);
  }
  const margin = (withDimensions ? 4 : 3) * unit;
  const [left, right] = [Math.min(...xs) - margin, Math.max(...xs) + margin];
  const [bottom, top] = [Math.min(...ys) - margin, Math.max(...ys) + margin];

  return {
    viewBox: [left, -top, right - left, top - bottom].map(num).join(' '),
    part: toSvgPath(outline),
    lines: lines.map((line) => pathOf(line)).join(''),
    arrows: arrows.map((arrow) => pathOf(arrow, true)).join(''),
    labels,
    unit,
    font: scale.font,
  };
}

/** The configured part drawn to scale from the shared geometry, optionally with dimension lines. */
export function PartDrawing({ definition, params, label, withDimensions = false, sx }: Props) {
  const drawing = useMemo(() => layout(definition, params, withDimensions), [definition, params, withDimensions]);
  return (
    <DrawingSvg viewBox={drawing.viewBox} label={label} sx={sx}>
      <OutlinePath d={drawing.part} />
      <DimensionMarks
        lines={drawing.lines}
        arrows={drawing.arrows}
        labels={drawing.labels.map(({ at, text }) => ({ x: num(at.x), y: num(-at.y), text }))}
        font={drawing.font}
        unit={drawing.unit}
      />
    </DrawingSvg>
  );
}
