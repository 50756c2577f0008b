import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from './schemas/shop';
import { isSampleUpiId } from './business';
import { openingHoursText, postalAddress, telHref } from './shop-details';

describe('the shop’s details in words', () => {
  it('runs consecutive days together and lists the rest', () => {
    expect(openingHoursText(DEFAULT_SHOP.openingHours)).toBe('Monday to Friday 09:00-18:00');
    const hours = (days: (typeof DEFAULT_SHOP.openingHours.days)[number][]) => ({
      days,
      opens: '08:30',
      closes: '19:00',
    });
    expect(openingHoursText(hours(['Monday', 'Wednesday', 'Friday']))).toBe('Monday, Wednesday, Friday 08:30-19:00');
    expect(openingHoursText(hours(['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))).toBe(
      'Monday, Tuesday, Thursday to Sunday 08:30-19:00',
    );
    // In the week's order, however they were stored.
    expect(openingHoursText(hours(['Sunday', 'Saturday']))).toBe('Saturday, Sunday 08:30-19:00');
  });

  it('writes the address on one line, and a phone as a tel: link', () => {
    expect(postalAddress(DEFAULT_SHOP.address)).toBe(
      '12 Industrial Estate Road, Ganapathy, Coimbatore, Tamil Nadu 641006, INDIA',
    );
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });

  it('knows the sample UPI ID in any case', () => {
    expect(isSampleUpiId(' SteelCut@UPI ')).toBe(true);
    expect(isSampleUpiId('ravisteel@okaxis')).toBe(false);
  });
});
