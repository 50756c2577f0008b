/** SPEC section 3 'Material'. */
export type Material = { id: number; Material_Name: string };

/**
 * Where the grades are cached: server-rendered pages seed it (app/storefront-data). The query
 * itself lives beside the fields that ask it (components/part-fields/use-materials), out of the
 * first visit's script.
 */
export const materialsQueryKey = ['materials'] as const;
