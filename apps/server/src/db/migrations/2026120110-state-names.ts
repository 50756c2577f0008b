import type { Kysely } from 'kysely';

/**
 * The states as the domain named them then (packages/domain/src/india.ts: INDIAN_STATES' names and
 * codes, STATE_ALIASES): a copy, as a migration does not import the app. A test holds them equal.
 */
export const STATES_THEN: [code: string, name: string][] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
];

export const STATE_ALIASES_THEN: Record<string, string> = {
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

const keyOf = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const BY_KEY = new Map<string, string>(
  STATES_THEN.flatMap(([code, name]) =>
    [keyOf(name), ...(STATE_ALIASES_THEN[code]?.split(' ') ?? [])].map((key): [string, string] => [key, name]),
  ),
);

/** The state's own name for a stored one ('Tamilnadu', 'TN' → 'Tamil Nadu'), or undefined for no state. */
export const canonicalStateThen = (name: string) => BY_KEY.get(keyOf(name));

/** The address's duplicate check as the domain worked it out then (addressFingerprint). */
const fingerprintOf = (row: Record<string, unknown>) =>
  ['address_line1', 'address_line2', 'city', 'state', 'postal_code', 'country']
    .map((column) =>
      String(row[column] ?? '')
        .toLowerCase()
        .replace(/’/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('|');

type AddressRow = Record<string, unknown> & {
  id: number;
  user_id: number;
  is_default: number;
  state: string;
  fingerprint: string;
};

/**
 * Stored states in their own names (issue 31: 'Tamilnadu' was charged IGST): addresses, orders and
 * quotations. An address that becomes a copy of another of its customer's is dropped (orders keep
 * their own copy of theirs); the one kept is the default if the dropped one was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const addresses = (await db.selectFrom('addresses').selectAll().orderBy('id').execute()) as AddressRow[];
  const fingerprints = new Map(addresses.map((row) => [`${row.user_id}:${row.fingerprint}`, row]));
  for (const row of addresses) {
    const state = canonicalStateThen(row.state);
    if (!state || state === row.state) continue;
    const fingerprint = fingerprintOf({ ...row, state });
    const same = fingerprints.get(`${row.user_id}:${fingerprint}`);
    if (same && same.id !== row.id) {
      await db.deleteFrom('addresses').where('id', '=', row.id).execute();
      if (row.is_default) await db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', same.id).execute();
      continue;
    }
    await db.updateTable('addresses').set({ state, fingerprint }).where('id', '=', row.id).execute();
    fingerprints.set(`${row.user_id}:${fingerprint}`, { ...row, state, fingerprint });
  }
  for (const table of ['orders', 'quotations']) {
    const states = await db.selectFrom(table).select('state').distinct().execute();
    for (const { state: stored } of states as { state: string }[]) {
      const state = canonicalStateThen(stored);
      if (state && state !== stored) await db.updateTable(table).set({ state }).where('state', '=', stored).execute();
    }
  }
}

/** The old spellings are not kept: nothing to undo. */
export async function down(): Promise<void> {}
