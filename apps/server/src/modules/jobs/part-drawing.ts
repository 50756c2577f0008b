import { boundingBox } from '@steelcut/domain/shapes/geometry';
import { formatValue } from '@steelcut/domain/shapes/rules';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';
import { drawDimension, labelWidth, type DrawingScale } from '@steelcut/domain/shapes/svg-dimensions';
import type { Outline, Params, Point, ShapeDefinition } from '@steelcut/domain/shapes/types';

/** A rectangle on the page, in points, y down. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A parameter's value as the shop floor reads it: 400 mm, 60°, 8. */
export function parameterValue(shape: ShapeDefinition, params: Params, key: string): string {
  return formatValue(params[key], shape.parameters.find((p) => p.key === key)?.unit);
}

/** What a job sheet draws of a part: a catalogue shape with its parameters, or a drawing's outline. */
export type PartPicture = { shape: ShapeDefinition; params: Params } | { outline: Outline };

/**
 * The part as vector paths, scaled to fit `box` and centred in it; a catalogue shape with its own
 * illustration's dimension lines, each labelled with its key and value (a = 400).
 */
export function drawPart(doc: PDFKit.PDFDocument, picture: PartPicture, box: Box): void {
  const outline = 'shape' in picture ? picture.shape.outline(picture.params) : picture.outline;
  const { width, height } = boundingBox(outline);
  // Sizes in the drawing's own mm, like svg.ts, so every part's text ends up the same size on paper.
  const unit = Math.max(width, height) / 200;
  const scale: DrawingScale = { font: 11 * unit, arrow: 6 * unit, extensionGap: 2 * unit, overshoot: 3 * unit };
  // drawDimension writes a line's key as its label; here the label is the key and its value.
  const drawings =
    'shape' in picture
      ? picture.shape
          .dimensions(picture.params, 14 * unit)
          .map((d) =>
            drawDimension({ ...d, key: `${d.key} = ${parameterValue(picture.shape, picture.params, d.key)}` }, scale),
          )
      : [];
  const lines = drawings.flatMap((d) => d.lines);
  const arrows = drawings.flatMap((d) => d.arrows);
  const labels = drawings.flatMap((d) => d.labels);

  const xs = [...outline.outer, ...lines.flat()].map((p) => p.x);
  const ys = [...outline.outer, ...lines.flat()].map((p) => p.y);
  for (const { at, text } of labels) {
    xs.push(at.x - labelWidth(text, scale.font) / 2, at.x + labelWidth(text, scale.font) / 2);
    ys.push(at.y - scale.font / 2, at.y + scale.font / 2);
  }
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min(box.width / (maxX - minX), box.height / (maxY - minY));
  const left = box.x + (box.width - (maxX - minX) * k) / 2;
  const top = box.y + (box.height - (maxY - minY) * k) / 2;
  const at = (p: Point): [number, number] => [left + (p.x - minX) * k, top + (maxY - p.y) * k];
  const trace = (points: Point[], closed: boolean) => {
    points.forEach((p, i) => (i === 0 ? doc.moveTo(...at(p)) : doc.lineTo(...at(p))));
    if (closed) doc.closePath();
  };

  const { fill, stroke, dimension } = SVG_COLOURS;
  doc.save();
  [outline.outer, ...outline.holes].forEach((ring) => trace(ring, true));
  doc.lineWidth(1.2).lineJoin('round').fillAndStroke(fill, stroke, 'even-odd');
  lines.forEach((line) => trace(line, false));
  doc.lineWidth(0.5).stroke(dimension);
  arrows.forEach((arrow) => trace(arrow, true));
  doc.fill(dimension);

  doc.font('body').fontSize(scale.font * k);
  const lineHeight = doc.currentLineHeight();
  for (const { at: anchor, text } of labels) {
    const [x, y] = at(anchor);
    const textWidth = doc.widthOfString(text);
    // A white ground keeps a label legible where it crosses the part's edge.
    doc.rect(x - textWidth / 2 - 1, y - lineHeight / 2, textWidth + 2, lineHeight).fill('#ffffff');
    doc.fillColor(dimension).text(text, x - textWidth / 2, y - lineHeight / 2, { lineBreak: false });
  }
  doc.restore();
}
