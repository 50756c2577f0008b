import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { shapesQueryKey } from '../../lib/shape-catalogue';
import { useKnownShop } from '../../lib/shop';
import { isPublicPath, publicPageMeta } from './page-meta';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps the head in step as the visitor moves around the app: private pages (the customer's, the
 * admin's, sign-in) ask search engines not to index them; public ones carry their own description
 * and canonical address. (The server writes the same on the first load; pages set their titles.)
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const shop = useKnownShop();

  useEffect(() => {
    const robots = document.head.querySelector('meta[name="robots"]');
    if (isPublicPath(pathname)) robots?.remove();
    else {
      const noindex = headElement('meta[name="robots"]', () =>
        Object.assign(document.createElement('meta'), { name: 'robots' }),
      );
      noindex.content = 'noindex';
    }

    // The server wrote the description of the first page; later ones need the shop's settings.
    const page = shop && publicPageMeta(pathname, queryClient.getQueryData<ShapeView[]>(shapesQueryKey) ?? [], shop);
    if (!page) return;
    const description = headElement('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    );
    description.content = page.description;
    const canonical = headElement('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    // The server wrote the shop's public address (PUBLIC_URL); keep its origin.
    const origin = canonical.href ? new URL(canonical.href).origin : window.location.origin;
    canonical.href = origin + page.canonicalPath;
  }, [pathname, queryClient, shop]);

  return null;
}
