import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache, serverStyleTags } from './emotion-cache';
import { theme } from './theme';

function Page({ cache }: { cache: ReturnType<typeof createCache> }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Button variant="contained">Add to cart</Button>
      </ThemeProvider>
    </CacheProvider>
  );
}

// React's act() outside Testing Library: tell React this is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the style cache in the browser', () => {
  it("starts from the server's styles and leaves their element where it is", async () => {
    // The page as the server sends it: the button's markup, its rules in one named <style>.
    const container = document.createElement('div');
    const rendering = createCache({ key: 'css' });
    await act(async () => createRoot(container).render(<Page cache={rendering} />));
    const className = container.querySelector('button')!.className.match(/\bcss-([\w-]+)/)![1]!;
    const css = [...document.head.querySelectorAll('style')].map((element) => element.textContent).join('');
    document.head.innerHTML = serverStyleTags({ styles: [{ key: 'css', ids: [className], css }] });
    document.body.innerHTML = `<div id="root">${container.innerHTML}</div>`;
    const serverStyles = document.head.querySelector('style[data-server-styles]')!;

    const removed: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => removed.push(...record.removedNodes)),
    );
    observer.observe(document.head, { childList: true });
    const cache = createEmotionCache();
    expect(cache.inserted[className]).toBe(true);
    await act(async () => void hydrateRoot(document.getElementById('root')!, <Page cache={cache} />));
    await new Promise((resolve) => setTimeout(resolve));
    observer.disconnect();

    expect(removed).not.toContain(serverStyles);
    expect(document.head.firstElementChild).toBe(serverStyles);
    const writtenAgain = [...document.head.querySelectorAll('style:not([data-server-styles])')];
    expect(writtenAgain.map((element) => element.textContent).join('')).not.toContain(`.css-${className}{`);
  });
});
