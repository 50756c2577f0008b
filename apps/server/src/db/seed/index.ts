import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { seedCatalogue } from './catalogue';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Idempotent: running it again changes nothing. */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await seedAdmin(db, options);
  await seedCatalogue(db);
}

// The admin mobile is a placeholder no Indian mobile number can be, so it never blocks a customer.
const ADMIN_MOBILE = '0000000000';

async function seedAdmin(db: Db, { adminEmail, adminPassword, log }: SeedOptions) {
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
    // Printed once, at first start; it is not stored anywhere in clear.
    log.warn(`Admin account created: ${adminEmail} / ${password} (set ADMIN_PASSWORD to choose it)`);
  }
}
