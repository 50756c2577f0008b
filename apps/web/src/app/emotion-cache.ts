import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

const KEY = 'css';

/**
 * The declarations the browsers we build for (vite's default target: Chrome 107, Safari 16,
 * Firefox 104 and later) still read only prefixed, each with its prefixed form: Safari's
 * user-select, and Chromium's for printing backgrounds. Emotion's own prefixer writes -webkit-,
 * -moz- and -ms- copies of some 40 properties and selectors for browsers long gone: a quarter of
 * a public page's CSS, which every visitor's phone downloads, parses and matches.
 */
const PREFIXED: Record<string, string> = {
  'user-select': '-webkit-user-select',
  'color-adjust': '-webkit-print-color-adjust',
};

const webkitPrefixes: StylisPlugin = (element) => {
  const prefixed = element.type === 'decl' && !element.return && PREFIXED[element.props as string];
  if (prefixed) element.return = `${prefixed}:${element.children as string};${element.value}`;
};

/** Names the styles a server-rendered page came with, on their <style> element. */
const SERVER_STYLES = 'data-server-styles';

/**
 * MUI's style cache, the same on the server and in the browser so that class names agree. In the
 * browser it starts knowing the styles the server rendered, and leaves their element alone:
 * emotion's own hydration moves that element (every rule of the page) to the end of <head>, and
 * a moved <style> is a style sheet parsed again and every element's style computed again while
 * the page hydrates.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: [webkitPrefixes] });
  if (typeof document !== 'undefined') {
    for (const element of document.querySelectorAll(`style[${SERVER_STYLES}]`)) {
      for (const name of element.getAttribute(SERVER_STYLES)!.split(' ')) cache.inserted[name] = true;
    }
  }
  return cache;
}

type CriticalStyles = { styles: { key: string; ids: string[]; css: string }[] };

/**
 * The page's <style> elements from emotion's critical styles. Global styles keep emotion's own
 * form (each Global takes its element over when it mounts); data-s tells emotion's default cache
 * they are not strays to gather into <head>, where they already are.
 */
export function serverStyleTags({ styles }: CriticalStyles): string {
  return styles
    .filter(({ css }) => css !== '')
    .map(({ key, ids, css }) =>
      key === KEY
        ? `<style ${SERVER_STYLES}="${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}
