import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { errorMessage } from '../../../lib/api-client';
import { useSetDrawingLayers } from '../api/set-drawing-layers';
import { DRAWING_LABELS } from '../labels';

/**
 * The file's layers, a switch each: a layer switched off is left out and the drawing measured
 * again. Shown when the file has more than one layer (one layer has nothing to choose).
 */
export function LayersChoice({ drawing }: { drawing: Drawing }) {
  const titleId = useId();
  const setLayers = useSetDrawingLayers(drawing.id);
  const { enqueueSnackbar } = useSnackbar();
  if (drawing.layers.length < 2) return null;
  // The switch shows as turned while the drawing is measured again; a failure puts back the last.
  const excluded = setLayers.isPending
    ? setLayers.variables
    : drawing.layers.filter((layer) => !layer.included).map((layer) => layer.name);

  const toggle = (name: string, on: boolean) => {
    const next = on ? excluded.filter((other) => other !== name) : [...excluded, name];
    setLayers.mutate(next, {
      onSuccess: () => enqueueSnackbar(DRAWING_LABELS.layersMeasured, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error, DRAWING_LABELS.layersFailed), { variant: 'error' }),
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={setLayers.isPending}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {DRAWING_LABELS.layersTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {DRAWING_LABELS.layersHint}
      </Typography>
      <FormGroup>
        {drawing.layers.map((layer) => (
          <FormControlLabel
            key={layer.name}
            sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={
              <Switch
                checked={!excluded.includes(layer.name)}
                onChange={(event) => toggle(layer.name, event.target.checked)}
                disabled={setLayers.isPending}
              />
            }
            label={DRAWING_LABELS.layerLabel(layer.name, layer.entities)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
