import { useId, type ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One part of a settings page (shop settings, pricing), under its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A section of editable rows (the couriers, the sheets): its hint, then the rows one under another. */
export function SettingsRowsSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <SettingsSection title={title}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        {children}
      </Stack>
    </SettingsSection>
  );
}

/** A group of fields inside a section, under its own smaller heading (the stock, the finishes…). */
export function SettingsFieldset({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

type Columns = { xs?: string; sm?: string };

/**
 * Fields side by side: `xs` CSS grid columns on phones (one unless told), `sm` from the small
 * breakpoint up ('1fr 1fr' unless told). A child spans the whole row with `gridColumn: '1 / -1'`.
 */
export function FieldGrid({ columns = {}, sx, children, ...box }: Omit<BoxProps, 'columns'> & { columns?: Columns }) {
  const { xs = '1fr', sm = '1fr 1fr' } = columns;
  const grid = { display: 'grid', gridTemplateColumns: { xs, sm }, columnGap: 2, alignItems: 'start' } as const;
  return (
    <Box {...box} sx={[grid, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
