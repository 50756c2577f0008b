import type { FitPoints } from './fit-points';
import { FLATTEN_MM } from '../geometry/tolerances';
import { splineIsSound, splinePointBound } from './spline';
import type { Vec } from '../geometry/vec';

/**
 * The fit points and end tangents of each SPLINE (groups 11/21, 12/22, 13/23), which the parser
 * drops: gathered by the scan as it passes, by section in the order the SPLINEs come, and handed
 * to the SPLINEs the parser makes, by their handle or, without one, by their place. Their control
 * points, knots and weights too, so a spline that would take more points than a reading may is
 * refused before the parser spends its time on the file.
 */
interface FitsRead {
  handle?: string;
  points: Vec[];
  start?: Vec;
  end?: Vec;
  degree: number;
  knots: number[];
  control: Vec[];
  weights: number[];
}

export class SplineFits {
  private readonly bySection = new Map<string, FitsRead[]>();
  private current: FitsRead | undefined;
  private readonly taken = new Map<string, number>();

  /** A group of the file, as the scan meets it; a 0 group starts the next entity. */
  take(section: string, code: number, value: string): void {
    if (code === 0) {
      this.current = undefined;
      if (value.trim() !== 'SPLINE') return;
      this.current = { points: [], degree: 3, knots: [], control: [], weights: [] };
      const list = this.bySection.get(section);
      if (list) list.push(this.current);
      else this.bySection.set(section, [this.current]);
      return;
    }
    const fits = this.current;
    if (!fits) return;
    if (code === 5) fits.handle = value.trim();
    else if (code === 11) fits.points.push({ x: Number(value), y: 0 });
    else if (code === 21 && fits.points.length > 0) fits.points[fits.points.length - 1].y = Number(value);
    else if (code === 12) fits.start = { x: Number(value), y: 0 };
    else if (code === 22 && fits.start) fits.start.y = Number(value);
    else if (code === 13) fits.end = { x: Number(value), y: 0 };
    else if (code === 23 && fits.end) fits.end.y = Number(value);
    else if (code === 10) fits.control.push({ x: Number(value), y: 0 });
    else if (code === 20 && fits.control.length > 0) fits.control[fits.control.length - 1].y = Number(value);
    else if (code === 40) fits.knots.push(Number(value));
    else if (code === 41) fits.weights.push(Number(value));
    else if (code === 71) fits.degree = Number(value);
  }

  /**
   * The most points any one spline takes to follow, read in the file's units as millimetres: no
   * unit the shop reads is smaller, so none makes it fewer.
   */
  mostPoints(): number {
    let most = 0;
    for (const list of this.bySection.values()) {
      for (const { degree, knots, control, weights, points } of list) {
        const spline = { degree, knots, control, weights: weights.length > 0 ? weights : undefined };
        if (control.length > 0 && splineIsSound(spline)) most = Math.max(most, splinePointBound(spline, FLATTEN_MM));
        // Through fit points alone, at least four chords a span: known before the system is solved.
        else if (control.length === 0) most = Math.max(most, 4 * points.length);
      }
    }
    return most;
  }

  /** The fit points of the next SPLINE the parser made in this section ('BLOCKS', 'ENTITIES'), found by its handle first. */
  next(section: string, handle: unknown): FitPoints | undefined {
    const list = this.bySection.get(section) ?? [];
    const place = this.taken.get(section) ?? 0;
    this.taken.set(section, place + 1);
    const found = (typeof handle === 'string' && list.find((fits) => fits.handle === handle)) || list[place];
    if (!found || found.points.length === 0) return undefined;
    const tangents: [Vec, Vec] | undefined = found.start && found.end ? [found.start, found.end] : undefined;
    return { points: found.points, tangents };
  }
}
