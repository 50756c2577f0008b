/** States and union territories with their GST state codes (the first two digits of a GSTIN). */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type StateName = (typeof INDIAN_STATES)[number]['name'];
export type StateCode = (typeof INDIAN_STATES)[number]['code'];
export const STATE_NAMES = INDIAN_STATES.map((state) => state.name) as [StateName, ...StateName[]];

/**
 * A state name as compared: letters only, lower case, '&' read as 'and' ('Tamil  Nadu', 'tamilnadu'
 * and 'TAMIL-NADU' are one key; 'J&K' is 'jandk').
 */
export const stateKey = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/**
 * Other ways each state is written, as keys (see stateKey) under its GST code: older names, common
 * misspellings, and the two-letter codes of vehicle plates and ISO 3166-2:IN. The migration that
 * normalised stored states keeps a copy (2026120110-state-names.ts; a test holds the two equal).
 */
export const STATE_ALIASES: Readonly<Partial<Record<StateCode, string>>> = {
  '01': 'jk jandk jammukashmir',
  '02': 'hp',
  '03': 'pb',
  '04': 'ch',
  '05': 'uk ua ut uttaranchal',
  '06': 'hr',
  '07': 'dl newdelhi nctofdelhi delhinct nationalcapitalterritoryofdelhi',
  '08': 'rj',
  '09': 'up',
  '10': 'br',
  '11': 'sk',
  '12': 'ar',
  '13': 'nl',
  '14': 'mn',
  '15': 'mz',
  '16': 'tr',
  '17': 'ml',
  '18': 'as',
  '19': 'wb',
  '20': 'jh',
  '21': 'od or orissa',
  '22': 'cg ct chattisgarh chhatisgarh',
  '23': 'mp',
  '24': 'gj gujrat',
  '26': 'dh dd dn dnhdd damananddiu dadraandnagarhaveli',
  '27': 'mh maharastra',
  '29': 'ka',
  '30': 'ga',
  '31': 'ld',
  '32': 'kl kerela',
  '33': 'tn',
  '34': 'py pondicherry',
  '35': 'an andamanandnicobar andamannicobar',
  '36': 'tg ts telengana',
  '37': 'ap',
  '38': 'la',
};

const BY_KEY = new Map<string, StateName>(
  INDIAN_STATES.flatMap((state) =>
    [stateKey(state.name), ...(STATE_ALIASES[state.code]?.split(' ') ?? [])].map((key): [string, StateName] => [
      key,
      state.name,
    ]),
  ),
);

/** The state's own name however it was typed ('Tamilnadu', 'TN', 'tamil nadu'), or undefined for no state. */
export function canonicalState(name: string): StateName | undefined {
  return BY_KEY.get(stateKey(name));
}

/** Whether two typed states are one ('Tamilnadu' and 'Tamil Nadu' are). */
export function sameState(a: string, b: string): boolean {
  return (canonicalState(a) ?? stateKey(a)) === (canonicalState(b) ?? stateKey(b));
}

export function findState(name: string) {
  const canonical = canonicalState(name);
  return INDIAN_STATES.find((state) => state.name === canonical);
}
