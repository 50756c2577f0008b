import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { plateOf } from '@steelcut/domain/part-wire';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import type { QuoteLine } from '@steelcut/domain/schemas/pricing';
import { DrawingPreview } from '../../../components/DrawingPreview';
import { PartDrawing } from '../../../components/PartDrawing';
import type { CartLine } from '../../../lib/cart/cart-item';
import { formatKg } from '../../../lib/cart/part-metrics';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { attachmentOf, describeLine } from '../cart-line';
import { QuantityField } from './QuantityField';

type Props = {
  item: CartLine;
  /** This line of the cart's estimate, when the shop has rates. */
  price?: QuoteLine;
  /** Why this line cannot be ordered (its shape was hidden since), if so. */
  unavailable?: string;
  onRemove: (item: CartLine) => void;
  onQuantity: (item: CartLine, quantity: number) => Promise<unknown>;
};

function Attachment({ item }: { item: CartLine }) {
  const file = attachmentOf(item);
  if (!file) return null;
  return (
    <Link
      href={file.url}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 1.5, maxWidth: '100%' }}
    >
      {file.isImage ? (
        <Box
          component="img"
          src={file.url}
          alt=""
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <PictureAsPdfOutlined aria-hidden />
      )}
      <Typography component="span" variant="body2" noWrap>
        Drawing: {file.name}
      </Typography>
    </Link>
  );
}

function Facts({ facts, sx }: { facts: [string, string][]; sx?: object }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        alignContent: 'start',
        columnGap: 1.5,
        rowGap: 0.25,
        m: 0,
        ...sx,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function priceFacts(price: QuoteLine): [string, string][] {
  const amount =
    price.discountPercent > 0 ? `${PRICE_LABELS.amount} (${price.discountPercent}% off)` : PRICE_LABELS.amount;
  return [
    [PRICE_LABELS.perPiece, formatRupees(price.unitPaise)],
    [amount, formatRupees(price.linePaise)],
  ];
}

/** One cart line: a drawing of the part, its grade, thickness, finish, dimensions, quantity and amount. */
export function CartItemCard({ item, price, unavailable, onRemove, onQuantity }: Props) {
  const { drawing, drawn, dimensions, weightKg } = describeLine(item);
  const material: [string, string][] = [
    ['Grade', plateOf(item).material],
    ['Thickness', `${plateOf(item).thicknessMm} mm`],
    ['Finish', item.finish],
  ];
  const size = dimensions.map((d): [string, string] => [d.label, d.value]);
  const amount: [string, string][] = [];
  if (weightKg !== undefined) amount.push(['Est. weight', formatKg(weightKg * item.quantity)]);
  if (price) amount.push(...priceFacts(price));
  const reasonId = `cart-line-${item.id}-unavailable`;

  return (
    <Card
      component="li"
      aria-describedby={unavailable ? reasonId : undefined}
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: unavailable ? 'warning.main' : undefined }}
    >
      <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            width: { xs: 64, sm: 96 },
            height: { xs: 64, sm: 96 },
            flexShrink: 0,
            bgcolor: 'background.default',
            borderRadius: 1,
            p: 1,
            opacity: unavailable ? 0.5 : 1,
          }}
        >
          {drawing && <PartDrawing {...drawing} label={`Drawing of the ${item.shape_name}`} />}
          {drawn && <DrawingPreview drawing={drawn} label={`Your drawing ${drawn.name}`} />}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, pt: 0.5 }}>
              {item.shape_name}
            </Typography>
            <IconButton
              aria-label={`Remove ${item.shape_name}`}
              onClick={() => onRemove(item)}
              edge="end"
              sx={{ mt: -0.5 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: { xs: 0.25, sm: 3 },
              mt: 0.5,
            }}
          >
            <Facts facts={material} />
            <Facts facts={size} />
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              columnGap: 3,
              rowGap: 1,
              mt: 1.5,
              pt: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <QuantityField
              name={item.shape_name}
              value={item.quantity}
              disabled={Boolean(unavailable)}
              onChange={(quantity) => onQuantity(item, quantity)}
            />
            {amount.length > 0 && <Facts facts={amount} sx={{ pt: 0.5 }} />}
          </Box>
          <Attachment item={item} />
        </Box>
      </Box>
      {/* The card's whole width: on a phone the reason stays readable beside the drawing's column. */}
      {unavailable && (
        <Alert severity="warning" id={reasonId} sx={{ mt: 1.5 }}>
          <AlertTitle>{unavailable}</AlertTitle>
          {CART_MSG.unavailableLine}
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={() => onRemove(item)}>
              Remove
            </Button>
          </Box>
        </Alert>
      )}
    </Card>
  );
}
