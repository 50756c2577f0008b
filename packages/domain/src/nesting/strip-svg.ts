import { placeRings } from './geometry';
import type { StripInstance, StripSolution } from './strip-instance';

/** A picture of a strip solution: the strip's outline and each item, y up, at most 800 px wide. */
export function stripSvg(instance: StripInstance, solution: StripSolution): string {
  const items = new Map(instance.items.map((item) => [item.id, item]));
  const height = instance.strip_height;
  const length = solution.stripLength;
  const scale = 800 / Math.max(length, height);
  const n = (value: number) => String(Math.round(value * scale * 10) / 10);
  const paths = solution.placements.map((p) => {
    const item = items.get(p.item);
    if (!item) return '';
    const [ring] = placeRings([item.shape.data], p.rotation, p.x, p.y);
    return `<path d="M${ring.map(([x, y]) => `${n(x)} ${n(height - y)}`).join('L')}Z"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${n(length + 4 / scale)} ${n(height + 4 / scale)}">`,
    `<rect x="0" y="0" width="${n(length)}" height="${n(height)}" fill="none" stroke="#333" stroke-width="1"/>`,
    `<g fill="#8fb3d9" stroke="#1f3f66" stroke-width="0.6">${paths.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
