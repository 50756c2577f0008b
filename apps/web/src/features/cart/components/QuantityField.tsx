import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUANTITY, quantityError } from '@steelcut/domain/schemas/cart';
import { digitsOnly } from '../../../lib/input-filters';

/** −/+ wait this long for the next click, so five quick clicks are one change, not five. */
export const STEP_SETTLE_MS = 400;

type Props = {
  /** The part's name, for the controls' labels. */
  name: string;
  value: number;
  disabled?: boolean;
  /** A valid new quantity (the add rule: 1 to 9999); a rejected promise puts the saved one back. */
  onChange: (quantity: number) => Promise<unknown>;
};

/**
 * A line's quantity: − and + step it, or type one and leave the field (or press Enter).
 * The same rule and messages as adding to the cart.
 */
export function QuantityField({ name, value, disabled, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [stepping, setStepping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, value, onChange });
  useEffect(() => {
    latest.current = { draft, value, onChange };
  });

  // The cart changed underneath (another tab, the server's answer): show it, unless a step is waiting.
  if (value !== shown) {
    setShown(value);
    if (!stepping) setDraft(String(value));
  }

  const error = quantityError(draft);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setStepping(false);
    if (quantityError(text)) return;
    const quantity = Number(text);
    if (quantity === latest.current.value) return;
    latest.current.onChange(quantity).catch(() => setDraft(String(latest.current.value)));
  };

  // A step still waiting when the line goes (e.g. the page changes) is kept, not lost.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      const { draft: text, value: saved, onChange: save } = latest.current;
      if (!quantityError(text) && Number(text) !== saved) save(Number(text)).catch(() => undefined);
    },
    [],
  );

  const step = (by: number) => {
    const current = error ? value : Number(draft);
    const next = String(Math.min(QUANTITY.max, Math.max(QUANTITY.min, current + by)));
    setDraft(next);
    setStepping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), STEP_SETTLE_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape') {
      setDraft(String(value));
    }
  };

  const current = Number(draft);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <IconButton
        aria-label={`Fewer pieces of ${name}`}
        onClick={() => step(-1)}
        disabled={disabled || (!error && current <= QUANTITY.min)}
        size="small"
        sx={{ mt: 0.5 }}
      >
        <Remove fontSize="small" />
      </IconButton>
      <TextField
        id={id}
        label="Quantity"
        value={draft}
        onChange={(event) => setDraft(digitsOnly(event.target.value, QUANTITY.inputMaxLength))}
        onBlur={() => commit(draft)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ width: 96 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: QUANTITY.inputMaxLength,
            'aria-label': `Quantity of ${name}`,
          },
          formHelperText: { sx: { mx: 0, whiteSpace: 'nowrap' } },
        }}
      />
      <IconButton
        aria-label={`More pieces of ${name}`}
        onClick={() => step(1)}
        disabled={disabled || (!error && current >= QUANTITY.max)}
        size="small"
        sx={{ mt: 0.5 }}
      >
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
