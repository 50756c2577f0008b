import type { ReactNode } from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Props = { title: string; description?: string; icon?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, icon, action }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{
        py: 6,
        px: 3,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      {icon ?? <Inventory2Outlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
          {description}
        </Typography>
      )}
      {action}
    </Paper>
  );
}
