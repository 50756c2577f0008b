/**
 * The catalogue's messages (SPEC section 8 'Shapes'), for the server's answers and the screens; in
 * a module of their own, so that the storefront's pages name them without loading zod.
 */
export const SHAPE_MSG = {
  notFound: 'Shape not found',
  hidden: 'Shape hidden successfully',
  shown: 'Shape shown successfully',
  fetchFailed: 'Failed to fetch shapes',
  hideFailed: 'Failed to hide shape',
  showFailed: 'Failed to show shape',
  noShapes: 'No Shapes Available',
} as const;
