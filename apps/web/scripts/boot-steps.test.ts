// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootStepGroups, storefrontGroup } from './boot-steps';

const WEB = '/shop/apps/web';
const modules = {
  [`${WEB}/src/app/boot/styling-engine.ts`]: ['/shop/node_modules/@emotion/react/index.js'],
  [`${WEB}/src/app/boot/libraries.ts`]: ['/shop/node_modules/react-router/index.js'],
  [`${WEB}/src/app/theme.ts`]: ['/shop/node_modules/@mui/material/styles/index.js'],
  '/shop/node_modules/@mui/material/styles/index.js': [
    '/shop/node_modules/react/index.js',
    '/shop/node_modules/@emotion/react/index.js',
  ],
  '/shop/node_modules/@emotion/react/index.js': ['/shop/node_modules/react/index.js'],
  [`${WEB}/src/app/start.tsx`]: [
    '/shop/node_modules/react-dom/client.js',
    `${WEB}/src/app/AppProviders.tsx`,
    `${WEB}/src/app/router.tsx`,
  ],
  '/shop/node_modules/react-dom/client.js': [
    '/shop/node_modules/react-dom/cjs/client.js',
    '/shop/node_modules/scheduler/index.js',
  ],
  [`${WEB}/src/app/AppProviders.tsx`]: [
    `${WEB}/src/app/theme.ts`,
    '/shop/node_modules/@mui/material/CssBaseline/index.js',
  ],
  // A lazy page is a dynamic import: not among the router's static imports.
  [`${WEB}/src/app/router.tsx`]: ['\0vite/preload-helper.js', '/shop/node_modules/react-router/index.js'],
  [`${WEB}/src/features/cart/pages/CartPage.tsx`]: ['/shop/node_modules/@mui/material/Table/index.js'],
} as Record<string, string[]>;
const graph = { getModuleInfo: (id: string) => ({ importedIds: modules[id] ?? [] }) };

/** The chunk each group puts a module in, or null when none takes it. */
function chunkOf(id: string): string | null {
  const groups = bootStepGroups(WEB).sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name = group.name(id, graph);
    if (name) return name;
  }
  return null;
}

describe("the chunks of the app's start", () => {
  it("puts React and the bundler's helpers with the entry, whichever step imports them", () => {
    expect(chunkOf('/shop/node_modules/react/index.js')).toBe('react');
    expect(chunkOf('/shop/node_modules/react-dom/cjs/client.js')).toBe('react');
    expect(chunkOf('/shop/node_modules/scheduler/index.js')).toBe('react');
    expect(chunkOf('\0vite/preload-helper.js')).toBe('react');
  });

  it('puts each module in the first step that imports it, though a later one imports it too', () => {
    expect(chunkOf(`${WEB}/src/app/boot/styling-engine.ts`)).toBe('styling');
    expect(chunkOf('/shop/node_modules/@emotion/react/index.js')).toBe('styling');
    expect(chunkOf(`${WEB}/src/app/theme.ts`)).toBe('theme');
    expect(chunkOf('/shop/node_modules/@mui/material/styles/index.js')).toBe('theme');
    expect(chunkOf('/shop/node_modules/react-router/index.js')).toBe('libraries');
  });

  it("puts the rest of the shell in the app's chunk and leaves lazy pages to the bundler", () => {
    expect(chunkOf(`${WEB}/src/app/start.tsx`)).toBe('app');
    expect(chunkOf(`${WEB}/src/app/router.tsx`)).toBe('app');
    expect(chunkOf('/shop/node_modules/@mui/material/CssBaseline/index.js')).toBe('app');
    expect(chunkOf(`${WEB}/src/features/cart/pages/CartPage.tsx`)).toBeNull();
    expect(chunkOf('/shop/node_modules/@mui/material/Table/index.js')).toBeNull();
  });
});

describe("the public pages' shared chunk", () => {
  const home = `${WEB}/src/features/shapes/pages/HomePage.tsx`;
  const landing = `${WEB}/src/features/landing/pages/LandingPage.tsx`;
  const pages = {
    ...modules,
    [home]: ['/shop/node_modules/@mui/material/Grid/index.js', `${WEB}/src/features/shapes/components/ShapeCard.tsx`],
    [landing]: ['/shop/node_modules/@mui/material/Grid/index.js', '/shop/node_modules/react-router/index.js'],
    '/shop/node_modules/@mui/material/Grid/index.js': ['/shop/node_modules/@mui/material/styles/index.js'],
  } as Record<string, string[]>;
  const pageGraph = { getModuleInfo: (id: string) => ({ importedIds: pages[id] ?? [] }) };
  // A page module twice (two addresses show the landing page) is still one page.
  const group = storefrontGroup(WEB, [
    'src/features/landing/pages/LandingPage.tsx',
    'src/features/landing/pages/LandingPage.tsx',
    'src/features/shapes/pages/HomePage.tsx',
  ]);

  it("takes what two pages import and the app's start does not", () => {
    expect(group.name('/shop/node_modules/@mui/material/Grid/index.js', pageGraph)).toBe('storefront');
  });

  it("leaves a page's own modules, and what the start evaluates, where they are", () => {
    expect(group.name(`${WEB}/src/features/shapes/components/ShapeCard.tsx`, pageGraph)).toBeNull();
    expect(group.name(home, pageGraph)).toBeNull();
    expect(group.name('/shop/node_modules/react-router/index.js', pageGraph)).toBeNull();
    expect(group.name('/shop/node_modules/@mui/material/styles/index.js', pageGraph)).toBeNull();
  });
});
