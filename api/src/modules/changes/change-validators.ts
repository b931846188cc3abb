import { createHash } from 'node:crypto';
import type { Actor } from '../../platform/http';
import { weakTag } from '../../platform/http';
import type { ChangeCounterRepository, ChangeDependency } from './change-counters.repository';

/**
 * A read's validator: the versions of what its answer is made of, who asks (answers differ per
 * actor: role, organization and department narrow them; null for a public read) and what is asked (path and query). Equal
 * tags mean the same answer; the database alone decides, so every replica gives the same tag.
 */
export function createChangeValidators(counters: ChangeCounterRepository) {
  return {
    async tagOf(
      actor: Actor | null,
      requestUrl: string,
      dependencies: readonly ChangeDependency[],
    ): Promise<string> {
      const fingerprint = await counters.fingerprint(dependencies);
      const digest = createHash('sha256')
        .update(
          JSON.stringify([
            actor?.userId ?? null,
            actor?.role ?? null,
            actor?.organizationId ?? null,
            actor?.department ?? null,
            requestUrl,
            dependencies,
            fingerprint,
          ]),
        )
        .digest('base64url')
        .slice(0, 27);
      return weakTag(digest);
    },
  };
}

export type ChangeValidators = ReturnType<typeof createChangeValidators>;
