import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { UNITS } from '@steelcut/domain/shapes/parameters';
import type { ShapeParameter } from '@steelcut/domain/shapes/types';
import { decimalOnly, digitsOnly } from '../../../lib/input-filters';
import { dimensionField, type ConfigureValues } from '../configure-form';

type Props = { form: UseFormReturn<ConfigureValues>; parameters: ShapeParameter[] };

// '3000.05' is the longest sensible dimension; the rules bound the value itself.
const DIMENSION_MAX_LENGTH = 8;

/** Whole-number parameters (bolt holes) take digits only, on a numeric keypad. */
function inputFor(param: ShapeParameter) {
  const { symbol, whole } = UNITS[param.unit];
  const range = `${param.min} to ${param.max}`;
  return {
    range: symbol ? `${range} ${symbol}` : range,
    symbol,
    inputMode: whole ? ('numeric' as const) : ('decimal' as const),
    filter: (value: string) => (whole ? digitsOnly : decimalOnly)(value, DIMENSION_MAX_LENGTH),
  };
}

/** One input per dimension, labelled and ordered as the server sends them (a, b, Angle, length). */
export function DimensionFields({ form, parameters }: Props) {
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Dimensions
      </Typography>
      <Grid container columnSpacing={2}>
        {parameters.map((param) => {
          const input = inputFor(param);
          return (
            <Grid key={param.key} size={{ xs: 12, sm: 6 }}>
              <Controller
                name={dimensionField(param.key)}
                control={form.control}
                render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    value={typeof value === 'string' ? value : ''}
                    inputRef={ref}
                    onChange={(event) => onChange(input.filter(event.target.value))}
                    label={param.label}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? input.range}
                    slotProps={{
                      htmlInput: { inputMode: input.inputMode, maxLength: DIMENSION_MAX_LENGTH },
                      input: input.symbol
                        ? { endAdornment: <InputAdornment position="end">{input.symbol}</InputAdornment> }
                        : undefined,
                    }}
                  />
                )}
              />
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
