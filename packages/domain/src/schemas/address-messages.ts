/**
 * The address's labels and messages, in a module of their own: the quote's schema names two of them
 * without loading the address rules (and the pincode table they check against).
 */
/** How the fields are named in messages (and in the orders' CSV export). */
export const ADDRESS_LABEL = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
} as const;

/** 'Address line 1 cannot contain "@"', '… cannot contain a line break'. */
const cannotContain = (label: string, what: string) => `${label} cannot contain ${what}`;
const tooShort = (label: string, min: number) => `${label} must be at least ${min} characters`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const needsLetter = (label: string) => `${label} must contain a letter`;
export const LINE1_MIN = 5;

export const ADDRESS_MSG = {
  line1Required: `${ADDRESS_LABEL.line1} is required`,
  line1Short: tooShort(ADDRESS_LABEL.line1, LINE1_MIN),
  cityRequired: `${ADDRESS_LABEL.city} is required`,
  stateRequired: `${ADDRESS_LABEL.state} is required`,
  countryRequired: `${ADDRESS_LABEL.country} is required`,
  postalRequired: 'Postal Code is required',
  postalDigits: 'Postal Code must be exactly 6 digits',
  stateUnknown: 'State must be one of India’s states or union territories',
  stateOfPincode: (pincode: string, states: readonly string[]) =>
    `Pincode ${pincode} is in ${states.join(' or ')}. Check the state or the pincode.`,
  cannotContain,
  tooShort,
  tooLong,
  needsLetter,
  duplicate: 'This address already exists.',
  added: 'Address added successfully',
  updated: 'Address updated',
  updateFailed: 'Failed to update address. Please try again.',
  defaultSet: 'Default address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
  fetchFailed: 'Failed to fetch addresses. Please try again later.',
  addFailed: 'Failed to add address. Please try again.',
  setDefaultFailed: 'Failed to set default address. Please try again.',
  deleteFailed: 'Failed to delete address. Please try again.',
  none: 'No address found.',
} as const;
