import { useEffect, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { MaterialFields } from '../../../components/part-fields/MaterialFields';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useShopOffer } from '../../../lib/shop-offer';
import { defaultDrawingPart, drawingPartResolver, readDrawingPart, type DrawingPartValues } from '../drawing-form';
import { DRAWING_LABELS } from '../labels';
import { DrawingOrderPanel } from './DrawingOrderPanel';
import type { LineDrawing } from '@steelcut/domain/schemas/drawing';
import type { PartChoice } from '../drawing-parts';

type Props = {
  drawing: LineDrawing;
  /** A blocking check stands for the drawing as last read (with the plate's checks once they are in). */
  blocked: boolean;
  /** The plate a valid thickness names, once typing pauses: the drawing's checks for it are asked for. */
  onPlateChange: (thicknessMm: number | undefined) => void;
  /** Each field as read, whenever one changes (a file of several parts prices them outside). */
  onChoiceChange?: (choice: PartChoice) => void;
  /** In place of the one part's price: a file of several parts' own panel; the quantity is then sets. */
  children?: ReactNode;
};

/** Long enough not to ask for 1 mm on the way to 12 mm. */
const TYPING_PAUSE_MS = 350;

/** The configurator's grade, finish, thickness and quantity for a drawing, with the slot for its price. */
export function DrawingConfigurator({ drawing, blocked, onPlateChange, onChoiceChange, children }: Props) {
  const offer = useShopOffer();
  const resolver = useMemo(() => drawingPartResolver(offer), [offer]);
  const form = useForm<DrawingPartValues>({ resolver, defaultValues: defaultDrawingPart(), mode: 'onTouched' });
  const [material, finish, thicknessMm, quantity] = useWatch({
    control: form.control,
    name: ['material', 'finish', 'thicknessMm', 'quantity'],
  });
  const part = readDrawingPart({ material, finish, thicknessMm, quantity }, offer);
  const plate = useDebouncedValue(part.thicknessMm, TYPING_PAUSE_MS);
  useEffect(() => onPlateChange(plate), [plate, onPlateChange]);
  const { material: grade, thicknessMm: mm, finish: surface, quantity: count } = part;
  useEffect(
    () => onChoiceChange?.({ material: grade, thicknessMm: mm, finish: surface, quantity: count }),
    [grade, mm, surface, count, onChoiceChange],
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="drawing-order-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="drawing-order-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {DRAWING_LABELS.orderTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <MaterialFields form={form} offer={offer} {...(children && { quantityUnit: DRAWING_LABELS.setsUnit })} />
      </Box>
      {children ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {DRAWING_LABELS.setsHint}
          </Typography>
          {children}
        </>
      ) : (
        <DrawingOrderPanel drawing={drawing} blocked={blocked} {...part} />
      )}
    </Paper>
  );
}
