/** Timestamps are stored as ISO-8601 UTC strings. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
export const MINUTE = 60_000;

/** What services read the time from where a test must fix it (dispatch dates): the system's unless the app is given one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
