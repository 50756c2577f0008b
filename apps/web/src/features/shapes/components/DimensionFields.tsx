import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ShapeParameter } from '@steelcut/domain/shapes/types';
import { decimalOnly } from '../../../lib/input-filters';
import { dimensionField, type ConfigureValues } from '../configure-form';

type Props = { form: UseFormReturn<ConfigureValues>; parameters: ShapeParameter[] };

// '3000.05' is the longest sensible dimension; the rules bound the value itself.
const DIMENSION_MAX_LENGTH = 8;

const unitText = (unit: ShapeParameter['unit']) => (unit === 'deg' ? '°' : 'mm');

/** One input per dimension, labelled and ordered as the server sends them (a, b, Angle, length). */
export function DimensionFields({ form, parameters }: Props) {
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Dimensions
      </Typography>
      <Grid container columnSpacing={2}>
        {parameters.map((param) => (
          <Grid key={param.key} size={{ xs: 12, sm: 6 }}>
            <Controller
              name={dimensionField(param.key)}
              control={form.control}
              render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  value={typeof value === 'string' ? value : ''}
                  inputRef={ref}
                  onChange={(event) => onChange(decimalOnly(event.target.value, DIMENSION_MAX_LENGTH))}
                  label={param.label}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? `${param.min} to ${param.max} ${unitText(param.unit)}`}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', maxLength: DIMENSION_MAX_LENGTH },
                    input: { endAdornment: <InputAdornment position="end">{unitText(param.unit)}</InputAdornment> },
                  }}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
