import { useCallback, useEffect, useId, useInsertionEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { ShapeDefinition } from '@steelcut/domain/shapes/types';
import { SubmitButton } from '../../../components/SubmitButton';
import type { FieldError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { Shape } from '../api/get-shapes';
import {
  configureSchema,
  defaultValues,
  dimensionField,
  fieldFor,
  toConfiguredItem,
  type ConfigureValues,
} from '../configure-form';
import { useShopOffer } from '../../../lib/shop-offer';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { useLivePart } from '../hooks/use-live-part';
import { useLiveQuote } from '../hooks/use-live-quote';
import { DimensionFields } from './DimensionFields';
import { DrawingUpload } from './DrawingUpload';
import { LivePartPreview } from './LivePartPreview';
import { MaterialFields } from '../../../components/part-fields/MaterialFields';
import { StickyPriceBar } from './StickyPriceBar';
import { forgetTypedValues, rememberTypedValues, takeTypedValue } from '../../../lib/typed-before-hydration';

type Props = {
  shape: Shape;
  definition: ShapeDefinition;
  /** Called once the form is live, after it took what was typed before it hydrated. */
  onHydrated?: () => void;
};

const WATCHED = ['dimensions', 'thicknessMm', 'material', 'quantity', 'finish', 'image'] as const;

/** SPEC section 2 '/shapes/{id}': the add-to-cart form beside a live, to-scale drawing. */
export function ShapeConfigurator({ shape, definition, onHydrated }: Props) {
  const offer = useShopOffer();
  const schema = useMemo(() => configureSchema(definition, offer), [definition, offer]);
  const form = useForm<ConfigureValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues(shape),
    mode: 'onTouched',
  });
  const [dimensions, thicknessMm, material, quantity, finish, image] = useWatch({
    control: form.control,
    name: WATCHED,
  });
  const live = useLivePart(definition, { dimensions, thicknessMm, material, quantity });
  const price = useLiveQuote(shape, definition, { dimensions, thicknessMm, material, quantity, finish }, offer);

  // A geometry rule ties fields together (a ring's hole and its outer diameter, a hole and the
  // thickness): a change to one re-checks the others the customer has already filled in.
  const geometryFields = useMemo<FieldPath<ConfigureValues>[]>(
    () => [...shape.parameters.map((p) => dimensionField(p.key)), 'thicknessMm'],
    [shape],
  );
  const { isSubmitted, touchedFields } = form.formState;
  const geometryKey = JSON.stringify([dimensions, thicknessMm]);
  const checkedGeometry = useRef(geometryKey);
  useEffect(() => {
    // Only a change of value: a submit or a server error must not be re-checked away here.
    if (checkedGeometry.current === geometryKey) return;
    checkedGeometry.current = geometryKey;
    const names = geometryFields.filter((name) => isSubmitted || get(touchedFields, name));
    if (names.length > 0) void form.trigger(names);
  }, [form, geometryFields, isSubmitted, touchedFields, geometryKey]);

  const showServerErrors = useCallback(
    (errors: FieldError[]) => {
      const named = errors.flatMap(({ field, message }) => {
        const name = fieldFor(field, definition);
        return name ? [{ name, message }] : [];
      });
      named.forEach(({ name, message }, index) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    },
    [definition, form],
  );
  // The page arrives rendered on the server and this form hydrates when first touched
  // (DeferredConfigurator): what a customer typed or chose until then is in the page, not in the
  // form's state (lib/typed-before-hydration.ts). Read as hydration is committed, before the form
  // library writes its defaults into the fields it registers; put back on the page at once, and
  // into the form once the form library counts the form as mounted (its own first effect): before
  // then, the fields that watch a value (the grade's stocked thicknesses) see only its default.
  const formId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const typedValues = useRef<[FieldPath<ConfigureValues>, string][]>([]);
  useInsertionEffect(() => {
    const rendered = document.getElementById(formId);
    if (rendered) rememberTypedValues(rendered);
  }, [formId]);
  useLayoutEffect(() => {
    for (const element of Array.from(formElement.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      const name = element.name as FieldPath<ConfigureValues>;
      const typed = element.name ? takeTypedValue(element.name) : undefined;
      if (typed === undefined || typed === String(form.getValues(name) ?? '')) continue;
      element.value = typed;
      typedValues.current.push([name, typed]);
    }
    forgetTypedValues();
  }, [form]);
  useEffect(() => {
    for (const [name, typed] of typedValues.current) {
      // Registering the field read the page's value already, unseen by the fields watching it: set
      // again, the form library tells no one; cleared first, it tells them both times.
      form.setValue(name, '');
      form.setValue(name, typed, { shouldDirty: true, shouldTouch: true });
    }
    typedValues.current = [];
    onHydrated?.();
  }, [form, onHydrated]);
  const addToCart = useAddToCart(showServerErrors);
  const { isAuthenticated } = useAuth();
  const busy = addToCart.isPending || addToCart.data?.next === 'cart';
  // Stacked (below md) the estimate is far above the fields: a bar at the bottom carries it and
  // the submit button. Rendered on the server as on a desktop, it takes over once the form is live.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <LivePartPreview shape={shape} definition={definition} live={live} price={price} />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="form"
            id={formId}
            ref={formElement}
            noValidate
            aria-label={`Configure ${shape.shape_Name}`}
            onSubmit={form.handleSubmit((values) =>
              addToCart.mutate({ input: toConfiguredItem(shape, definition, values, offer), image: values.image }),
            )}
          >
            <MaterialFields form={form} offer={offer} />
            <DimensionFields form={form} parameters={shape.parameters} />
            <DrawingUpload
              file={image}
              onChange={(file) => form.setValue('image', file, { shouldValidate: true, shouldDirty: true })}
              error={form.formState.errors.image?.message}
              disabled={busy}
              progress={addToCart.progress}
            />
            {!isAuthenticated && image && (
              <Alert severity="info" sx={{ mt: 2 }}>
                Items with a drawing need an account. We keep this one for you while you log in.
              </Alert>
            )}
            {phone ? (
              <StickyPriceBar price={price} pending={addToCart.isPending} disabled={busy} />
            ) : (
              <SubmitButton pending={addToCart.isPending} disabled={busy} sx={{ mt: 3 }}>
                Add to Cart
              </SubmitButton>
            )}
          </Box>
        </Paper>
      </Grid>
    </Grid>
  );
}
