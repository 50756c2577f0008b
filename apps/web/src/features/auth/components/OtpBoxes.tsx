import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

type Props = {
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: boolean;
  labelledBy: string;
  describedBy?: string;
};

const blockPaste = (event: ClipboardEvent) => event.preventDefault();

/** One box per digit: numbers only, no paste, focus moves on as you type and back on Backspace. */
export function OtpBoxes({ digits, onChange, error, labelledBy, describedBy }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => inputs.current[index]?.focus();

  const setDigit = (index: number, digit: string) =>
    onChange(digits.map((current, i) => (i === index ? digit : current)));

  const handleInput = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    if (!digit) return;
    setDigit(index, digit);
    if (index < digits.length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        setDigit(index, '');
      } else if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      focusBox(index + 1);
    }
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <TextField
          key={index}
          value={digit}
          margin="none"
          error={error && !digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={blockPaste}
          onFocus={(event) => event.target.select()}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          slotProps={{
            htmlInput: {
              ref: (element: HTMLInputElement | null) => {
                inputs.current[index] = element;
              },
              'aria-label': `Digit ${index + 1} of ${digits.length}`,
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 1,
              style: { textAlign: 'center', fontSize: '1.4rem', fontWeight: 600, padding: '12px 0' },
            },
          }}
          sx={{ width: { xs: 44, sm: 52 } }}
        />
      ))}
    </Box>
  );
}
