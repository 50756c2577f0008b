import { useEffect } from 'react';
import { pageTitle } from '@steelcut/domain/business';

/** Sets the tab title to '{title} - SteelCut' while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
