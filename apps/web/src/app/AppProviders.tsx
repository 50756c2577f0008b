import { lazy, Suspense, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { TOAST_MS } from '@steelcut/domain/constants';
import { useAuth } from '../lib/auth-store';
import { createQueryClient } from './query-client';
import { theme } from './theme';

// Only a signed-in user has a live stream: a visitor's first page does not download its code.
const LiveEvents = lazy(() => import('./LiveEvents'));

function SignedInLiveEvents() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <LiveEvents />
    </Suspense>
  );
}

type Props = { children: ReactNode; queryClient?: QueryClient };

export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SignedInLiveEvents />
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
