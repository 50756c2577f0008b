/** The query parameter of login and register naming the page to come back to (lib/return-path). */
export const RETURN_PARAM = 'redirectTo';

const withReturn = (path: string, redirectTo?: string | null) =>
  redirectTo ? `${path}?${RETURN_PARAM}=${encodeURIComponent(redirectTo)}` : path;

/** Every URL of the web app (SPEC section 2). Routes use `path`, links use `getHref()`. */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  landingAlias: { path: '/landing', getHref: () => '/landing' },
  howItWorks: { path: '/howitworks', getHref: () => '/howitworks' },
  home: { path: '/home', getHref: () => '/home' },

  auth: {
    login: { path: '/auth/login', getHref: (redirectTo?: string | null) => withReturn('/auth/login', redirectTo) },
    register: {
      path: '/auth/register',
      getHref: (redirectTo?: string | null) => withReturn('/auth/register', redirectTo),
    },
    forgotPassword: { path: '/auth/forgotPassword', getHref: () => '/auth/forgotPassword' },
    verifyOtp: { path: '/auth/verify-otp', getHref: () => '/auth/verify-otp' },
    resetPassword: { path: '/auth/resetPassword', getHref: () => '/auth/resetPassword' },
    // SPEC: one code path uses /reset-password; both lead to the same page.
    resetPasswordAlias: { path: '/reset-password', getHref: () => '/reset-password' },
  },

  shapeDetails: { path: '/shapes/:id', getHref: (id: number | string) => `/shapes/${id}` },
  drawings: {
    upload: { path: '/drawings/new', getHref: () => '/drawings/new' },
    // A drawing's id is unguessable: the address alone opens it, for a guest too.
    details: { path: '/drawings/:id', getHref: (id: string) => `/drawings/${id}` },
    mine: { path: '/drawings', getHref: () => '/drawings' },
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  deliveryAddress: { path: '/delivery-address', getHref: () => '/delivery-address' },
  orderConfirmed: { path: '/order-confirmed', getHref: () => '/order-confirmed' },
  orders: { path: '/orders', getHref: () => '/orders' },
  orderDetails: { path: '/orderDetails/:id', getHref: (id: number | string) => `/orderDetails/${id}` },
  profile: { path: '/profileDetails', getHref: () => '/profileDetails' },
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
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    shapes: { path: '/admin/shape', getHref: () => '/admin/shape' },
    leads: { path: '/admin/lead', getHref: () => '/admin/lead' },
    orders: {
      path: '/admin/orders',
      // ?status= opens the list filtered (the dashboard's 'See all').
      getHref: (status?: string) => (status ? `/admin/orders?status=${encodeURIComponent(status)}` : '/admin/orders'),
    },
    orderDetails: {
      path: '/admin/ordersDetails/:orderId',
      getHref: (orderId: number | string) => `/admin/ordersDetails/${orderId}`,
    },
    pricing: { path: '/admin/pricing', getHref: () => '/admin/pricing' },
    shop: { path: '/admin/shop', getHref: () => '/admin/shop' },
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
