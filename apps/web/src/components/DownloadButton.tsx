import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../lib/api-client';

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  /** Fetches the file and hands it to the browser (lib/download-file.ts). */
  download: () => Promise<void>;
  /** Shown when the server gives no reason of its own. */
  failMessage: string;
  children: ReactNode;
};

/** A file the API serves only with the sign-in token: saved, not opened in a tab; a toast on failure. */
export function DownloadButton({ download, failMessage, children, ...button }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useMutation({ mutationFn: download });
  const start = () =>
    mutation.mutate(undefined, {
      onError: (error) => enqueueSnackbar(errorMessage(error, failMessage), { variant: 'error' }),
    });
  return (
    <Button
      variant="outlined"
      {...button}
      onClick={start}
      loading={mutation.isPending}
      loadingPosition={button.startIcon ? 'start' : 'center'}
    >
      {children}
    </Button>
  );
}
