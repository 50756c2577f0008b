import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { partPreview, type Drawing, type DrawingPartView } from '@steelcut/domain/schemas/drawing';
import type { QuoteLine } from '@steelcut/domain/schemas/pricing';
import { DrawingPreview } from '../../../components/DrawingPreview';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { configuredPart, isBlockedPart, type PartChoice } from '../drawing-parts';
import { DRAWING_LABELS } from '../labels';
import { sizeOf } from './DrawingFacts';
import { PartFigures } from './PartFigures';
import { PartPrice } from './PartPrice';

type Props = {
  drawing: Drawing;
  part: DrawingPartView;
  choice: PartChoice;
  complete: boolean;
  priced: { line: QuoteLine; quantity: number } | undefined;
};

/** One part of a file: its own picture, figures, checks and price, and how to add it alone. */
export function DrawingPartCard({ drawing, part, choice, complete, priced }: Props) {
  const preview = useMemo(() => partPreview(drawing.preview, part), [drawing.preview, part]);
  const blocked = isBlockedPart(part);
  const titleId = `drawing-part-${part.part}`;
  const { enqueueSnackbar } = useSnackbar();
  const addToCart = useAddToCart((errors) => enqueueSnackbar(errors[0].message, { variant: 'error' }));
  const item = blocked ? undefined : configuredPart(drawing, part, choice);
  const busy = addToCart.isPending || addToCart.data?.next === 'cart';

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {DRAWING_LABELS.partTitle(part.part, drawing.parts.length)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {DRAWING_LABELS.copiesInFile(part.copies)}
          </Typography>
        </Stack>
        <Box sx={{ mt: 1, height: 140, bgcolor: 'background.default', borderRadius: 1, p: 1 }}>
          <DrawingPreview
            drawing={{ preview, widthMm: part.widthMm, heightMm: part.heightMm }}
            label={DRAWING_LABELS.partPreviewLabel(part.part, sizeOf(part))}
          />
        </Box>
        <PartFigures part={part} />
        {part.checks.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {part.checks.map((check, i) => (
              <li key={`${check.code}-${i}`}>
                <Alert
                  severity={check.severity === 'block' ? 'error' : 'warning'}
                  sx={{ overflowWrap: 'anywhere', py: 0 }}
                >
                  {check.message}
                </Alert>
              </li>
            ))}
          </Stack>
        )}
        <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider', flexGrow: 1 }}>
          <PartPrice blocked={blocked} complete={complete} priced={priced} />
        </Box>
        {!blocked && drawing.parts.length > 1 && (
          <Button
            variant="outlined"
            fullWidth
            sx={{ mt: 2 }}
            onClick={() => item && addToCart.mutate({ input: item, image: null })}
            loading={addToCart.isPending}
            loadingPosition="start"
            disabled={busy || !item}
          >
            {DRAWING_LABELS.addPart(part.part)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
