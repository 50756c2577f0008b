import nodeModule from 'node:module';

// The bundle's banner already declares createRequire and require (apps/server/build.mjs).
const resolve = nodeModule.createRequire(import.meta.url).resolve;

/** DejaVu Sans has the rupee sign (U+20B9), which PDF's standard fonts lack: invoices and job sheets use it. */
export const FONT = resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
