import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { nowIso } from '../lib/time';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { seedCatalogue } from './catalogue';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  /** Where a generated admin password is written for the owner to read (never to the log). */
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Idempotent: running it again changes nothing. */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await seedAdmin(db, options);
  await seedCatalogue(db);
}

// The admin mobile is a placeholder no Indian mobile number can be, so it never blocks a customer.
const ADMIN_MOBILE = '0000000000';

/** The file that holds a generated admin password, readable by the server's user alone. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

async function seedAdmin(db: Db, { adminEmail, adminPassword, dataDir, log }: SeedOptions) {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', ADMIN_USER_ID)
    .executeTakeFirst();
  if (existing) return;
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  const now = nowIso();
  const admin = await db
    .insertInto('users')
    .values({
      name: 'Admin',
      email: adminEmail,
      mobile_number: ADMIN_MOBILE,
      password_hash: await hashPassword(password),
      role: 'admin',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing()) // another process seeded it just now
    .returning('id')
    .executeTakeFirst();
  if (!admin) return;
  if (admin.id !== ADMIN_USER_ID) {
    throw new Error(`The admin must be user ${ADMIN_USER_ID} but got id ${admin.id}: seed an empty database`);
  }
  if (adminPassword) {
    log.info({ email: adminEmail }, 'admin account created');
  } else {
    // Logs travel (journald, log shippers): the password goes to a private file, the log says where.
    const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
    writeFileSync(file, `${adminEmail}\n${password}\n`, { mode: 0o600 });
    log.warn(
      { email: adminEmail, file },
      `Admin account created: its password is in ${file}. Sign in, change it, then delete the file (or set ADMIN_PASSWORD to choose it)`,
    );
  }
}
