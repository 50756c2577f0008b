/**
 * Every route of the web app (apps/web/src/app/router.tsx) with how each role opens it, for the
 * accessibility and layout sweep (routes.journey.ts). The journey compares this table with the
 * router's own route tree, so a new route without a row here fails it.
 */

export type Role = 'guest' | 'customer' | 'admin';

/** The ids the journey seeds before it opens a page: every route with an id gets a real one. */
export type Seeded = {
  shapeId: number;
  customerId: number;
  customerName: string;
  /** An order the admin has converted, the customer's first. */
  orderId: number;
  orderNo: string;
  /** A lead: placed and not yet converted. */
  leadId: number;
  /** A drawing the customer uploaded (theirs and the admin's to open), and one a guest uploaded. */
  drawingId: string;
  drawingName: string;
  guestDrawingId: string;
};

export type Visit = {
  href: string;
  /** The path the page stays on; the href's own by default. */
  lands?: string;
  /** Navigation state, as the app hands it over (/order-confirmed needs the order number). */
  state?: unknown;
  /** Text the page shows once it is there: proof that it is the page meant. */
  shows: string;
};

/** A control the keyboard must reach, found as Playwright finds it (role and accessible name). */
export type Control = { role: 'textbox' | 'button' | 'combobox' | 'link' | 'switch' | 'spinbutton'; name: string };

export type RouteRow = {
  /** The router's full path pattern; '*' is the catch-all. */
  pattern: string;
  /**
   * How each role that can open the page gets there; a role left out is sent elsewhere. The
   * first role also takes the page through with the keyboard.
   */
  visits: Partial<Record<Role, (seed: Seeded) => Visit>>;
  /** The page's own controls the Tab key must reach (in the first role's visit). */
  controls?: Control[];
};

const UNAUTHORIZED = 'You do not have permission to view this page...';
const everyone = (visit: (seed: Seeded) => Visit) => ({ guest: visit, customer: visit, admin: visit });

const textbox = (name: string): Control => ({ role: 'textbox', name });
const button = (name: string): Control => ({ role: 'button', name });

export const ROUTES: RouteRow[] = [
  { pattern: '/', visits: everyone(() => ({ href: '/', shows: 'Why Choose' })) },
  { pattern: '/landing', visits: everyone(() => ({ href: '/landing', shows: 'Why Choose' })) },
  { pattern: '/howitworks', visits: everyone(() => ({ href: '/howitworks', shows: 'How It Works' })) },
  {
    pattern: '/auth/login',
    visits: { guest: () => ({ href: '/auth/login', shows: 'Forgot Password' }) },
    controls: [textbox('Email or Mobile Number'), textbox('Password'), button('Login')],
  },
  {
    pattern: '/auth/register',
    visits: { guest: () => ({ href: '/auth/register', shows: 'Create an account' }) },
    controls: [
      textbox('Name'),
      textbox('Email'),
      textbox('Mobile Number'),
      textbox('Password'),
      textbox('Confirm Password'),
      button('Register'),
    ],
  },
  {
    pattern: '/auth/forgotPassword',
    visits: everyone(() => ({ href: '/auth/forgotPassword', shows: 'Send OTP' })),
    controls: [textbox('Email'), button('Send OTP')],
  },
  { pattern: '/auth/verify-otp', visits: everyone(() => ({ href: '/auth/verify-otp', shows: 'Verify OTP' })) },
  {
    pattern: '/auth/resetPassword',
    visits: everyone(() => ({ href: '/auth/resetPassword', shows: 'Reset Password' })),
  },
  { pattern: '/reset-password', visits: everyone(() => ({ href: '/reset-password', shows: 'Reset Password' })) },

  { pattern: '/home', visits: everyone(() => ({ href: '/home', shows: 'Choose Your Shape' })) },
  {
    pattern: '/shapes/:id',
    visits: everyone(({ shapeId }) => ({ href: `/shapes/${shapeId}`, shows: 'Add to Cart' })),
    controls: [{ role: 'combobox', name: 'Material' }, button('Add to Cart')],
  },
  {
    pattern: '/drawings/new',
    visits: everyone(() => ({ href: '/drawings/new', shows: 'Choose a DXF file' })),
    controls: [button('Choose a DXF file')],
  },
  {
    pattern: '/drawings/:id',
    visits: {
      guest: ({ guestDrawingId }) => ({ href: `/drawings/${guestDrawingId}`, shows: 'What we found' }),
      customer: ({ drawingId }) => ({ href: `/drawings/${drawingId}`, shows: 'What we found' }),
      admin: ({ drawingId }) => ({ href: `/drawings/${drawingId}`, shows: 'What we found' }),
    },
    controls: [{ role: 'combobox', name: 'Material' }, button('Choose another DXF file')],
  },
  {
    pattern: '/drawings',
    visits: {
      customer: ({ drawingName }) => ({ href: '/drawings', shows: drawingName }),
      admin: () => ({ href: '/drawings', shows: UNAUTHORIZED }),
    },
    controls: [{ role: 'link', name: 'Upload your drawing' }],
  },
  {
    pattern: '/cart',
    visits: {
      customer: () => ({ href: '/cart', shows: 'Proceed to Order' }),
      guest: () => ({ href: '/cart', shows: 'Browse Shapes' }),
      admin: () => ({ href: '/cart', shows: 'Browse Shapes' }),
    },
    controls: [{ role: 'link', name: 'Continue Shopping' }, button('Proceed to Order')],
  },
  {
    pattern: '/profileDetails',
    visits: {
      customer: () => ({ href: '/profileDetails', shows: 'Change Password' }),
      admin: () => ({ href: '/profileDetails', shows: 'Change Password' }),
    },
    controls: [textbox('Name'), textbox('Email'), textbox('Mobile Number')],
  },
  {
    pattern: '/delivery-address',
    visits: {
      customer: () => ({ href: '/delivery-address', shows: 'Choose a delivery address' }),
      admin: () => ({ href: '/delivery-address', shows: UNAUTHORIZED }),
    },
    controls: [button('Add New Address'), button('Place order')],
  },
  {
    pattern: '/order-confirmed',
    visits: {
      customer: ({ orderNo, customerName }) => ({
        href: '/order-confirmed',
        state: { orderNo, name: customerName },
        shows: 'Your order has been placed successfully.',
      }),
    },
    controls: [{ role: 'link', name: 'View My Orders' }],
  },
  { pattern: '/orders', visits: { customer: ({ orderNo }) => ({ href: '/orders', shows: orderNo }) } },
  {
    pattern: '/quotations',
    visits: {
      customer: () => ({ href: '/quotations', shows: 'My quotations' }),
      admin: () => ({ href: '/quotations', shows: UNAUTHORIZED }),
    },
  },
  {
    pattern: '/orderDetails/:id',
    visits: { customer: ({ orderId, orderNo }) => ({ href: `/orderDetails/${orderId}`, shows: `Order ${orderNo}` }) },
  },
  {
    pattern: '/chats',
    visits: {
      customer: ({ orderId }) => ({ href: `/chats?order=${orderId}`, lands: '/chats', shows: 'About the plates' }),
    },
    controls: [textbox('Message'), button('Submit')],
  },
  {
    pattern: '/payment-method',
    visits: {
      customer: ({ orderNo }) => ({
        href: `/payment-method?order=${orderNo}`,
        lands: '/payment-method',
        shows: 'Scan to Pay',
      }),
      admin: () => ({ href: '/payment-method', shows: UNAUTHORIZED }),
    },
  },
  {
    pattern: '*',
    visits: {
      customer: () => ({ href: '/no-such-page', shows: 'Page not found' }),
      admin: () => ({ href: '/no-such-page', shows: 'Page not found' }),
    },
  },

  {
    pattern: '/admin',
    visits: {
      admin: () => ({ href: '/admin', lands: '/admin/dashboard', shows: 'Orders Overview' }),
      customer: () => ({ href: '/admin', shows: UNAUTHORIZED }),
    },
  },
  { pattern: '/admin/dashboard', visits: { admin: () => ({ href: '/admin/dashboard', shows: 'Shapes Overview' }) } },
  { pattern: '/admin/shape', visits: { admin: () => ({ href: '/admin/shape', shows: 'Square plate' }) } },
  {
    pattern: '/admin/lead',
    visits: { admin: () => ({ href: '/admin/lead', shows: 'Convert to Order' }) },
    controls: [textbox('Search leads'), button('Search')],
  },
  {
    pattern: '/admin/orders',
    visits: { admin: ({ orderNo }) => ({ href: '/admin/orders', shows: orderNo }) },
    controls: [textbox('Search orders'), button('Search')],
  },
  {
    pattern: '/admin/ordersDetails/:orderId',
    visits: { admin: ({ orderId }) => ({ href: `/admin/ordersDetails/${orderId}`, shows: 'Order status' }) },
    controls: [{ role: 'combobox', name: 'Status' }],
  },
  {
    pattern: '/admin/chats',
    visits: {
      admin: ({ customerId }) => ({
        href: `/admin/chats?user=${customerId}`,
        lands: '/admin/chats',
        shows: 'About the plates',
      }),
    },
  },
  { pattern: '/admin/pricing', visits: { admin: () => ({ href: '/admin/pricing', shows: 'Pricing' }) } },
  { pattern: '/admin/shop', visits: { admin: () => ({ href: '/admin/shop', shows: 'Shop settings' }) } },
  { pattern: '/admin/returns', visits: { admin: () => ({ href: '/admin/returns', shows: 'GST returns' }) } },
  { pattern: '/admin/nesting', visits: { admin: () => ({ href: '/admin/nesting', shows: 'Nesting' }) } },
];

/** A route as react-router holds it: only what a path needs. */
export type RouterRoute = { path?: string; index?: boolean; children?: RouterRoute[] };

/**
 * The full path of every page route in the tree: nested paths joined, pathless layouts passed
 * through, an index route taking its parent's path.
 */
export function routerPaths(routes: RouterRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...routerPaths(route.children ?? [], own)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || path === '*') return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every (row, role) pair the sweep opens, in table order. */
export function visitsOf(seed: Seeded): { row: RouteRow; role: Role; visit: Visit }[] {
  return ROUTES.flatMap((row) =>
    (Object.entries(row.visits) as [Role, (s: Seeded) => Visit][]).map(([role, visit]) => ({
      row,
      role,
      visit: visit(seed),
    })),
  );
}
