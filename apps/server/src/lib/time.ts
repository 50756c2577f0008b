/** Timestamps are stored as ISO-8601 UTC strings. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
export const MINUTE = 60_000;
