import { useEffect, useId, useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

// SPEC section 9: counters animate over 1 s.
const COUNT_UP_MS = 1000;
const numberFormat = new Intl.NumberFormat('en-IN');
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/** Counts from the last value shown (0 at first) to `target`; at once when motion is reduced. */
function useCountUp(target: number): number {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    if (reduceMotion) return;
    const from = shownRef.current;
    let start: number | undefined;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const progress = Math.min((now - start) / COUNT_UP_MS, 1);
      shownRef.current = Math.round(from + (target - from) * easeOut(progress));
      setShown(shownRef.current);
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, reduceMotion]);

  return reduceMotion ? target : shown;
}

function CountUp({ value }: { value: number }) {
  return <>{numberFormat.format(useCountUp(value))}</>;
}

type Props = { label: string; value: number | undefined; loading?: boolean };

/** One dashboard counter; '—' when its number could not be loaded. */
export function CountCard({ label, value, loading = false }: Props) {
  const labelId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ mt: 1, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {loading ? <Skeleton width="40%" /> : value === undefined ? '—' : <CountUp value={value} />}
      </Typography>
    </Paper>
  );
}
