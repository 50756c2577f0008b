import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { TOAST_MS } from '@steelcut/domain/constants';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

/** SPEC section 4: tell the server (failures ignored), clear all local storage, toast, go to '/'. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(async () => {
    await logout().catch(() => undefined);
    // Leave the protected page first, synchronously: a transition would keep the old page
    // (and its guard) on screen while the landing chunk loads, and the guard would bounce to login.
    await navigate(paths.landing.getHref(), { flushSync: true });
    localStorage.clear();
    authStore.clearSession();
    authStore.setResetToken(null);
    queryClient.clear();
    enqueueSnackbar(AUTH_MSG.loggedOut, { variant: 'success', autoHideDuration: TOAST_MS.auth });
  }, [enqueueSnackbar, navigate, queryClient]);
}
