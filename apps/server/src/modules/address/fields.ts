import type { AddressView } from '@steelcut/domain/schemas/views';

export type AddressFields = Omit<AddressView, 'id' | 'is_default'>;

/** The delivery address's own fields, as a saved address and an order's copy both hold them. */
export function addressFieldsOf(row: AddressFields): AddressFields {
  return {
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
  };
}
