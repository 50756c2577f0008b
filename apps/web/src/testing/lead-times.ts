import type { PricedLeadTime } from '@steelcut/domain/schemas/lead-times';

/**
 * A quote's two tiers for goods of `subtotalPaise` (GST 18 %: CGST + SGST within the shop's state,
 * IGST when not `local`), ordered on Monday 30 November 2026 before the cut-off: standard by
 * Thursday 3 December, express (35 %) by Tuesday 1 December. Delivery is taxed with the goods, as
 * the server does.
 */
export function twoTiers(subtotalPaise: number, { deliveryPaise = 0, local = true } = {}): PricedLeadTime[] {
  const tier = (surchargePercent: number) => {
    const surchargePaise = Math.round((subtotalPaise * surchargePercent) / 100);
    const taxable = subtotalPaise + surchargePaise + deliveryPaise;
    const half = local ? Math.round((taxable * 18) / 200) : 0;
    const igstPaise = local ? 0 : Math.round((taxable * 18) / 100);
    return { surchargePaise, cgstPaise: half, sgstPaise: half, igstPaise, totalPaise: taxable + 2 * half + igstPaise };
  };
  return [
    { tier: 'standard', label: 'Standard', surchargePercent: 0, dispatchBy: '2026-12-03', ...tier(0) },
    { tier: 'express', label: 'Express', surchargePercent: 35, dispatchBy: '2026-12-01', ...tier(35) },
  ];
}
