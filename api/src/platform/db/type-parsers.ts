import { types as pgliteTypes, type ParserOptions } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import pg from 'pg';

const DATE_OID = 1082;
const INT8_OID = 20;

/** A `date` stays the 'yyyy-MM-dd' text PostgreSQL sends: a JS Date would shift it by the server's time zone. */
const keepDateText = (value: string): string => value;
/** Counts and bigserial ids fit comfortably in a double; callers get numbers, not strings or BigInts. */
const int8AsNumber = (value: string): number => Number(value);

/** node-postgres, per connection (not the process-wide pg.types registry). */
export const pgTypeParsers: Knex.PgCustomTypesConfig = {
  getTypeParser(oid: number, format: string) {
    if (oid === DATE_OID) return keepDateText;
    if (oid === INT8_OID) return int8AsNumber;
    return pg.types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text');
  },
};

/** PGlite's `parsers` option. */
export const pgliteParsers: ParserOptions = {
  [pgliteTypes.DATE]: keepDateText,
  [pgliteTypes.INT8]: int8AsNumber,
};
