// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aShop } from '@steelcut/domain/testing/shop';
import { renderWithProviders } from '../../testing/render';
import { TopBar } from './TopBar';

// Issue 34 #3: the logo's label said 'SteelCut home' whatever the shop was called.
describe('the top bar', () => {
  it("names the logo's link after the shop", () => {
    renderWithProviders(<TopBar />, { shop: aShop({ tradingName: 'Kovai Laser Cutting' }) });
    expect(screen.getByRole('link', { name: 'Kovai Laser Cutting home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: /SteelCut/ })).toBeNull();
  });
});
