/** The query parameter of login and register naming the page to come back to (lib/return-path). */
export const RETURN_PARAM = 'redirectTo';

const withReturn = (path: string, redirectTo?: string | null) =>
  redirectTo ? `${path}?${RETURN_PARAM}=${encodeURIComponent(redirectTo)}` : path;

/** A page at one address that takes nothing. */
const fixed = (path: string) => ({ path, getHref: () => path });

/** Every URL of the web app (SPEC section 2). Routes use `path`, links use `getHref()`. */
export const paths = {
  landing: fixed('/'),
  landingAlias: fixed('/landing'),
  howItWorks: fixed('/howitworks'),
  home: fixed('/home'),

  auth: {
    login: { path: '/auth/login', getHref: (redirectTo?: string | null) => withReturn('/auth/login', redirectTo) },
    register: {
      path: '/auth/register',
      getHref: (redirectTo?: string | null) => withReturn('/auth/register', redirectTo),
    },
    forgotPassword: fixed('/auth/forgotPassword'),
    verifyOtp: fixed('/auth/verify-otp'),
    resetPassword: fixed('/auth/resetPassword'),
    // SPEC: one code path uses /reset-password; both lead to the same page.
    resetPasswordAlias: fixed('/reset-password'),
  },

  shapeDetails: { path: '/shapes/:id', getHref: (id: number | string) => `/shapes/${id}` },
  drawings: {
    upload: fixed('/drawings/new'),
    // A drawing's id is unguessable: the address alone opens it, for a guest too.
    details: { path: '/drawings/:id', getHref: (id: string) => `/drawings/${id}` },
    mine: fixed('/drawings'),
  },
  cart: fixed('/cart'),
  deliveryAddress: {
    path: '/delivery-address',
    // ?quotation= orders that quotation (at its prices) instead of the cart.
    getHref: (quotationId?: number) =>
      quotationId ? `/delivery-address?quotation=${quotationId}` : '/delivery-address',
  },
  orderConfirmed: fixed('/order-confirmed'),
  orders: fixed('/orders'),
  quotations: fixed('/quotations'),
  orderDetails: { path: '/orderDetails/:id', getHref: (id: number | string) => `/orderDetails/${id}` },
  profile: fixed('/profileDetails'),
  chats: {
    path: '/chats',
    // ?order= opens the chat about that order: new messages carry it.
    getHref: (orderId?: number | string) => (orderId ? `/chats?order=${encodeURIComponent(orderId)}` : '/chats'),
  },
  paymentMethod: {
    path: '/payment-method',
    // ?order= puts the order number in the UPI QR as the payment note.
    getHref: (orderNo?: string) =>
      orderNo ? `/payment-method?order=${encodeURIComponent(orderNo)}` : '/payment-method',
  },

  admin: {
    root: fixed('/admin'),
    dashboard: fixed('/admin/dashboard'),
    shapes: fixed('/admin/shape'),
    leads: fixed('/admin/lead'),
    orders: {
      path: '/admin/orders',
      // ?status= opens the list filtered (the dashboard's 'See all').
      getHref: (status?: string) => (status ? `/admin/orders?status=${encodeURIComponent(status)}` : '/admin/orders'),
    },
    orderDetails: {
      path: '/admin/ordersDetails/:orderId',
      getHref: (orderId: number | string) => `/admin/ordersDetails/${orderId}`,
    },
    pricing: fixed('/admin/pricing'),
    returns: {
      path: '/admin/returns',
      // ?month=YYYY-MM opens that month (last month when absent).
      getHref: (month?: string) => (month ? `/admin/returns?month=${encodeURIComponent(month)}` : '/admin/returns'),
    },
    shop: fixed('/admin/shop'),
    nesting: fixed('/admin/nesting'),
    chats: {
      path: '/admin/chats',
      // ?user= opens that customer's conversation.
      getHref: (userId?: number | string) =>
        userId ? `/admin/chats?user=${encodeURIComponent(userId)}` : '/admin/chats',
    },
  },
} as const;

/** A signed-in user's home (SPEC section 2): the dashboard for an admin, /home for a customer. */
export const homeHrefFor = (role: string | null | undefined): string =>
  role === 'admin' ? paths.admin.dashboard.getHref() : paths.home.getHref();
