import fc from 'fast-check';
import { z } from 'zod';

/** The parts of JSON Schema that zod's toJSONSchema writes for this API's schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: nested(depth - 1), b: [depth] });

/** What an attacker sends instead of a well-formed value. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'x'.repeat(100 * 1024),
  '\u202Egnp.exe', // right-to-left override
  '👨‍👩‍👧‍👦🔥'.repeat(20),
  'nul\u0000byte',
  'bell\u0007 tab\t line\nbreak\r', // C0 control characters
  'del\u007f csi\u009b nel\u0085', // DEL and C1
  '\uD800', // a lone surrogate
  null,
  '',
  '   ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '0x10',
  '1.5',
  'true',
  -1,
  0,
  1.5,
  2 ** 53 + 2,
  1e308,
  true,
  {},
  [],
  [[]],
  [null],
  nested(300),
  Array.from({ length: 1000 }, (_, i) => i),
  "' or 1=1 --",
  '"; drop table users; --',
  "1' union select password_hash from users --",
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.png',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
];
export const hostile: fc.Arbitrary<unknown> = fc.constantFrom(...HOSTILE_VALUES);

/** Keys a mass-assignment attack adds to a body. */
const EXTRA_KEYS = fc.constantFrom<Record<string, unknown>>(
  {},
  {},
  { role: 'admin' },
  { userId: 1, user_id: 1, id: 1 },
  { isAdmin: true, token_version: 0 },
);

/**
 * Values for `schema` (a zod schema, read as JSON Schema for its input): mostly what it
 * accepts, one node in ten replaced by a hostile value, objects sometimes missing keys or
 * carrying extra ones.
 */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

function fromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: wellFormed(schema) }, { weight: 1, arbitrary: hostile });
}

function wellFormed(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map(fromJsonSchema));
  if (s.allOf) return fromJsonSchema(s.allOf[0]);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => wellFormed({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringFor(s);
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = Math.min(s.maximum ?? (s.exclusiveMaximum ?? 1e9) - 1, 1e12);
      // Small numbers hit the ids that exist; numbers as strings test coercion.
      const value = fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }));
      const number = s.type === 'number' ? fc.oneof(value, fc.double({ min, max, noNaN: true })) : value;
      return fc.oneof({ weight: 4, arbitrary: number }, { weight: 1, arbitrary: number.map(String) });
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromJsonSchema(s.items) : hostile, {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value)]),
      );
      const complete = fc.record(properties, { requiredKeys: s.required ?? [] });
      const partial = fc.record(properties, { requiredKeys: [] });
      return fc
        .tuple(fc.oneof({ weight: 5, arbitrary: complete }, { weight: 1, arbitrary: partial }), EXTRA_KEYS)
        .map(([body, extra]) => ({ ...extra, ...body }));
    }
    default:
      return fc.oneof(fc.string(), fc.integer(), hostile);
  }
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const length = {
    minLength: s.minLength ?? 0,
    maxLength: Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 40, 300)),
  };
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  // A pattern fast-check cannot generate from: strings of the right length instead.
  const matching = s.pattern ? tryStringMatching(s.pattern) : undefined;
  if (matching) return fc.oneof(matching, fc.string(length));
  return fc.oneof(fc.string(length), fc.string({ ...length, unit: 'binary' }));
}

function tryStringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    // Lookaheads (a password's 'a letter and a digit') are left out: most strings still pass them.
    const arbitrary = fc.stringMatching(new RegExp(pattern.replace(/\(\?[=!][^)]*\)/g, '')));
    fc.sample(arbitrary, 1);
    return arbitrary;
  } catch {
    return undefined;
  }
}
