import { migrationPhaseOf } from '../migration-phase-argument';

describe("the migrate command's phase", () => {
  it('when run without arguments, then it is the expand phase (before a rollout); with --contract, the contract phase', () => {
    expect(migrationPhaseOf([])).toBe('expand');
    expect(migrationPhaseOf(['--contract'])).toBe('contract');
  });

  it('when given anything else, then it stops naming it, rather than run a phase nobody asked for', () => {
    expect(() => migrationPhaseOf(['--contrat'])).toThrow(
      'unknown argument(s) --contrat: the only option is --contract',
    );
    expect(() => migrationPhaseOf(['--contract', 'now'])).toThrow('unknown argument(s) now');
  });
});
