import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { TOAST_MS } from '@steelcut/domain/constants';
import { useLiveEvents } from '../lib/use-live-events';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** The signed-in user's live stream (chat and order status), once for the whole app. */
function LiveEvents() {
  useLiveEvents();
  return null;
}

type Props = { children: ReactNode; queryClient?: QueryClient };

export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <LiveEvents />
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_MS.default}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          preventDuplicate
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
