import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/**
 * PostgreSQL: a function that fails the statement it is in unless a count is the one expected,
 * so a guarded change (removeThenWrite) is one statement and needs no transaction around it.
 * SQLite checks the count inside its transaction instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function expect_count(actual bigint, expected bigint) returns bigint
    language plpgsql volatile as $$
    begin
      if actual <> expected then
        raise exception 'expected % rows, found %', expected, actual using errcode = 'SC001';
      end if;
      return actual;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function expect_count(bigint, bigint)`.execute(db);
}
