import { describe, expect, it } from 'vitest';
import { canonicalState, findState, INDIAN_STATES, sameState, STATE_ALIASES, stateKey } from './india';
import { isKnownPincode, pincodeStates, placeOfSupply } from './pincodes';

describe('state names', () => {
  it.each([
    ['Tamilnadu', 'Tamil Nadu'],
    ['TN', 'Tamil Nadu'],
    ['t.n.', 'Tamil Nadu'],
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['J&K', 'Jammu and Kashmir'],
    ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
    ['Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['NCT of Delhi', 'Delhi'],
    ['Telengana', 'Telangana'],
  ])('reads %j as %s', (typed, name) => {
    expect(canonicalState(typed)).toBe(name);
  });

  it('names no state for what is none, and compares states however they are written', () => {
    expect(canonicalState('Mumbai')).toBeUndefined();
    expect(canonicalState('')).toBeUndefined();
    expect(sameState('Tamilnadu', 'Tamil Nadu')).toBe(true);
    expect(sameState('TN', 'Kerala')).toBe(false);
    expect(findState('tamilnadu')?.code).toBe('33');
  });

  it('gives every alias one state, and none is another state’s own name', () => {
    const ownKeys = new Set(INDIAN_STATES.map((state) => stateKey(state.name)));
    const aliases = Object.values(STATE_ALIASES).flatMap((keys) => keys!.split(' '));
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases.filter((key) => ownKeys.has(key))).toEqual([]);
  });
});

describe('pincodes', () => {
  it.each([
    ['641601', ['Tamil Nadu']],
    ['641018', ['Tamil Nadu']],
    ['400001', ['Maharashtra']],
    ['110001', ['Delhi']],
    // Ladakh since 2019, the merged union territory since 2020.
    ['194101', ['Ladakh']],
    ['396210', ['Dadra and Nagar Haveli and Daman and Diu']],
    ['605101', ['Tamil Nadu', 'Puducherry']],
    ['000000', []],
    ['999999', []],
  ])('%s is in %j', (pincode, states) => {
    expect(pincodeStates(pincode)).toEqual(states);
    expect(isKnownPincode(pincode)).toBe(states.length > 0);
  });

  it('lists every pincode India Post has, each in one of the states', () => {
    let known = 0;
    for (let pincode = 100000; pincode <= 999999; pincode += 1) {
      const states = pincodeStates(String(pincode));
      if (states.length > 0) known += 1;
      for (const state of states) expect(canonicalState(state)).toBe(state);
    }
    expect(known).toBe(19159);
  });
});

describe('placeOfSupply', () => {
  it('is the pincode’s state, whatever the address says', () => {
    expect(placeOfSupply({ state: 'Tamilnadu', postalCode: '641601' })).toBe('Tamil Nadu');
    expect(placeOfSupply({ state: 'Maharashtra', postalCode: '641018' })).toBe('Tamil Nadu');
  });

  it('is the typed state where the pincode spans two and it is one of them', () => {
    expect(placeOfSupply({ state: 'Puducherry', postalCode: '605101' })).toBe('Puducherry');
    expect(placeOfSupply({ state: 'Kerala', postalCode: '605101' })).toBe('Tamil Nadu');
  });

  it('is the typed state, by its own name, for a pincode India Post does not list', () => {
    expect(placeOfSupply({ state: 'kerala', postalCode: '999999' })).toBe('Kerala');
    expect(placeOfSupply({ state: 'Atlantis', postalCode: '999999' })).toBe('Atlantis');
  });
});
