import { canonicalState, INDIAN_STATES, type StateName } from './india';
import { PINCODE_STATES } from './india-pincodes.generated';

/** One letter per state, in INDIAN_STATES' order: how the generated table names them. */
export const PINCODE_SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij';

let table: Map<string, readonly StateName[]> | undefined;

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The table read once, on first use (a few ms; a module that only imports this file pays nothing). */
function load(): Map<string, readonly StateName[]> {
  const read = new Map<string, readonly StateName[]>();
  const data = PINCODE_STATES;
  let pincode = 0;
  let states: readonly StateName[] = [];
  let at = 0;
  while (at < data.length) {
    const start = at;
    while (!isDigit(data.charCodeAt(at))) at += 1;
    const symbols = data.slice(start, at);
    if (symbols !== ',') states = [...symbols].map((symbol) => INDIAN_STATES[PINCODE_SYMBOLS.indexOf(symbol)]!.name);
    let gap = 0;
    while (at < data.length && isDigit(data.charCodeAt(at))) gap = gap * 10 + data.charCodeAt(at++) - 48;
    pincode += gap;
    read.set(String(pincode).padStart(6, '0'), states);
  }
  return read;
}

/**
 * The states a pincode's post offices are in: one for all but a few dozen pincodes that span a
 * border (the one with most post offices first); none for a pincode India Post does not list.
 */
export function pincodeStates(pincode: string): readonly StateName[] {
  table ??= load();
  return table.get(pincode.trim()) ?? [];
}

export const isKnownPincode = (pincode: string) => pincodeStates(pincode).length > 0;

/**
 * The state that decides GST and is printed as the place of supply: where the pincode is (the
 * typed state where the pincode spans two and it is one of them), else the typed state as named.
 */
export function placeOfSupply(address: { state: string; postalCode: string }): string {
  const states = pincodeStates(address.postalCode);
  const typed = canonicalState(address.state);
  if (states.length === 0) return typed ?? address.state;
  return typed && states.includes(typed) ? typed : states[0]!;
}
