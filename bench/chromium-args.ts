/**
 * Flags for Debian's Chromium as the journeys, the benches and the security tests drive it:
 * headless as root (no sandbox), no GPU, and nothing that talks to the network on its own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
