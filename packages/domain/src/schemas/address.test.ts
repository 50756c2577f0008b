import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anAddressInput } from '../testing/factories';
import { ADDRESS_MSG, AddressFieldsSchema, addressFingerprint } from './address';

function messageOf(fields: Record<string, string>) {
  const result = AddressFieldsSchema.safeParse(anAddressInput(fields));
  expect(result.success, 'refused').toBe(false);
  return result.error?.issues[0]?.message;
}

const parsed = (fields: Record<string, string>) => AddressFieldsSchema.parse(anAddressInput(fields));

// An address prints on the invoice: a line break or tab inside a field would print as extra lines.
describe('AddressFieldsSchema', () => {
  it.each([
    ['addressLine1', '14, Avinashi\r\nRoad', 'Address line 1 cannot contain a line break'],
    ['addressLine1', '14,\tAvinashi Road', 'Address line 1 cannot contain a tab'],
    ['addressLine1', '14, Avinashi\ufeffRoad', 'Address line 1 cannot contain an invisible character (U+FEFF)'],
    ['addressLine1', '14, Avinashi\u0000Road', 'Address line 1 cannot contain a control character (U+0000)'],
    ['addressLine2', 'Near\nLakshmi Mills', 'Address line 2 cannot contain a line break'],
    ['addressLine2', 'Near\u2028Lakshmi Mills', 'Address line 2 cannot contain a line break'],
    ['addressLine2', 'Near\u200bLakshmi Mills', 'Address line 2 cannot contain an invisible character (U+200B)'],
    ['city', 'Coim\nbatore', 'City cannot contain a line break'],
    ['state', 'Tamil\u000bNadu', 'State cannot contain a line break'],
    ['country', 'IN\rDIA', 'Country cannot contain a line break'],
  ])('refuses a control character in %s, saying which', (field, value, message) => {
    expect(messageOf({ [field]: value })).toBe(message);
  });

  it('still takes spaces, a no-break space included, and trims line breaks at the ends', () => {
    expect(parsed({ addressLine2: 'Near\u00a0Lakshmi Mills', city: 'Coimbatore\n' })).toMatchObject({
      addressLine2: 'Near\u00a0Lakshmi Mills',
      city: 'Coimbatore',
    });
  });

  it.each([
    ['addressLine1', "12/3A, St. Mary's Road (East)"],
    ['addressLine1', 'No: 4/112, St. Mary’s Church Road'],
    ['addressLine1', 'Door #7-B, Block C'],
    ['addressLine2', 'Near Bus Stand (East) & Post Office'],
    ['addressLine2', 'Opp. K.G. Hospital - 2nd Floor'],
    ['city', 'Thiruvananthapuram'],
    ['city', 'Navi-Mumbai'],
    ['city', 'St. Thomas Mount'],
    ['state', 'Tamil Nadu'],
  ])('accepts a real address: %s %j', (field, value) => {
    expect(parsed({ [field]: value })[field as 'city']).toBe(value);
  });

  // Issue 31 #6: 'Tamilnadu' with 641601 was charged IGST; 'Mumbai, Maharashtra' with 641018 got local delivery.
  it.each(['Tamilnadu', 'TAMIL NADU', 'tamil  nadu', 'TN', 'T.N.', 'Tamil-Nadu'])(
    'keeps the state %j by its own name, Tamil Nadu',
    (state) => {
      expect(parsed({ state, postalCode: '641601' }).state).toBe('Tamil Nadu');
    },
  );

  it('refuses a state the pincode is not in, naming the pincode’s state', () => {
    const message = ADDRESS_MSG.stateOfPincode('641018', ['Tamil Nadu']);
    expect(message).toBe('Pincode 641018 is in Tamil Nadu. Check the state or the pincode.');
    expect(messageOf({ city: 'Mumbai', state: 'Maharashtra', postalCode: '641018' })).toBe(message);
    expect(messageOf({ state: 'Atlantis', postalCode: '641018' })).toBe(message);
  });

  it('takes either state of a pincode that spans two, and names both when neither is given', () => {
    expect(parsed({ city: 'Auroville', state: 'Puducherry', postalCode: '605101' }).state).toBe('Puducherry');
    expect(parsed({ city: 'Auroville', state: 'Tamil Nadu', postalCode: '605101' }).state).toBe('Tamil Nadu');
    expect(messageOf({ state: 'Kerala', postalCode: '605101' })).toBe(
      ADDRESS_MSG.stateOfPincode('605101', ['Tamil Nadu', 'Puducherry']),
    );
  });

  it('with a pincode India Post does not list, still wants one of India’s states', () => {
    expect(parsed({ state: 'tamilnadu', postalCode: '999999' }).state).toBe('Tamil Nadu');
    expect(messageOf({ state: 'Atlantis', postalCode: '999999' })).toBe(ADDRESS_MSG.stateUnknown);
  });

  it.each([
    ['addressLine1', '', ADDRESS_MSG.line1Required],
    ['addressLine1', '   ', ADDRESS_MSG.line1Required],
    ['addressLine1', '12 A', 'Address line 1 must be at least 5 characters'],
    ['addressLine1', 'x'.repeat(121), 'Address line 1 must be at most 120 characters'],
    ['addressLine1', 'asha@example.com', 'Address line 1 cannot contain "@"'],
    ['addressLine1', '12 Main Road; drop table', 'Address line 1 cannot contain ";"'],
    ['addressLine1', '12 Main Road <b>', 'Address line 1 cannot contain "<"'],
    ['addressLine1', '12 "Lakshmi" Road', 'Address line 1 cannot contain """'],
    ['addressLine1', '🏠 12 Main Road', 'Address line 1 cannot contain "🏠"'],
    ['addressLine1', 'Cafe\u0301 Street 4', 'Address line 1 cannot contain "é"'],
    ['addressLine2', 'Near ₹10 shop', 'Address line 2 cannot contain "₹"'],
    ['addressLine2', 'y'.repeat(121), 'Address line 2 must be at most 120 characters'],
    ['city', '', ADDRESS_MSG.cityRequired],
    ['city', 'Coimbatore 2', 'City cannot contain "2"'],
    ['city', "St. Mary's", 'City cannot contain "\'"'],
    ['city', '.-', 'City must contain a letter'],
    ['city', 'c'.repeat(61), 'City must be at most 60 characters'],
    ['state', '', ADDRESS_MSG.stateRequired],
    ['state', 'Tamil/Nadu', 'State cannot contain "/"'],
    ['country', 'India1', 'Country cannot contain "1"'],
    ['country', 'U.S.A', 'Country cannot contain "."'],
    ['postalCode', '64101', ADDRESS_MSG.postalDigits],
  ])('refuses %s %j: %s', (field, value, message) => {
    expect(messageOf({ [field]: value })).toBe(message);
  });

  it('gives one message a field: the character before the length', () => {
    const result = AddressFieldsSchema.safeParse(anAddressInput({ addressLine1: '1@2' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Address line 1 cannot contain "@"']);
  });

  it('accepts any accepted line again after trimming, unchanged', () => {
    const chars = [...'aZ09 -.,#/\'’()&:@;"\t\n\u00a0\u200b'];
    const text = fc.array(fc.constantFrom(...chars), { maxLength: 130 }).map((list) => list.join(''));
    fc.assert(
      fc.property(text, text, (line1, line2) => {
        const first = AddressFieldsSchema.safeParse(anAddressInput({ addressLine1: line1, addressLine2: line2 }));
        if (!first.success) return;
        const { addressLine1, addressLine2 } = first.data;
        expect(addressLine1).toBe(addressLine1.trim());
        const again = AddressFieldsSchema.parse(
          anAddressInput({ addressLine1: addressLine1.trim(), addressLine2: addressLine2.trim() }),
        );
        expect([again.addressLine1, again.addressLine2]).toEqual([addressLine1, addressLine2]);
      }),
    );
  });
});

describe('addressFingerprint', () => {
  const fingerprint = (fields: Record<string, string>) => addressFingerprint(parsed(fields));

  it('reads the typographic apostrophe as the plain one, and ignores case and spacing', () => {
    expect(fingerprint({ addressLine1: "12/3A, St. Mary's Road (East)" })).toBe(
      fingerprint({ addressLine1: ' 12/3a,  ST. MARY’S road (east)' }),
    );
    expect(fingerprint({ addressLine1: '12/3A, Main Road' })).not.toBe(
      fingerprint({ addressLine1: '12/3B, Main Road' }),
    );
  });
});
