/** Catalogue texts of SPEC section 8 used when the server sends no message. */
export const SHAPES_FALLBACK = {
  fetchShapes: 'Failed to fetch shapes',
  noShapes: 'No Shapes Available',
  /** What the server answers for an unknown or hidden shape; used for a malformed id too. */
  notFound: 'Shape not found',
} as const;
