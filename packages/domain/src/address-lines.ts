type AddressLike = {
  address_line1: string;
  address_line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

/** An address as it is written on a parcel: street lines, then 'City, State 641006', then country. */
export function addressLines(address: AddressLike): string[] {
  return [
    address.address_line1,
    address.address_line2 ?? '',
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}
