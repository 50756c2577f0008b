// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAmount } from '../../testing/billing';
import { renderWithProviders } from '../../testing/render';
import { AmountFigures } from './AmountFigures';

const rowText = (label: string) => screen.getByText(label).parentElement?.textContent;

describe('an estimate’s figures with delivery', () => {
  it('shows a delivery charge as its own line, inside the taxable value', () => {
    // 1,00,000 goods + 25,000 delivery = 1,25,000 taxable; 9% + 9% = 11,250 each
    renderWithProviders(
      <AmountFigures
        amount={anAmount({
          deliveryPaise: 25_000,
          delivery: { kind: 'charged', paise: 25_000, reason: 'Delivery at a flat rate' },
          cgstPaise: 11_250,
          sgstPaise: 11_250,
          totalPaise: 147_500,
        })}
      />,
    );
    expect(rowText('Delivery')).toBe('Delivery₹250.00');
    expect(rowText('Taxable value')).toBe('Taxable value₹1,250.00');
    expect(rowText('Total')).toBe('Total₹1,475.00');
  });

  it('says when the shop quotes delivery, and shows nothing for an estimate made before delivery counted', () => {
    const { unmount } = renderWithProviders(
      <AmountFigures
        amount={anAmount({ delivery: { kind: 'quoted', paise: 0, reason: 'Delivery quoted by the shop' } })}
      />,
    );
    expect(rowText('Delivery')).toBe('DeliveryDelivery quoted by the shop');
    expect(rowText('Taxable value')).toBe('Taxable value₹1,000.00');
    unmount();
    renderWithProviders(<AmountFigures amount={anAmount()} />);
    expect(screen.queryByText('Delivery')).toBeNull();
  });
});

describe('an express estimate’s figures', () => {
  it('shows the parts and the dispatch surcharge, which add up to the taxable value', () => {
    // 1,00,000 of goods + 35,000 surcharge = 1,35,000 taxable; 9% + 9% = 12,150 each.
    renderWithProviders(
      <AmountFigures
        amount={anAmount({
          subtotalPaise: 135_000,
          surchargePaise: 35_000,
          cgstPaise: 12_150,
          sgstPaise: 12_150,
          totalPaise: 159_300,
        })}
      />,
    );
    expect(rowText('Subtotal')).toBe('Subtotal₹1,000.00');
    expect(rowText('Dispatch surcharge')).toBe('Dispatch surcharge₹350.00');
    expect(rowText('Taxable value')).toBe('Taxable value₹1,350.00');
    expect(rowText('Total')).toBe('Total₹1,593.00');
  });
});
