import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../hooks/use-page-title';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, children }: Props) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        px: 2,
        py: { xs: 3, sm: 8 },
        background: (theme) => `linear-gradient(180deg, ${theme.palette.primary.main}14 0%, transparent 60%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
