import { describe, expect, it } from 'vitest';
import { anAddressInput } from '../testing/factories';
import { ADDRESS_MSG, AddressFieldsSchema } from './address';

function messageOf(fields: Record<string, string>) {
  const result = AddressFieldsSchema.safeParse(anAddressInput(fields));
  expect(result.success, 'refused').toBe(false);
  return result.error?.issues[0]?.message;
}

// An address prints on the invoice: a line break or tab inside a field would print as extra lines.
describe('AddressFieldsSchema', () => {
  it.each([
    ['addressLine1', '14, Avinashi\r\nRoad', ADDRESS_MSG.line1Chars],
    ['addressLine1', '14,\tAvinashi Road', ADDRESS_MSG.line1Chars],
    ['addressLine1', '14, Avinashi\ufeffRoad', ADDRESS_MSG.line1Chars],
    ['addressLine2', 'Near\nLakshmi Mills', ADDRESS_MSG.line2Chars],
    ['addressLine2', 'Near\u2028Lakshmi Mills', ADDRESS_MSG.line2Chars],
    ['city', 'Coim\nbatore', ADDRESS_MSG.cityChars],
    ['state', 'Tamil\u000bNadu', ADDRESS_MSG.stateChars],
    ['country', 'IN\rDIA', ADDRESS_MSG.countryChars],
  ])('refuses a control character in %s', (field, value, message) => {
    expect(messageOf({ [field]: value })).toBe(message);
  });

  it('still takes spaces, a no-break space included, and trims line breaks at the ends', () => {
    const parsed = AddressFieldsSchema.parse(
      anAddressInput({ addressLine2: 'Near\u00a0Lakshmi Mills', city: 'Coimbatore\n' }),
    );
    expect(parsed).toMatchObject({ addressLine2: 'Near\u00a0Lakshmi Mills', city: 'Coimbatore' });
  });
});
