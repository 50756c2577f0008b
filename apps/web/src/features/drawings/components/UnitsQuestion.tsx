import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useSnackbar } from 'notistack';
import { CHOSEN_UNITS, type ChosenUnit } from '@steelcut/domain/drawings/units';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { type Drawing } from '@steelcut/domain/schemas/drawing';
import { errorMessage } from '../../../lib/api-client';
import { useSetDrawingUnits } from '../api/set-drawing-units';
import { DRAWING_LABELS } from '../labels';

const isChosenUnit = (value: string): value is ChosenUnit => (CHOSEN_UNITS as readonly string[]).includes(value);

/**
 * Which units the drawing is in: a drawing that does not say (read as mm) asks; one that does says
 * what the file states, and the customer may still correct it (CAD programs often write the wrong
 * units). The answer measures it again; once answered it stays, so they can change their mind.
 */
export function UnitsQuestion({ drawing }: { drawing: Drawing }) {
  const labelId = useId();
  const setUnits = useSetDrawingUnits(drawing.id);
  const { enqueueSnackbar } = useSnackbar();
  // The answer shows as given while the drawing is measured again; a failure puts back the last.
  const chosen = setUnits.isPending ? setUnits.variables : drawing.unitsFrom === 'chosen' ? drawing.units : '';

  const choose = (value: string) => {
    if (!isChosenUnit(value)) return;
    setUnits.mutate(value, {
      onSuccess: (measured) =>
        enqueueSnackbar(DRAWING_LABELS.unitsMeasured(DRAWING_LABELS.unitNames[measured.units].toLowerCase()), {
          variant: 'success',
        }),
      onError: (error) => enqueueSnackbar(errorMessage(error, DRAWING_LABELS.unitsFailed), { variant: 'error' }),
    });
  };

  return (
    <Box
      sx={{ p: 2, border: 1, borderColor: 'info.main', borderRadius: 1, bgcolor: 'background.default' }}
      aria-busy={setUnits.isPending}
    >
      <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {drawing.fileUnits
          ? DRAWING_MSG.fileSays(DRAWING_LABELS.unitNames[drawing.fileUnits].toLowerCase())
          : DRAWING_MSG.askUnits}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={chosen} onChange={(event) => choose(event.target.value)}>
        {CHOSEN_UNITS.map((unit) => (
          <FormControlLabel
            key={unit}
            value={unit}
            control={<Radio />}
            label={`${DRAWING_LABELS.unitNames[unit]} (${unit})`}
            disabled={setUnits.isPending}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
