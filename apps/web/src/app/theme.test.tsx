// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';

const LONG_NAME = `${'Mounting_bracket_plate_for_conveyor_frame_revC_'.repeat(3)}`.slice(0, 116) + '.dxf';

// Layout is measured in the journey (e2e/long-names.journey.ts); here, that every page gets the style.
it('breaks a word too long for its line on every page, and keeps words whole in tables', () => {
  renderWithProviders(
    <>
      <p>{LONG_NAME}</p>
      <table>
        <tbody>
          <tr>
            <td>{LONG_NAME}</td>
          </tr>
        </tbody>
      </table>
    </>,
  );
  expect(getComputedStyle(document.body).overflowWrap).toBe('anywhere');
  expect(getComputedStyle(document.querySelector('td')!).overflowWrap).toBe('normal');
});
