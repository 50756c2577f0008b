import type { AddressView } from '@steelcut/domain/schemas/views';

/** A saved address as the server answers it (GET /api/address/user/{userId}). */
export type Address = AddressView;
