import { useEffect } from 'react';
import { pageTitle } from '@steelcut/domain/product';
import { useTradingName } from '../lib/shop';

/** Sets the tab title to '{title} - {the shop's trading name}' while the page is shown. */
export function usePageTitle(title: string): void {
  const tradingName = useTradingName();
  useEffect(() => {
    document.title = pageTitle(title, tradingName);
  }, [title, tradingName]);
}
