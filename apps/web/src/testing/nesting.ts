import type { Nest } from '@steelcut/domain/schemas/nesting';

const square = [0, 0, 200, 0, 200, 100, 0, 100];
/** Nest 3: four 200 × 100 pieces of order SC261201-00007 on one 3000 × 1500 sheet of SS 304, 2 mm. */
export const nest = (status: Nest['status']): Nest => ({
  id: 3,
  material: 'SS 304',
  thicknessMm: 2,
  status,
  gapMm: 5,
  marginMm: 10,
  createdAt: '2026-12-02T01:00:00.000Z',
  usedAt: status === 'used' ? '2026-12-02T01:05:00.000Z' : null,
  sheets: [
    {
      widthMm: 3000,
      heightMm: 1500,
      utilisation: 0.0267,
      placements: [1, 2, 3, 4].map((copy) => ({
        orderId: 7,
        orderNo: 'SC261201-00007',
        itemId: 70,
        copy,
        x: 10 + 205 * copy,
        y: 10,
        rotation: 0,
      })),
    },
  ],
  utilisation: 0.0267,
  unplaced: [],
  parts: [
    {
      orderId: 7,
      orderNo: 'SC261201-00007',
      itemId: 70,
      position: 1,
      title: 'Rectangle plate',
      finish: 'Mill Finish',
      quantity: 4,
      rings: [square],
      label: { x: 100, y: 50, r: 50 },
    },
  ],
});
