// Loaded before the app's modules: zod then never probes for new Function (its compiled
// parsers), an eval the shop's Content-Security-Policy (script-src 'self') refuses and reports.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
