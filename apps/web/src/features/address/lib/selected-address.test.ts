import { describe, expect, it } from 'vitest';
import { anAddress } from '../testing/fixtures';
import { selectedAddress } from './selected-address';

describe('selectedAddress (SPEC section 2)', () => {
  const first = anAddress({ id: 1 });
  const home = anAddress({ id: 2, is_default: 1 });
  const office = anAddress({ id: 3 });

  it('preselects the default address, else the first', () => {
    expect(selectedAddress([first, home, office], null)).toBe(home);
    expect(selectedAddress([first, office], null)).toBe(first);
    expect(selectedAddress([], null)).toBeNull();
  });

  it('keeps the clicked card, and falls back when it is gone', () => {
    expect(selectedAddress([first, home, office], 3)).toBe(office);
    expect(selectedAddress([first, home], 3)).toBe(home);
  });
});
