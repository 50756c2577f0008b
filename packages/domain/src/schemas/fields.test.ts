import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG, LoginBodySchema, loginIdentifierField, RegisterFormSchema } from './auth';
import { normalizeEmail } from '../unicode-text';
import { EmailSchema, GstinSchema, MSG, NameSchema, StateNameSchema } from './fields';

/** The first message of a refusal; fails the test when the value is taken. */
function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  expect(result.success, 'refused').toBe(false);
  return result.error?.issues[0]?.message;
}

describe('NameSchema', () => {
  it.each([
    ['CR LF', 'Ravi\r\nKumar'],
    ['TAB', 'Ravi\tKumar'],
    ['NUL', 'Ravi\u0000'],
    ['DEL', 'Ravi\u007fKumar'],
    ['C1 NEL', 'Ravi\u0085Kumar'],
    ['line separator', 'Ravi\u2028Kumar'],
    ['zero-width space', 'Ravi\u200bKumar'],
    ['zero-width joiner', 'Ravi\u200dKumar'],
    ['left-to-right mark', 'Ravi\u200eKumar'],
    ['right-to-left override', 'Ravi\u202eKumar'],
    ['pop directional isolate', 'Ravi\u2069Kumar'],
    ['BOM', 'Ravi\ufeffKumar'],
  ])('refuses a %s inside', (_, name) => {
    expect(messageOf(NameSchema.safeParse(name))).toBe(MSG.nameControl);
  });

  it('trims line breaks and spaces at the ends, as it trims spaces', () => {
    expect(NameSchema.parse(' Ravi Kumar\r\n')).toBe('Ravi Kumar');
  });

  it.each(['Ravi Kumar', 'சுந்தர் பிச்சை', 'राम कुमार', "D'Souza, A. K.", 'Zoë Müller-Łukasz'])('takes %s', (name) => {
    expect(NameSchema.parse(name)).toBe(name);
  });
});

describe('EmailSchema', () => {
  it.each([
    ['full-width', 'ａｌｉｃｅ@example.com'],
    ['full-width capitals and @', 'ＡＬＩＣＥ＠ＥＸＡＭＰＬＥ．ＣＯＭ'],
    ['capitals and spaces', '  Alice@Example.COM\n'],
    ['mathematical letters', '𝐚𝐥𝐢𝐜𝐞@example.com'],
  ])('reads the %s form as alice@example.com', (_, email) => {
    expect(EmailSchema.parse(email)).toBe('alice@example.com');
  });

  it.each([
    ['zero-width space', 'ali\u200bce@example.com'],
    ['zero-width joiner', 'ali\u200dce@example.com'],
    ['soft hyphen', 'ali\u00adce@example.com'],
    ['right-to-left override', 'alice\u202e@example.com'],
    ['BOM at the end', 'alice@example.com\ufeff'],
    ['NUL', 'ali\u0000ce@example.com'],
    ['C1 control', 'ali\u0085ce@example.com'],
  ])('refuses a %s instead of dropping it', (_, email) => {
    expect(messageOf(EmailSchema.safeParse(email))).toBe(MSG.emailInvisible);
  });

  it.each([
    ['Cyrillic а among Latin', '\u0430lice@example.com'],
    ['Greek ο among Latin', 'b\u03bfb@example.com'],
    ['Cyrillic with Greek', '\u0438\u03b2\u0430\u043d@example.com'],
    ['Devanagari digit among Latin', 'alice\u0967@example.com'],
    ['a Cyrillic е in the domain', 'alice@\u0435xample.com'],
  ])('refuses %s', (_, email) => {
    expect(messageOf(EmailSchema.safeParse(email))).toBe(MSG.emailMixedScript);
  });

  it.each([
    ['an all-Cyrillic local part', 'Иван.Петров@example.com', 'иван.петров@example.com'],
    ['an all-Devanagari local part', 'राम@example.in', 'राम@example.in'],
    ['digits and punctuation with Cyrillic', 'иван_1990+2@example.com', 'иван_1990+2@example.com'],
  ])('takes %s', (_, email, stored) => {
    expect(EmailSchema.parse(email)).toBe(stored);
  });

  it('keeps its earlier messages', () => {
    expect(messageOf(EmailSchema.safeParse('  '))).toBe(MSG.emailRequired);
    expect(messageOf(EmailSchema.safeParse('alice@example'))).toBe(MSG.emailInvalid);
    expect(messageOf(EmailSchema.safeParse('ali ce@example.com'))).toBe(MSG.emailInvalid);
  });
});

describe('normalizeEmail', () => {
  // Letters with compatibility forms, combining marks and case pairs, among any text at all.
  const tricky = fc.constantFrom(...'ＡａＷ\u030aẘİıΣςßẞﬁ\u2126ℌ①㎏\u3000\u00a0 @.'.split(''));
  const anyChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
  const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.oneof(tricky, anyChar) }));
  const part = fc.string({ unit: fc.oneof(tricky, fc.constantFrom(...'abcXYZ09_-'.split(''))), minLength: 1 });
  const addressLike = fc.tuple(part, part, part).map(([local, host, tld]) => `${local}@${host}.${tld}`);

  it('is idempotent: normalising twice equals normalising once', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const once = normalizeEmail(raw);
        expect(normalizeEmail(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives EmailSchema’s answer, so a valid address parses to itself', () => {
    fc.assert(
      fc.property(fc.oneof(addressLike, text), (raw) => {
        const parsed = EmailSchema.safeParse(raw);
        if (parsed.success) {
          expect(parsed.data).toBe(normalizeEmail(raw));
          expect(EmailSchema.parse(parsed.data)).toBe(parsed.data);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('login', () => {
  it('looks the account up by the normalised address', () => {
    expect(LoginBodySchema.parse({ email: ' ＡＬＩＣＥ@example.com', password: 'x' }).email).toBe('alice@example.com');
  });

  it('reads a full-width @ as an e-mail, not a mobile number', () => {
    expect(loginIdentifierField('ａｌｉｃｅ＠example.com')).toBe('email');
    expect(loginIdentifierField('9876543210')).toBe('mobileNumber');
  });
});

describe('the register form with its fields still empty', () => {
  it('says the passwords do not match beside the fields’ own messages (the e-mail rules do not stop it)', () => {
    const result = RegisterFormSchema.safeParse({
      name: '',
      email: '',
      mobileNumber: '',
      password: 'steel-pass1',
      confirmPassword: 'steel-pass2',
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['confirmPassword', AUTH_MSG.passwordsDoNotMatch]);
    expect(issues).toContainEqual(['email', MSG.emailInvalid]);
    expect(issues?.filter(([path]) => path === 'email')).toHaveLength(2);
  });
});

// Issue 31 #8: a GSTIN with a wrong check character says so.
describe('GstinSchema', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', ' 29aagcb7383j1z4 '])(
    'takes the valid GSTIN %j, upper-cased',
    (gstin) => {
      expect(GstinSchema.parse(gstin)).toBe(gstin.trim().toUpperCase());
    },
  );

  it.each([
    ['27AAPFU0939F1ZW', MSG.gstinCheckCharacter],
    ['29AAGCB7383J1Z5', MSG.gstinCheckCharacter],
    ['28AAPFU0939F1ZV', MSG.gstinStateCode],
    ['99AAGCB7383J1Z4', MSG.gstinStateCode],
    ['27AAPFU0939F1YV', MSG.gstin],
    ['27AAPFU0939F1Z', MSG.gstin],
  ])('refuses %s: %s', (gstin, message) => {
    expect(messageOf(GstinSchema.safeParse(gstin))).toBe(message);
  });

  it('says the check character is wrong in those words', () => {
    expect(MSG.gstinCheckCharacter).toContain('the last character does not match the GSTIN');
  });
});

describe('StateNameSchema', () => {
  const schema = StateNameSchema('Choose a state');
  it.each(['Tamilnadu', ' TN ', 'tamil nadu'])('reads %j as Tamil Nadu', (typed) => {
    expect(schema.parse(typed)).toBe('Tamil Nadu');
  });

  it.each(['Tamil\u0000Nadu', 'Tamil\u202eNadu', 'Tamil\nNadu', 'Atlantis', ''])('refuses %j', (typed) => {
    expect(messageOf(schema.safeParse(typed))).toBe('Choose a state');
  });

  it('takes a blank as none where blank is allowed', () => {
    expect(StateNameSchema('Choose a state', { blank: true }).parse('  ')).toBeUndefined();
  });
});
