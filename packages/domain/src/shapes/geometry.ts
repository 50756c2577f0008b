import type { Outline, Ring } from './types';

export interface BoundingBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  width: number;
  height: number;
}

/** Shoelace formula: positive for a counter-clockwise ring, in mm². */
export function signedArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    twice += p.x * q.y - q.x * p.y;
  }
  return twice / 2;
}

/** Material area in mm²: the outer ring less its holes. */
export function area(outline: Outline): number {
  const holes = outline.holes.reduce((sum, hole) => sum + Math.abs(signedArea(hole)), 0);
  return Math.abs(signedArea(outline.outer)) - holes;
}

/** One pass, no arrays: every quote and validation asks it (spreading the points cost 10x). */
export function boundingBox(outline: Outline): BoundingBox {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y } of outline.outer) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
}

export function ringLength(ring: Ring): number {
  let length = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[i + 1 === ring.length ? 0 : i + 1];
    const [dx, dy] = [q.x - p.x, q.y - p.y];
    length += Math.sqrt(dx * dx + dy * dy); // Math.hypot is several times slower and needs no guard here
  }
  return length;
}

/** Cut length in mm: the outer edge and every hole, which is what drives cutting time. */
export function perimeter(outline: Outline): number {
  return outline.holes.reduce((sum, hole) => sum + ringLength(hole), ringLength(outline.outer));
}

/** mm² × mm gives mm³; 1000 mm³ is 1 cm³ and 1000 g is 1 kg. */
export function weightKg(areaMm2: number, thicknessMm: number, densityGPerCm3: number): number {
  return (areaMm2 * thicknessMm * densityGPerCm3) / 1e6;
}
