type Props = {
  drawingId: string;
  /** Each field as read once it passes its rule; undefined until then. */
  materialName: string | undefined;
  thickness: number | undefined;
  finish: string | undefined;
  quantity: number | undefined;
};

/**
 * Where the drawing's price and its 'Add to Cart' go (issue 23). The quote and the cart for
 * drawings are not wired yet, so it shows nothing: no price and no button that cannot work.
 */
export function DrawingOrderPanel(_props: Props) {
  return null;
}
