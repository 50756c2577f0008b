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

export function boundingBox(outline: Outline): BoundingBox {
  const xs = outline.outer.map((p) => p.x);
  const ys = outline.outer.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const maxX = Math.max(...xs);
  const maxY = Math.max(...ys);
  return { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
}

export function ringLength(ring: Ring): number {
  let length = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    length += Math.hypot(q.x - p.x, q.y - p.y);
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
