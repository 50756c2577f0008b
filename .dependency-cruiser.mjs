/**
 * Import rules, checked by `npm run lint` (docs/architecture.md, "Module graph"). Two passes, as
 * dependency-cruiser counts a folder's imports with its tests': this file checks files, with tests;
 * .dependency-cruiser-modules.mjs checks modules (folders) without tests.
 */
const modules = '^apps/server/src/modules';
const features = '^apps/web/src/features';
/** Tests may import what they set their case up with: another module's repository, or orders from billing. */
const tests = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Files do not import each other round in a circle, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-module-repository-or-routes',
      comment:
        'A server module uses another through its service (shared SQL in db/queries, row types in db/types); only app.ts wires routes.',
      severity: 'error',
      from: { path: `${modules}/([^/]+)/`, pathNot: tests },
      to: { path: `${modules}/[^/]+/([^/]*repository|routes)\\.ts$`, pathNot: `${modules}/$1/` },
    },
    {
      name: 'orders-billing-pricing',
      comment: 'orders -> billing -> pricing: billing and pricing do not import orders.',
      severity: 'error',
      from: { path: `${modules}/(billing|pricing)/`, pathNot: tests },
      to: { path: `${modules}/orders/` },
    },
    {
      name: 'pricing-not-billing',
      comment: 'orders -> billing -> pricing: pricing does not import billing.',
      severity: 'error',
      from: { path: `${modules}/pricing/`, pathNot: tests },
      to: { path: `${modules}/billing/` },
    },
    {
      name: 'features-apart',
      comment: 'Web features do not import each other: what two share lives in components/, hooks/ or lib/.',
      severity: 'error',
      from: { path: `${features}/([^/]+)/` },
      to: { path: `${features}/[^/]+/`, pathNot: `${features}/$1/` },
    },
    {
      name: 'admin-rooms-apart',
      comment:
        'The admin area is in rooms (dashboard, orders, leads, chats, pricing, shapes, shop, returns): a room does not import another; what two share lives in features/admin/shared, which imports no room.',
      severity: 'error',
      from: { path: `${features}/admin/([^/]+)/` },
      to: { path: `${features}/admin/[^/]+/`, pathNot: [`${features}/admin/$1/`, `${features}/admin/shared/`] },
    },
    {
      name: 'domain-without-apps',
      comment: 'packages/domain is shared by the server and the browser and imports nothing of either.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'resolvable',
      comment: 'An import the checker cannot follow would hide its edges from every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'],
    },
  },
};
