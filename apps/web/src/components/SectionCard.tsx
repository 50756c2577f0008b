import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  title: ReactNode;
  /** The heading's id, for a page that links or points to it; one is made otherwise. */
  titleId?: string;
  /** Beside the heading, at the end of its line (a status chip). */
  aside?: ReactNode;
  gutterBottom?: boolean;
  /** With a spacing, the heading and the children stand in one Stack. */
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** A card that is a page's section: a heading (h2) that names it, then its content. */
export function SectionCard({ title, titleId, aside, gutterBottom, spacing, sx, children }: Props) {
  const ownId = useId();
  const id = titleId ?? ownId;
  let heading = (
    <Typography id={id} variant="h6" component="h2" gutterBottom={gutterBottom}>
      {title}
    </Typography>
  );
  if (aside)
    heading = (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {heading}
        {aside}
      </Box>
    );
  return (
    <Card component="section" aria-labelledby={id} sx={sx}>
      <CardContent>
        {spacing === undefined ? (
          <>
            {heading}
            {children}
          </>
        ) : (
          <Stack spacing={spacing}>
            {heading}
            {children}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
