import { arc, toRad } from './draw';
import type { AngleDimension, Dimension, LeaderDimension, LinearDimension, Point } from './types';

/** What a dimension draws, in mm with y up; svg.ts flips and writes it. */
export interface DimensionDrawing {
  lines: Point[][];
  arrows: Point[][];
  labels: { at: Point; text: string }[];
}

/** Sizes in drawing units, so every illustration looks alike whatever its size in mm. */
export interface DrawingScale {
  font: number;
  arrow: number;
  extensionGap: number;
  overshoot: number;
}

const add = (p: Point, v: Point, k = 1): Point => ({ x: p.x + v.x * k, y: p.y + v.y * k });
const dot = (v: Point, w: Point): number => v.x * w.x + v.y * w.y;

function unit(v: Point): Point {
  const length = Math.hypot(v.x, v.y) || 1;
  return { x: v.x / length, y: v.y / length };
}

export const labelWidth = (text: string, font: number): number => text.length * font * 0.6;

/** A filled arrowhead with its tip at `tip`, pointing against `direction`. */
function arrowhead(tip: Point, direction: Point, s: DrawingScale): Point[] {
  const base = add(tip, direction, s.arrow);
  const side = { x: -direction.y * s.arrow * 0.3, y: direction.x * s.arrow * 0.3 };
  return [tip, add(base, side), add(base, side, -1)];
}

/** Pushes a label clear of its line along `away`, allowing for the text's width. */
function labelAt(anchor: Point, away: Point, text: string, s: DrawingScale): Point {
  const reach = (Math.abs(away.x) * labelWidth(text, s.font)) / 2 + (Math.abs(away.y) * s.font) / 2 + s.font * 0.3;
  return add(anchor, away, reach);
}

function extension(from: Point, normal: Point, length: number, s: DrawingScale): Point[] | undefined {
  if (Math.abs(length) < s.extensionGap) return undefined;
  const sign = Math.sign(length);
  return [add(from, normal, sign * s.extensionGap), add(from, normal, length + sign * s.overshoot)];
}

function drawLinear(d: LinearDimension, s: DrawingScale): DimensionDrawing {
  const delta = { x: d.to.x - d.from.x, y: d.to.y - d.from.y };
  const u = d.angle === undefined ? unit(delta) : { x: Math.cos(toRad(d.angle)), y: Math.sin(toRad(d.angle)) };
  const n = { x: u.y, y: -u.x };
  const length = dot(delta, u);
  const start = add(d.from, n, d.offset);
  const end = add(start, u, length);
  const inward = { x: Math.sign(length) * u.x, y: Math.sign(length) * u.y };
  const lines = [[start, end], extension(d.from, n, d.offset, s), extension(d.to, n, d.offset - dot(delta, n), s)];
  const side = d.offset === 0 ? -1 : Math.sign(d.offset);
  const middle = add(start, u, length / 2);
  return {
    lines: lines.filter((line): line is Point[] => line !== undefined),
    arrows: [arrowhead(start, inward, s), arrowhead(end, { x: -inward.x, y: -inward.y }, s)],
    labels: [{ at: labelAt(middle, { x: n.x * side, y: n.y * side }, d.key, s), text: d.key }],
  };
}

function drawAngle(d: AngleDimension, s: DrawingScale): DimensionDrawing {
  const [start, end] = [toRad(d.startDeg), toRad(d.endDeg)];
  const points = arc(d.vertex, d.radius, start, end);
  const middle = (start + end) / 2;
  const outward = { x: Math.cos(middle), y: Math.sin(middle) };
  return {
    lines: [points],
    arrows: [
      arrowhead(points[0], { x: -Math.sin(start), y: Math.cos(start) }, s),
      arrowhead(points[points.length - 1], { x: Math.sin(end), y: -Math.cos(end) }, s),
    ],
    labels: [{ at: labelAt(add(d.vertex, outward, d.radius), outward, d.key, s), text: d.key }],
  };
}

function drawLeader(d: LeaderDimension, s: DrawingScale): DimensionDrawing {
  const outward = unit({ x: d.end.x - d.tip.x, y: d.end.y - d.tip.y });
  return {
    lines: [[d.tip, d.end]],
    arrows: [arrowhead(d.tip, outward, s)],
    labels: [{ at: labelAt(d.end, outward, d.key, s), text: d.key }],
  };
}

export function drawDimension(d: Dimension, s: DrawingScale): DimensionDrawing {
  switch (d.kind) {
    case 'linear':
      return drawLinear(d, s);
    case 'angle':
      return drawAngle(d, s);
    case 'leader':
      return drawLeader(d, s);
  }
}
