import type { MigrationPhase } from '../platform/db';

const CONTRACT_FLAG = '--contract';

/**
 * The migrate command's phase from its arguments: none is the expand phase, `--contract` the contract
 * phase. Anything else stops it: a mistyped flag must not silently run the other phase.
 */
export function migrationPhaseOf(argumentList: readonly string[]): MigrationPhase {
  const unknown = argumentList.filter((argument) => argument !== CONTRACT_FLAG);
  if (unknown.length > 0)
    throw new Error(`unknown argument(s) ${unknown.join(' ')}: the only option is ${CONTRACT_FLAG}`);
  return argumentList.includes(CONTRACT_FLAG) ? 'contract' : 'expand';
}
