import type { Plugin } from 'vite';

/**
 * The app's module scripts never block rendering (modules run after the page is parsed), yet
 * browsers fetch them at high priority, ahead of the page's images. Marked low, they leave the
 * bandwidth of a slow link to what the visitor sees first; the server-rendered page is already there.
 */
export const lowPriority = (html: string): string =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');

export function lowPriorityScripts(): Plugin {
  return {
    name: 'steelcut:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriority },
  };
}
