import { useState } from 'react';

/**
 * The last `value` that was not null: what a dialog keeps showing while it fades out after its
 * subject went back to null. The value must be stable between renders (state, a query's data).
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return shown;
}
