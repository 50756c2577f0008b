import { describe, expect, it } from 'vitest';
import { BUSINESS, upiPaymentUri } from './business';

const SAMPLE = { upiId: BUSINESS.upiId, payeeName: BUSINESS.upiPayeeName };

describe('upiPaymentUri', () => {
  it('names the payee and the currency', () => {
    expect(upiPaymentUri(SAMPLE)).toBe('upi://pay?pa=steelcut@upi&pn=SteelCut%20Plate%20Works&cu=INR');
    expect(BUSINESS.upiId).toBe('steelcut@upi');
  });

  it('carries the order number as the note', () => {
    expect(upiPaymentUri(SAMPLE, 'SC250614-00012')).toBe(
      'upi://pay?pa=steelcut@upi&pn=SteelCut%20Plate%20Works&cu=INR&tn=SC250614-00012',
    );
  });

  it('carries the amount in rupees and the order number as the reference once there is an amount', () => {
    expect(upiPaymentUri(SAMPLE, 'SC261123-00007', 118_050)).toBe(
      'upi://pay?pa=steelcut@upi&pn=SteelCut%20Plate%20Works&am=1180.50&cu=INR&tn=SC261123-00007&tr=SC261123-00007',
    );
    expect(upiPaymentUri(SAMPLE, 'SC261123-00007', null)).toBe(upiPaymentUri(SAMPLE, 'SC261123-00007'));
  });

  it('pays whoever the shop names', () => {
    expect(upiPaymentUri({ upiId: 'ravi.steels@okaxis', payeeName: 'Ravi & Sons' })).toBe(
      'upi://pay?pa=ravi.steels@okaxis&pn=Ravi%20%26%20Sons&cu=INR',
    );
  });

  it('encodes a note that is not plain and ignores a blank one', () => {
    expect(upiPaymentUri(SAMPLE, 'A&B=1 #2')).toMatch(/&tn=A%26B%3D1%20%232$/);
    expect(upiPaymentUri(SAMPLE, '   ')).toBe(upiPaymentUri(SAMPLE));
  });
});
