import { vi } from 'vitest';

/** A phone-sized screen: every max-width media query matches (undo with vi.unstubAllGlobals()). */
export function stubPhoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
