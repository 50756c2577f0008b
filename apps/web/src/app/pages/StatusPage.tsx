import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';

type Props = { code: string; title: string; text: string; action?: ReactNode };

/** The layout shared by the 401, 404 and error pages. */
export function StatusPage({ code, title, text, action }: Props) {
  usePageTitle(title);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography
        variant="h2"
        component="p"
        color="primary"
        sx={{ fontSize: { xs: '3rem', md: '4.5rem' } }}
        aria-hidden
      >
        {code}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {action ?? (
        <Button variant="contained" component={RouterLink} to="/">
          Return to Home
        </Button>
      )}
    </Box>
  );
}
