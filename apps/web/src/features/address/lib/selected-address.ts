type Selectable = { id: number; is_default: number };

/** SPEC section 2: the card the customer clicked, else the default address, else the first. */
export function selectedAddress<T extends Selectable>(addresses: readonly T[], chosenId: number | null): T | null {
  return addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.is_default === 1) ?? addresses[0] ?? null;
}
