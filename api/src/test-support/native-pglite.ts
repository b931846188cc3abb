import { Module } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteParsers } from '../platform/db';

type PGliteModule = typeof import('@electric-sql/pglite');

function isPGliteModule(value: unknown): value is PGliteModule {
  return (
    typeof value === 'object' && value !== null && 'PGlite' in value && typeof value.PGlite === 'function'
  );
}

type TrigramModule = typeof import('@electric-sql/pglite/contrib/pg_trgm');

function isTrigramModule(value: unknown): value is TrigramModule {
  return typeof value === 'object' && value !== null && 'pg_trgm' in value;
}

/**
 * The test's Date objects come from jest's realm, where PGlite's `instanceof Date` check fails:
 * recognise them by shape instead.
 */
function serializeDateLike(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Date(value).toISOString();
  if (
    typeof value === 'object' &&
    value !== null &&
    'toISOString' in value &&
    typeof value.toISOString === 'function'
  ) {
    const text: unknown = value.toISOString();
    if (typeof text === 'string') return text;
  }
  throw new Error('Invalid input for date type');
}

/**
 * An in-memory PGlite loaded by Node's own module loader, outside jest's sandbox. PGlite loads
 * node builtins with dynamic import(), which jest's sandbox only allows under
 * --experimental-vm-modules; loaded natively it works under a plain `npx jest`.
 * `loadDataDir` starts from a dumped database instead of running initdb (seconds faster).
 */
export function createNativeMemoryPGlite(loadDataDir?: Blob): PGlite {
  const nativeLoader = new Module(__filename);
  const loaded: unknown = nativeLoader.require(require.resolve('@electric-sql/pglite'));
  if (!isPGliteModule(loaded)) throw new Error('@electric-sql/pglite did not load');
  const { types } = loaded;
  const trigrams: unknown = nativeLoader.require(require.resolve('@electric-sql/pglite/contrib/pg_trgm'));
  if (!isTrigramModule(trigrams)) throw new Error('@electric-sql/pglite/contrib/pg_trgm did not load');
  return new loaded.PGlite({
    extensions: { pg_trgm: trigrams.pg_trgm },
    dataDir: 'memory://',
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: pgliteParsers,
    serializers: {
      [types.DATE]: serializeDateLike,
      [types.TIMESTAMP]: serializeDateLike,
      [types.TIMESTAMPTZ]: serializeDateLike,
    },
  });
}
