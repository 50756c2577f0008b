import { biggestFirst, fillLeftBottom } from './construct';
import { materialArea, openRing } from './geometry';
import { Layout } from './layout';
import { seededRandom } from './random';
import { shapeOf } from './shape';
import { resize, shorten, usedEnd } from './shorten';
import type { StripInstance, StripSolution } from './strip-instance';
import type { Clock } from './timer';
import { Timer } from './timer';

/** The fill starts in a strip this much longer than the items' area needs, and lengthens it as it must. */
const FILL_ROOM = 1.5;
const FILL_GROWTH = 1.2;

export interface StripProgress {
  phase: 'fill' | 'explore' | 'compress';
  /** The shortest strip with a valid layout so far. */
  length: number;
  seconds: number;
}

/**
 * Packs every item of the instance (as many copies as its demand) in the strip, as short as it can within
 * `seconds`: a left-bottom fill, then sparrow's shrink-and-separate (shorten.ts).
 */
export function packStrip(
  instance: StripInstance,
  seconds: number,
  seed: number,
  onProgress?: (event: StripProgress) => void,
  clock?: Clock,
): StripSolution {
  const timer = Timer.seconds(seconds, clock);
  const random = seededRandom(seed);
  const pieces = instance.items.flatMap((item) => Array.from({ length: item.demand }, () => item));
  const shapes = new Map(
    instance.items.map((item) => [item, shapeOf([openRing(item.shape.data)], item.allowed_orientations ?? [0])]),
  );
  const height = instance.strip_height;
  const room = (FILL_ROOM * itemArea(instance)) / height;
  const layout = new Layout(
    pieces.map((item) => shapes.get(item)!),
    { minX: 0, minY: 0, maxX: room, maxY: height },
  );
  for (const i of biggestFirst(layout)) {
    while (fillLeftBottom(layout, [i], random).length > 0) {
      if (layout.shapes[i].variants.every((v) => v.maxY - v.minY > height)) {
        throw new Error(`Item ${pieces[i].id} does not fit the strip's height`);
      }
      layout.container = { ...layout.container, maxX: layout.container.maxX * FILL_GROWTH };
    }
  }
  resize(layout, usedEnd(layout), Infinity);
  const report = (phase: StripProgress['phase'], length: number) =>
    onProgress?.({ phase, length, seconds: timer.seconds() });
  report('fill', layout.container.maxX);
  shorten(layout, random, timer, report);
  return {
    stripLength: usedEnd(layout),
    placements: pieces.map((item, i) => ({
      item: item.id,
      x: layout.x[i],
      y: layout.y[i],
      rotation: layout.variantOf(i).rotation,
    })),
  };
}

/** The items' total area, every copy counted. */
export function itemArea(instance: StripInstance): number {
  return instance.items.reduce((sum, item) => sum + item.demand * materialArea([openRing(item.shape.data)]), 0);
}

/** Item area over the strip's area. */
export function stripDensity(instance: StripInstance, solution: StripSolution): number {
  return itemArea(instance) / (solution.stripLength * instance.strip_height);
}
