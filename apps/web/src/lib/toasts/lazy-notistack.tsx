import { useEffect, useState } from 'react';
import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';

/**
 * notistack, loaded with the first toast. The production build points 'notistack' here
 * (vite.config.ts), so the pages keep `useSnackbar` from 'notistack' while a visitor's first
 * download leaves its code out; tests and the dev server use notistack itself. Toasts asked for
 * before it has loaded are shown once it has.
 */
type Notistack = typeof import('notistack');

let notistack: Promise<Notistack> | undefined;
// The package's own file: the alias only catches the bare name.
const load = () => (notistack ??= import('notistack/notistack.esm.js'));

const waiting: [SnackbarMessage, OptionsObject & { key: SnackbarKey }][] = [];
let shown: Notistack | null = null;
let wantLoad: (() => void) | null = null;
let lastKey = 0;

function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const withKey = { ...options, key: options.key ?? `toast-${++lastKey}` };
  if (shown) shown.enqueueSnackbar(message, withKey);
  else {
    waiting.push([message, withKey]);
    wantLoad?.();
  }
  return withKey.key;
}

function closeSnackbar(key?: SnackbarKey): void {
  if (shown) shown.closeSnackbar(key);
  else waiting.splice(0, waiting.length, ...waiting.filter(([, options]) => key !== undefined && options.key !== key));
}

const context = { enqueueSnackbar, closeSnackbar } as ProviderContext;

export function useSnackbar(): ProviderContext {
  return context;
}

/** notistack's provider once loaded, then the toasts that waited for it. */
function Loaded({ module, props }: { module: Notistack; props: Omit<SnackbarProviderProps, 'children'> }) {
  useEffect(() => {
    shown = module;
    for (const [message, options] of waiting.splice(0)) module.enqueueSnackbar(message, options);
    return () => {
      shown = null;
    };
  }, [module]);
  return <module.SnackbarProvider {...props} />;
}

export function SnackbarProvider({ children, ...props }: SnackbarProviderProps) {
  const [module, setModule] = useState<Notistack | null>(null);
  useEffect(() => {
    wantLoad = () => void load().then(setModule);
    if (waiting.length > 0) wantLoad();
    return () => {
      wantLoad = null;
    };
  }, []);
  return (
    <>
      {children}
      {module && <Loaded module={module} props={props} />}
    </>
  );
}
