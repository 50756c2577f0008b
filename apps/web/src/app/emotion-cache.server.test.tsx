// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache, serverStyleTags } from './emotion-cache';
import { theme } from './theme';

describe("the server's style tags", () => {
  const cache = createEmotionCache();
  cache.compat = true; // as in entry-server: the styles stay in the cache to be extracted
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Button variant="contained">Add to cart</Button>
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = serverStyleTags(createEmotionServer(cache).extractCriticalToChunks(html));

  it('carry only the prefixes our browsers still read', () => {
    expect(styles).toContain('-webkit-user-select:none;user-select:none;');
    expect(styles).toContain('display:inline-flex;');
    expect(styles).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
    // MUI's own -moz-appearance and ::-moz-focus-inner stay; the prefixer's copies are gone.
    expect(styles).not.toMatch(/-ms-|-webkit-(box|flex|inline-box|transition|appearance:none;-webkit)|-moz-user/);
  });

  it("name the button's styles for the browser's cache, and keep emotion's form for global ones", () => {
    const className = html.match(/class="[^"]*\bcss-([\w-]+)/)![1]!;
    const named = styles.match(/<style data-server-styles="([^"]+)">/)![1]!.split(' ');
    expect(named).toContain(className);
    expect(styles).toMatch(/<style data-emotion="css-global \w+" data-s="">html\{/);
  });
});
