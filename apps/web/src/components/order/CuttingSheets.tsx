import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderSheets } from '@steelcut/domain/schemas/nesting';
import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { ORDER_LABELS } from './labels';

type Props = { sheets: OrderSheets['sheets'] | undefined; items: Pick<OrderItemView, 'id'>[] };

/** Which sheets the order's parts are cut from, once the shop has planned them (a nest in use); nothing before. */
export function CuttingSheets({ sheets, items }: Props) {
  if (!Array.isArray(sheets) || sheets.length === 0) return null;
  const lineOf = (itemId: number) => items.findIndex((item) => item.id === itemId) + 1;
  return (
    <Box component="section" aria-label={ORDER_LABELS.cuttingTitle}>
      {/* role="status", not Alert's "alert": nothing happened just now. */}
      <Alert severity="info" role="status">
        <AlertTitle>{ORDER_LABELS.cuttingTitle}</AlertTitle>
        {sheets.map((s) => (
          <Typography key={`${s.nestId}-${s.sheet}-${s.itemId}`} variant="body2">
            {ORDER_LABELS.cuttingLine(lineOf(s.itemId), s.pieces, s.sheet, s.sheetCount, s.nestId)}
          </Typography>
        ))}
      </Alert>
    </Box>
  );
}
