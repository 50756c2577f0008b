import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { MSG } from '@steelcut/domain/schemas/fields';
import { asUser, expectError, newUserBody, registerUser, useTestApp } from '../../../test/helpers';

// Names print on invoices and e-mail addresses tell accounts apart in the back office: neither may
// hide a line break or an invisible character, and two addresses that read alike are one account.

const t = useTestApp();

let ipSequence = 0;
const freshIp = () => `10.7.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: freshIp() });
const put = (who: { token: string }, url: string, payload: object) =>
  t.app.inject(asUser(who, { method: 'PUT', url: `/api/auth/${url}`, payload }));
const userRows = () => t.db.selectFrom('users').select(['id', 'name', 'email']).execute();
const rowOf = (id: number) =>
  t.db.selectFrom('users').select(['name', 'email']).where('id', '=', id).executeTakeFirstOrThrow();

const ALICE = 'alice@example.com';
const FULL_WIDTH_ALICE = 'ａｌｉｃｅ@example.com';
const CYRILLIC_A_ALICE = '\u0430lice@example.com';

const HIDDEN_IN_NAMES = {
  'CR LF': 'Ravi\r\nKumar',
  LF: 'Ravi\nGSTIN 33ABCDE1234F1Z5',
  TAB: 'Ravi\tKumar',
  NUL: 'Ravi\u0000Kumar',
  'C1 NEL': 'Ravi\u0085Kumar',
  'zero-width space': 'Ravi\u200bKumar',
  'right-to-left override': 'Ravi \u202eramuK',
  'first strong isolate': 'Ravi \u2068Kumar',
  BOM: 'Ravi\ufeffKumar',
};

describe('names', () => {
  it.each(Object.entries(HIDDEN_IN_NAMES))('register refuses a name with a %s and writes nothing', async (_, name) => {
    const before = await userRows();
    expectError(await post('register', newUserBody({ name })), 400, MSG.nameControl);
    expect(await userRows()).toEqual(before);
  });

  it('updateName refuses them too and keeps the name', async () => {
    const user = await registerUser(t.app, { name: 'Ravi Kumar' });
    for (const newName of Object.values(HIDDEN_IN_NAMES)) {
      expectError(await put(user, 'updateName', { newName }), 400, MSG.nameControl);
    }
    expect((await rowOf(user.userId)).name).toBe('Ravi Kumar');
  });

  it('still takes names in any script, with spaces, dots and apostrophes', async () => {
    const user = await registerUser(t.app, { name: 'சுந்தர் பிச்சை' });
    const renamed = await put(user, 'updateName', { newName: "D'Souza, A. K." });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await rowOf(user.userId)).name).toBe("D'Souza, A. K.");
  });
});

describe('e-mail addresses', () => {
  let alice: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    alice = await registerUser(t.app, { email: ALICE });
  });

  it('refuses an invisible character instead of making a second alice', async () => {
    const before = await userRows();
    expectError(await post('register', newUserBody({ email: 'ali\u200bce@example.com' })), 400, MSG.emailInvisible);
    expectError(await post('register', newUserBody({ email: 'alice@example.com\ufeff' })), 400, MSG.emailInvisible);
    expect(await userRows()).toEqual(before);
  });

  it('reads a full-width address as the ASCII one: already taken', async () => {
    const before = await userRows();
    expectError(await post('register', newUserBody({ email: FULL_WIDTH_ALICE })), 409, AUTH_MSG.emailTaken);
    expectError(
      await post('register', newUserBody({ email: 'ＡＬＩＣＥ＠ｅｘａｍｐｌｅ．ｃｏｍ' })),
      409,
      AUTH_MSG.emailTaken,
    );
    expect(await userRows()).toEqual(before);
  });

  it('refuses a local part that mixes Latin with Cyrillic or Greek letters', async () => {
    const before = await userRows();
    expectError(await post('register', newUserBody({ email: CYRILLIC_A_ALICE })), 400, MSG.emailMixedScript);
    expectError(await post('register', newUserBody({ email: '\u03b1lice@example.com' })), 400, MSG.emailMixedScript);
    expect(await userRows()).toEqual(before);
  });

  it('takes a local part all in Cyrillic, a real customer’s address, lower-cased', async () => {
    const response = await post('register', newUserBody({ email: 'Иван.Петров@example.com' }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await rowOf(response.json().user.id)).email).toBe('иван.петров@example.com');
    expectError(await post('register', newUserBody({ email: 'ИВАН.ПЕТРОВ@example.com' })), 409, AUTH_MSG.emailTaken);
  });

  it('signs in with the full-width form to the same account', async () => {
    for (const email of [FULL_WIDTH_ALICE, 'ＡＬＩＣＥ@example.com', ' alice@example.com ']) {
      const response = await post('login', { email, password: alice.password });
      expect(response.statusCode, `${email}: ${response.body}`).toBe(200);
      expect(response.json().user).toMatchObject({ id: alice.userId, email: ALICE });
    }
  });

  it('sends the reset code for the full-width form to the account, and takes it back in that form', async () => {
    expect((await post('forgotPassword', { email: FULL_WIDTH_ALICE })).statusCode).toBe(200);
    for (let i = 0; i < 50 && !t.mails.some((m) => m.to === ALICE); i += 1) await new Promise((r) => setTimeout(r, 20));
    const otp = t.mails.findLast((m) => m.to === ALICE)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(otp).toBeDefined();
    const verified = await post('verifyOTP', { email: 'ＡＬＩＣＥ@example.com', otp: otp! });
    expect(verified.statusCode, verified.body).toBe(200);
    const reset = await post('resetPassword', {
      email: FULL_WIDTH_ALICE,
      newPassword: 'newpass99',
      resetToken: verified.json().resetToken,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await post('login', { email: ALICE, password: 'newpass99' })).statusCode).toBe(200);
    alice.password = 'newpass99';
  });

  it('updateEmail applies the same rules and stores the normalised address', async () => {
    const user = await registerUser(t.app);
    expectError(await put(user, 'updateEmail', { newEmail: 'bo\u200db@example.com' }), 400, MSG.emailInvisible);
    expectError(await put(user, 'updateEmail', { newEmail: 'b\u043eb@example.com' }), 400, MSG.emailMixedScript);
    expectError(await put(user, 'updateEmail', { newEmail: FULL_WIDTH_ALICE }), 409, AUTH_MSG.emailTaken);
    expect((await rowOf(user.userId)).email).toBe(user.email);

    const changed = await put(user, 'updateEmail', { newEmail: 'ＢＯＢ@example.com' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await rowOf(user.userId)).email).toBe('bob@example.com');
  });
});
