import type { BillingView } from '@steelcut/domain/schemas/billing';
import { CHAT_MSG, type MessageView } from '@steelcut/domain/schemas/chat';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { DEFAULT_SHOP } from '@steelcut/domain/schemas/shop';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aBilling } from './billing';
import { json, stubFetch, type FetchHandler } from './fetch';
import { anOrder, anOrderItem } from './orders';

/** An order (type 2) with one part, no amount yet. */
export const adminOrderDetail = { order: anOrder({ order_type: 2 }), items: [anOrderItem()], billing: aBilling() };

type AdminOrderApi = {
  order?: OrderView;
  billing?: BillingView;
  pricing?: Pricing | null;
  messages?: MessageView[];
  /** Answers the calls a test is about; anything it leaves (undefined) gets the defaults. */
  handle?: (url: string, init: RequestInit) => ReturnType<FetchHandler> | undefined;
};

/** What the admin's order page asks for: the order, the shop's rates and the order's chat. */
export function stubAdminOrderApi({
  order = adminOrderDetail.order,
  billing = adminOrderDetail.billing,
  pricing = aPricing(),
  messages = [],
  handle,
}: AdminOrderApi = {}) {
  return stubFetch((url, init) => {
    const answer = handle?.(url, init);
    if (answer) return answer;
    if (url === '/api/admin/pricing') return json(200, { pricing });
    if (url === '/api/shop') return json(200, { shop: DEFAULT_SHOP });
    if (url.startsWith('/api/get-messages')) return json(200, { messages });
    if (url === '/api/mark-as-read') return json(200, { message: CHAT_MSG.markedRead, updated: 1 });
    return json(200, { order, items: adminOrderDetail.items, billing });
  });
}
