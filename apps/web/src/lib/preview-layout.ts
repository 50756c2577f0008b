import type { DrawingPreview } from '@steelcut/domain/schemas/drawing';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { drawDimension, labelWidth } from '@steelcut/domain/shapes/svg-dimensions';
import type { Point } from '@steelcut/domain/shapes/types';

type Box = { minX: number; minY: number; maxX: number; maxY: number };

const num = (value: number) => Math.round(value * 100) / 100;
// SVG's y axis points down, the drawing's up.
const pathOf = (points: readonly Point[], close: boolean) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)} ${num(-p.y)}`).join('') + (close ? 'Z' : '');

function pointsOf(flat: readonly number[]): Point[] {
  const points: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push({ x: flat[i], y: flat[i + 1] });
  return points;
}

function boxOf(paths: Point[][]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const point of paths.flat()) {
    box.minX = Math.min(box.minX, point.x);
    box.minY = Math.min(box.minY, point.y);
    box.maxX = Math.max(box.maxX, point.x);
    box.maxY = Math.max(box.maxY, point.y);
  }
  return Number.isFinite(box.minX) ? box : { minX: 0, minY: 0, maxX: 1, maxY: 1 };
}

export type PreviewLayout = {
  viewBox: string;
  /** The closed contours as one path: filled even-odd, so holes show as holes. */
  fill: string;
  /** Every contour's line, the faulty ones apart (drawn in red). */
  cut: string;
  faulty: string;
  faultyCount: number;
  /** Rings round where gaps finer than the laser were closed (SVG coordinates). */
  mended: { x: number; y: number; r: number }[];
  /** The overall width and height as dimension lines, when asked for. */
  lines: string;
  arrows: string;
  labels: { x: number; y: number; text: string }[];
  /** Numbered markers where the checks are (SVG coordinates), each with its radius. */
  markers: { x: number; y: number; r: number; n: number; block: boolean }[];
  font: number;
  unit: number;
};

/** A check's place on the drawing (mm from its lower-left corner) and its number in the checks list. */
export type PreviewMarker = { n: number; x: number; y: number; block: boolean };

/**
 * The drawing to scale from the API's preview (mm, y up), with its overall width and height
 * dimensioned below and to the left when `withDimensions`. Text and arrows are sized to a nominal
 * 240 × 160 frame, so they look the same whatever the part measures.
 */
export function previewLayout(
  preview: DrawingPreview,
  size: { widthMm: number; heightMm: number },
  withDimensions: boolean,
  markers: readonly PreviewMarker[] = [],
): PreviewLayout {
  const paths = preview.paths.map((path) => ({ ...path, points: pointsOf(path.points) }));
  const box = boxOf(paths.map((path) => path.points));
  const [width, height] = [box.maxX - box.minX, box.maxY - box.minY];
  const unit = Math.max(width / 240, height / 160) || 1;
  const scale = { font: 11 * unit, arrow: 6 * unit, extensionGap: 2 * unit, overshoot: 3 * unit };

  const drawings = withDimensions
    ? [
        { from: { x: box.minX, y: box.minY }, to: { x: box.maxX, y: box.minY }, key: formatMm(size.widthMm) },
        { from: { x: box.minX, y: box.maxY }, to: { x: box.minX, y: box.minY }, key: formatMm(size.heightMm) },
      ].map((d) => drawDimension({ kind: 'linear', offset: 14 * unit, ...d }, scale))
    : [];
  const labels = drawings.flatMap((d) => d.labels);

  const extent = [
    ...paths.flatMap((path) => path.points),
    ...drawings.flatMap((d) => [...d.lines, ...d.arrows].flat()),
  ];
  for (const { at, text } of labels) {
    const half = labelWidth(text, scale.font) / 2;
    extent.push({ x: at.x - half, y: at.y - scale.font / 2 }, { x: at.x + half, y: at.y + scale.font / 2 });
  }
  // A marker at a corner is drawn whole.
  const r = 8 * unit;
  for (const { x, y } of markers) extent.push({ x: x - r, y: y - r }, { x: x + r, y: y + r });
  const all = boxOf([extent]);
  const margin = 4 * unit;
  const [left, top] = [all.minX - margin, all.maxY + margin];
  const [right, bottom] = [all.maxX + margin, all.minY - margin];

  const closed = paths.filter((path) => path.closed);
  return {
    viewBox: [left, -top, right - left, top - bottom].map(num).join(' '),
    fill: closed.map((path) => pathOf(path.points, true)).join(''),
    cut: paths
      .filter((path) => !path.faulty)
      .map((path) => pathOf(path.points, path.closed))
      .join(''),
    faulty: paths
      .filter((path) => path.faulty)
      .map((path) => pathOf(path.points, path.closed))
      .join(''),
    faultyCount: paths.filter((path) => path.faulty).length,
    mended: pointsOf(preview.mended ?? []).map((p) => ({ x: num(p.x), y: num(-p.y), r: num(6 * unit) })),
    lines: drawings.flatMap((d) => d.lines.map((line) => pathOf(line, false))).join(''),
    arrows: drawings.flatMap((d) => d.arrows.map((arrow) => pathOf(arrow, true))).join(''),
    labels: labels.map(({ at, text }) => ({ x: num(at.x), y: num(-at.y), text })),
    markers: markers.map(({ n, x, y, block }) => ({ n, x: num(x), y: num(-y), r: num(r), block })),
    font: num(scale.font),
    unit,
  };
}
