/** The days of the week in order, Monday first (schema.org's DayOfWeek names). No zod: the app's first script reads it. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
