import { describe, expect, it } from 'vitest';
import { BUSINESS, upiPaymentUri } from './business';

describe('upiPaymentUri', () => {
  it('names the payee and the currency', () => {
    expect(upiPaymentUri()).toBe('upi://pay?pa=steelcut@upi&pn=SteelCut%20Plate%20Works&cu=INR');
    expect(BUSINESS.upiId).toBe('steelcut@upi');
  });

  it('carries the order number as the note', () => {
    expect(upiPaymentUri('SC250614-00012')).toBe(
      'upi://pay?pa=steelcut@upi&pn=SteelCut%20Plate%20Works&cu=INR&tn=SC250614-00012',
    );
  });

  it('carries the amount in rupees and the order number as the reference once there is an amount', () => {
    expect(upiPaymentUri('SC261123-00007', 118_050)).toBe(
      'upi://pay?pa=steelcut@upi&pn=SteelCut%20Plate%20Works&am=1180.50&cu=INR&tn=SC261123-00007&tr=SC261123-00007',
    );
    expect(upiPaymentUri('SC261123-00007', null)).toBe(upiPaymentUri('SC261123-00007'));
  });

  it('encodes a note that is not plain and ignores a blank one', () => {
    expect(upiPaymentUri('A&B=1 #2')).toMatch(/&tn=A%26B%3D1%20%232$/);
    expect(upiPaymentUri('   ')).toBe(upiPaymentUri());
  });
});
