import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { LiveAccountLink } from './account-link.repository';
import { linkInvalid, type AccountLinkService } from './account-link.service';
import type { UserRepository } from './user.repository';

export interface SignUpCompletionDeps {
  links: AccountLinkService;
  users: UserRepository;
  telemetry: TelemetryFacade;
}

/** How the account was finished, and with what: the password's hash and the department, if any. */
export interface SignUp {
  passwordHash: string;
  department: string | null;
  via: 'invitation' | 'registration_link';
}

/**
 * Registers the pending account a used-up sign-up link names, ends its other sign-up links and
 * writes the audit row, in the caller's transaction (the one that used the link up). The person
 * registering is the author of the change, from the address they register from.
 */
export async function completeSignUp(
  trx: Knex.Transaction,
  deps: SignUpCompletionDeps,
  link: Pick<LiveAccountLink, 'userId' | 'email' | 'organizationId'>,
  client: RequestClient,
  signUp: SignUp,
): Promise<void> {
  const completed = await deps.users.completeRegistration(trx, link.userId, {
    passwordHash: signUp.passwordHash,
    firebaseUid: randomUUID(),
    department: signUp.department,
  });
  if (!completed) throw linkInvalid();
  await deps.links.endSignUpLinks(trx, link.userId);
  await deps.telemetry.auditWrite(
    trx,
    { actor: { userId: link.userId, email: link.email }, client },
    {
      action: 'user_registered',
      resource: 'user',
      resourceId: link.userId,
      organizationId: link.organizationId,
      details: { via: signUp.via },
    },
  );
}
