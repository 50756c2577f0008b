import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { errorMessage } from '../../../lib/api-client';
import { ShapeProblem } from './ShapeProblem';

/**
 * The shape could not be loaded (not a 404): the server's message or SPEC's fallback, and a
 * retry. Its own module: the cart's messages live beside zod's schemas, which a shape's page
 * does not load until its form is used.
 */
export default function ShapeLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return <ShapeProblem title={errorMessage(error, CART_MSG.unexpected)} retry={retry} />;
}
