/** Types of binaries.mjs for TypeScript callers (the e2e stack test). */

export declare const STACK_BINARIES: Readonly<
  Record<'nginx' | 'prometheus' | 'pg_dump' | 'pg_restore', string>
>;
export declare const CHECK_BINARIES: Readonly<Record<'pg_isready', string>>;
export declare function locateBinary(name: string): string | null;
export declare function missingBinaryMessage(name: string): string;
export declare function findBinary(name: string): string;
