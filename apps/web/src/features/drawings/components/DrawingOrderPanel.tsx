import { useMemo } from 'react';
import { wireFieldsOf } from '@steelcut/domain/part-wire';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import type { DrawingItem } from '@steelcut/domain/schemas/cart';
import type { LineDrawing } from '@steelcut/domain/schemas/drawing';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useQuote } from '../../../lib/pricing/get-quote';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { DRAWING_LABELS } from '../labels';
import { useAddDrawingParts } from '../hooks/use-add-drawing-parts';
import { EstimateSection } from './EstimateSection';

type Props = {
  drawing: LineDrawing;
  /** Each field as read once it passes its rule; undefined until then. */
  material: string | undefined;
  thicknessMm: number | undefined;
  finish: string | undefined;
  quantity: number | undefined;
  /** A blocking check stands (for this plate too): the shop cannot cut it as drawn, so it is not priced. */
  blocked: boolean;
};

/** Typing pauses this long before the part is priced, so a keystroke is not a request. */
const QUOTE_PAUSE_MS = 300;

/** The drawing's item as the quote takes it, as text (a stable value to wait on); '' until every field is read. */
function itemText({ drawing, material, thicknessMm, finish, quantity }: Omit<Props, 'blocked'>): string {
  if (!material || thicknessMm === undefined || !finish || quantity === undefined) return '';
  const item: DrawingItem = { drawingId: drawing.id, ...wireFieldsOf({ material, thicknessMm, quantity, finish }) };
  return JSON.stringify(item);
}

/** The live estimate of the part cut from the drawing, and how to order it. */
export function DrawingOrderPanel({ blocked, ...part }: Props) {
  const wanted = blocked ? '' : itemText(part);
  const settled = useDebouncedValue(wanted, QUOTE_PAUSE_MS);
  const items = useMemo<DrawingItem[]>(() => (settled ? [JSON.parse(settled) as DrawingItem] : []), [settled]);
  const quote = useQuote(items);
  const line = quote.data?.priced ? quote.data.items?.[0] : undefined;
  const pieces = items[0] ? Number(items[0].quantity) : undefined;
  const { addToCart, busy } = useAddDrawingParts();
  const add = () => {
    const { drawing, material, thicknessMm, finish, quantity } = part;
    if (!wanted) return;
    const configured = {
      drawing,
      part: {
        material: material!,
        thicknessMm: thicknessMm!,
        finish: finish!,
        quantity: quantity!,
        dimensions: [],
      },
    };
    addToCart.mutate({ input: configured, image: null });
  };

  return (
    <EstimateSection
      unpriced={blocked ? DRAWING_LABELS.fixToPrice : !wanted ? PRICING_MSG.completePart : null}
      quote={quote}
      figures={
        line &&
        pieces !== undefined && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {PRICE_LABELS.perPiece}: <strong>{formatRupees(line.unitPaise)}</strong>
            {/* The quantity discount, as the shape page shows it: '20 × ₹183.29, 5% off'. */}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {PRICE_LABELS.line}: {PRICE_LABELS.times(pieces, formatRupees(line.unitPaise), line.discountPercent)} ={' '}
              {formatRupees(line.linePaise)}
            </Typography>
          </Typography>
        )
      }
      add={{ label: DRAWING_LABELS.addToCart, onClick: add, pending: addToCart.isPending, disabled: busy || !wanted }}
    />
  );
}
