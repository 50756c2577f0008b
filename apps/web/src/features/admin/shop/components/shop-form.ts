import type { UseFormReturn } from 'react-hook-form';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';

/** The settings form: the whole settings object, as GET /admin/shop answers and PUT takes it. */
export type ShopSettingsForm = UseFormReturn<ShopSettings, unknown, ShopSettings>;

/** A server error's field ('shop.address.postalCode') as the form names it ('address.postalCode'). */
export const formFieldOf = (field: string) => field.replace(/^shop\.?/, '') || 'root';
