import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ShapeDefinition } from '@steelcut/domain/shapes/types';
import type { Shape } from '../api/get-shapes';

const load = () => import('./ShapeConfigurator').then((module) => ({ default: module.ShapeConfigurator }));

let release = () => {};
/** Settles on the first touch of a configurator the server rendered. */
const released = new Promise<void>((resolve) => {
  release = resolve;
});
/** The server renders it at once; a browser hydrating the server's page waits for a touch. */
const ConfiguratorOnTouch = lazy(() => (typeof document === 'undefined' ? load() : released.then(load)));
const Configurator = lazy(load);

/** What, inside the configurator, says a customer is about to use it. */
const TOUCHES = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'click',
  'submit',
];

type Props = { shape: Shape; definition: ShapeDefinition };

/** Whether a field inside `root` holds something other than what the server's page came with. */
const changedOnPage = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')).some((field) =>
    field instanceof HTMLSelectElement
      ? field.value !== (Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0])?.value
      : field.type !== 'file' && field.value !== field.defaultValue,
  );

const FLOATING_LABEL = '.MuiFormControl-root:is(:focus-within, [data-filled])';
/**
 * Until the form hydrates, MUI's own states (a field focused or filled, a button focused from the
 * keyboard) are not known to it: the page shows them, as MUI will once the form is live.
 */
const waitingStyles = (theme: Theme) => ({
  [`&[data-waiting] ${FLOATING_LABEL} > .MuiInputLabel-outlined[data-shrink="false"]`]: {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  [`&[data-waiting] ${FLOATING_LABEL} .MuiOutlinedInput-notchedOutline > legend`]: { maxWidth: '100%' },
  '&[data-waiting] .MuiFormControl-root:focus-within > .MuiInputLabel-root': { color: theme.palette.primary.main },
  '&[data-waiting] .MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline': {
    borderWidth: 2,
    borderColor: theme.palette.primary.main,
  },
  '&[data-waiting] .MuiButtonBase-root:focus-visible': theme.focusVisible || {},
});

/**
 * The configurator (form, live drawing, estimate) of a shape's page. Where the server rendered
 * the page, its HTML stays as it came until the customer first touches it: its code (the form,
 * the rules, zod) is loaded and run then, not while the page loads, when that work would hold up
 * the phone's main thread (docs/decisions.md, 'Storefront: fast and findable'). What is typed in
 * the meantime stays in the page and reaches the form as it hydrates (lib/typed-before-hydration);
 * a click on one of its buttons and a submit wait for it and are replayed. Moving to a shape
 * within the app renders the configurator at once.
 */
export const DeferredConfigurator = memo(function DeferredConfigurator({ shape, definition }: Props) {
  const id = useId();
  // Rendered on the server, or hydrating what the server rendered (the same id is in the page).
  const [deferred] = useState(() => typeof document === 'undefined' || document.getElementById(id) !== null);
  const container = useRef<HTMLDivElement>(null);
  const hydrated = useRef(!deferred);
  const waiting = useRef<{ submit?: { form: HTMLFormElement; submitter: HTMLElement | null }; click?: HTMLElement }>(
    {},
  );

  useEffect(() => {
    const root = container.current;
    if (!deferred || !root) return;
    const onTouch = (event: Event) => {
      if (hydrated.current || !(event.target instanceof Element) || !root.contains(event.target)) return;
      release();
      if (event.type === 'input' && event.target instanceof HTMLInputElement) {
        event.target.closest('.MuiFormControl-root')?.toggleAttribute('data-filled', event.target.value !== '');
      }
      if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
        // Not the browser's own submit (a reload with the fields in the address): the form's, soon.
        event.preventDefault();
        event.stopPropagation();
        waiting.current.submit = { form: event.target, submitter: event.submitter };
      } else if (event.type === 'click') {
        const button = event.target.closest('button');
        if (button?.type === 'button') {
          event.stopPropagation();
          waiting.current.click = button;
        }
      }
    };
    for (const type of TOUCHES) document.addEventListener(type, onTouch, { capture: true });
    // Touched before the app started, while nothing listened: the form is wanted now.
    if (changedOnPage(root)) release();
    return () => {
      for (const type of TOUCHES) document.removeEventListener(type, onTouch, { capture: true });
    };
  }, [deferred]);

  /** The form is live: what the customer did meanwhile happens now. */
  const onHydrated = useCallback(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    const root = container.current;
    root?.removeAttribute('data-waiting');
    root?.querySelectorAll('[data-filled]').forEach((field) => field.removeAttribute('data-filled'));
    const { submit, click } = waiting.current;
    waiting.current = {};
    setTimeout(() => {
      if (click?.isConnected) click.click();
      // On a phone the live form's submit button is the price bar's, not the one the server drew.
      const submitter = submit?.submitter?.isConnected ? submit.submitter : undefined;
      if (submit?.form.isConnected) submit.form.requestSubmit(submitter);
    });
  }, []);

  // One element, kept: a new one would count as an update of the boundary the server's HTML still
  // fills, and React would render it again from scratch instead of hydrating it.
  const configurator = useMemo(
    () =>
      deferred ? (
        <Suspense fallback={null}>
          <ConfiguratorOnTouch shape={shape} definition={definition} onHydrated={onHydrated} />
        </Suspense>
      ) : (
        <Configurator shape={shape} definition={definition} />
      ),
    [deferred, shape, definition, onHydrated],
  );
  return (
    <Box id={id} ref={container} data-waiting={deferred ? '' : undefined} sx={waitingStyles}>
      {configurator}
    </Box>
  );
});
