import type { Path } from 'react-hook-form';

/** What every part is ordered with, as typed: a grade, a finish, a thickness and a quantity. */
export type PartChoiceValues = { material: string; finish: string; thicknessMm: string; quantity: string };

/** One of those fields in a form that holds them among others (a shape's dimensions, a drawing). */
export const choiceField = <T extends PartChoiceValues>(name: keyof PartChoiceValues) => name as Path<T>;
