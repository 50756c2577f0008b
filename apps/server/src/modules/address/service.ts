import type { z } from 'zod';
import { ADDRESS_MSG, addressFingerprint, type AddressFieldsSchema } from '@steelcut/domain/schemas/address';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import type { AddressView } from '@steelcut/domain/schemas/views';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { addressFieldsOf } from './fields';
import { createAddressRepository, type AddressRow } from './repository';

export type AddressInput = z.output<typeof AddressFieldsSchema>;

export const toAddressView = (row: AddressRow): AddressView => ({
  id: row.id,
  ...addressFieldsOf(row),
  is_default: row.is_default,
});

/** The form's fields as the table's columns; the country in capitals (INDIA). */
const columnsOf = (input: AddressInput) => ({
  address_line1: input.addressLine1,
  address_line2: input.addressLine2 ?? '',
  city: input.city,
  state: input.state,
  postal_code: input.postalCode,
  country: input.country.toUpperCase(),
});

const duplicate = () => conflict(ADDRESS_MSG.duplicate, 'ADDRESS_EXISTS');

export function createAddressService(db: Db) {
  const repo = createAddressRepository(db);

  /** The address, if it is this user's; another user's id answers 404 like a missing one. */
  async function owned(userId: number, id: number): Promise<AddressRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound(ADDRESS_MSG.notFound, 'ADDRESS_NOT_FOUND');
    return row;
  }

  return {
    owned,
    list: async (userId: number) => (await repo.listForUser(userId)).map(toAddressView),

    async add(userId: number, input: AddressInput): Promise<AddressView> {
      const fingerprint = addressFingerprint(input);
      if (await repo.hasFingerprint(userId, fingerprint)) throw duplicate();
      const row = await db
        .transaction()
        .execute(async (trx) => {
          const tx = createAddressRepository(trx);
          // The first address is the default; a new default replaces the old one.
          const makeDefault = Boolean(input.isDefault) || (await tx.countForUser(userId)) === 0;
          if (makeDefault) await tx.clearDefault(userId);
          return tx.insert({
            user_id: userId,
            ...columnsOf(input),
            is_default: makeDefault ? 1 : 0,
            fingerprint,
            created_at: nowIso(),
          });
        })
        .catch(async (error: unknown) => {
          if (await repo.hasFingerprint(userId, fingerprint)) throw duplicate(); // a double submit won the race
          // The admin may name any user, but only one that exists (not a foreign-key failure).
          if (!(await repo.userExists(userId))) throw notFound(AUTH_MSG.userMissing, 'USER_MISSING');
          throw error;
        });
      return toAddressView(row);
    },

    /**
     * Changes a saved address in place. Orders keep their own copy of the address they were
     * placed with, so an order never changes with it.
     */
    async update(caller: { userId: number; role: string }, id: number, input: AddressInput): Promise<AddressView> {
      const row = await owned(caller.userId, id);
      const fingerprint = addressFingerprint(input);
      const isDuplicate = async () =>
        fingerprint !== row.fingerprint && (await repo.hasFingerprint(row.user_id, fingerprint));
      if (await isDuplicate()) throw duplicate();
      const updated = await db
        .transaction()
        .execute(async (trx) => {
          const tx = createAddressRepository(trx);
          const makeDefault = Boolean(input.isDefault) && row.is_default === 0;
          if (makeDefault) await tx.clearDefault(row.user_id);
          return tx.update(row.id, {
            ...columnsOf(input),
            fingerprint,
            ...(makeDefault ? { is_default: 1 } : {}),
          });
        })
        .catch(async (error: unknown) => {
          if (await isDuplicate()) throw duplicate(); // the same address saved meanwhile won the race
          throw error;
        });
      return toAddressView(updated);
    },

    async setDefault(caller: { userId: number; role: string }, id: number): Promise<AddressView> {
      const row = await owned(caller.userId, id);
      await db.transaction().execute(async (trx) => {
        const tx = createAddressRepository(trx);
        await tx.clearDefault(row.user_id);
        await tx.setDefault(row.id);
      });
      return { ...toAddressView(row), is_default: 1 };
    },

    /** Orders keep their own copy of the address, so deleting one never changes an order. */
    async remove(caller: { userId: number; role: string }, id: number): Promise<void> {
      const row = await owned(caller.userId, id);
      await db.transaction().execute(async (trx) => {
        const tx = createAddressRepository(trx);
        await tx.remove(row.id);
        if (row.is_default) {
          const next = (await tx.listForUser(row.user_id))[0];
          if (next) await tx.setDefault(next.id);
        }
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
