import type { Knex } from 'knex';
import type { UserDto } from '../../contract';
import type { GuardedRouter } from '../../platform/http';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import type { ChangeValidators } from '../change-counters';
import type { TelemetryFacade } from '../telemetry';
import type { AccessControl, LastWriteLookup } from '../../platform/http';
import { createAccessControl as buildAccessControl } from './access-control.middleware';
import { createActorResolver } from './actor-resolver';
import { createAfterAnswer } from './after-answer';
import { createAccountLinkRepository } from './account-link.repository';
import { registerAccountLinkRoutes } from './account-link.routes';
import { createAccountLinkService } from './account-link.service';
import { createAdminPermissionService } from './admin-permission.service';
import { createIdentityRouter } from './identity.routes';
import { createIdentityHousekeepingRepository } from './identity-housekeeping.repository';
import { createIdentityJobs, type IdentityJobs } from './identity-jobs';
import type { MemberOrganizationColumn, OrganizationDirectory } from './identity.types';
import { createInvitationService } from './invitation.service';
import { createLastWriterLookup, createWriterLookup, type WriterLookup } from './last-writer';
import { createLoginAttemptRepository } from './login-attempt.repository';
import { createLoginService } from './login.service';
import { createManagedUserRepository } from './managed-user.repository';
import { createPasswordResetService } from './password-reset.service';
import { createRateLimitRepository } from './rate-limit.repository';
import { createRegistrationService } from './registration.service';
import { createSessionEndReasonReader } from './session-end-reason';
import { createSessionRepository } from './session.repository';
import { createSessionService } from './session.service';
import { createUserAccountStatusService } from './user-account-status.service';
import { registerUserAdminRoutes } from './user-admin.routes';
import { createUserAdminService } from './user-admin.service';
import { createUserLookupService } from './user-lookup.service';
import { createUserRepository, toUserDto } from './user.repository';

export type { IdentityJobs } from './identity-jobs';
export type { MemberOrganizationColumn } from './identity.types';
export { resolveRole, isAllowed } from './role-resolution';
export {
  assertOrganizationVisible,
  maySeeOrganization,
  organizationScopeOf,
  type TenantActor,
} from './organization-tenancy';
export { departmentMembership, type DepartmentMembership } from './department-membership';
export { seedIdentityDemoData, DEMO_PASSWORD } from './identity.seed';

export interface AccessControlModuleDeps {
  knex: Knex;
  telemetry: TelemetryFacade;
  /** The org module's, read with each session (wired in app.ts). */
  memberOrganization: MemberOrganizationColumn;
  /**
   * Keys the buckets that clients past the ceiling on new rate-limit counters share (the session
   * secret: the same on every replica, and no one can pick addresses sharing a given client's bucket).
   */
  foldKeySecret: string;
}

/**
 * The authorization helper for every module's routes: `access.createRouter()` gives a router whose
 * routes each declare `{ access: 'public' | 'session' | 'roles' }`; `access.rateLimit()` limits per IP.
 */
export function createAccessControl(deps: AccessControlModuleDeps): AccessControl {
  const sessions = createSessionRepository(deps.knex, deps.memberOrganization);
  return buildAccessControl({
    resolveActor: createActorResolver(sessions),
    sessionEndReasonOf: createSessionEndReasonReader(sessions),
    rateLimits: createRateLimitRepository(deps.knex, deps.foldKeySecret),
    telemetry: deps.telemetry,
  });
}

/** What other modules may ask identity. */
export interface IdentityFacade {
  findUser(id: number): Promise<UserDto | null>;
  /** Sessions not yet expired, across every replica (for the active-sessions metric). */
  countActiveSessions(): Promise<number>;
  /** Who saved an audited entity last, and when: the 412 of a stale write names them (app.ts). */
  lastWriteOf: LastWriteLookup;
  /** A user's username and organization's name as writes name them (the change stream's presence too). */
  findWriter: WriterLookup;
}

export interface IdentityModuleDeps {
  knex: Knex;
  logger: Logger;
  sessionTtlHours: number;
  /** The portal's public origin: mailed links point at its pages. */
  publicOrigin: string;
  telemetry: TelemetryFacade;
  organizations: OrganizationDirectory;
  memberOrganization: MemberOrganizationColumn;
  access: AccessControl;
  /** The validators of the conditional reads (the changes module's facade). */
  changes: ChangeValidators;
  /** The process's one Prometheus registry (failures of the work after an answer are counted there). */
  metrics: PortalMetrics;
  /** Keys the buckets of strangers' folded counts (the session secret; see AccessControlModuleDeps). */
  foldKeySecret: string;
}

/** Identity: users, admin permissions, sessions, login throttling, the auth routes and User Management. */
export function createIdentityModule(deps: IdentityModuleDeps): {
  router: GuardedRouter;
  facade: IdentityFacade;
  /**
   * Housekeeping of sessions, login attempts and rate-limit counters on a timer (started by main.ts),
   * and the work answers leave behind (settled()).
   */
  jobs: IdentityJobs;
} {
  const logger = deps.logger.child({ module: 'identity' });
  const { knex, telemetry, organizations, publicOrigin } = deps;
  const users = createUserRepository(knex);
  const sessionRepository = createSessionRepository(knex, deps.memberOrganization);
  const sessions = createSessionService({ sessions: sessionRepository, ttlHours: deps.sessionTtlHours });
  const links = createAccountLinkService({ links: createAccountLinkRepository(knex), organizations });
  const afterAnswer = createAfterAnswer({ logger, metrics: deps.metrics });
  const invitations = createInvitationService({ knex, links, users, sessions, telemetry, publicOrigin });
  const registration = createRegistrationService({
    knex,
    users,
    links,
    organizations,
    sessions,
    telemetry,
    publicOrigin,
    afterAnswer,
  });
  const router = createIdentityRouter({
    access: deps.access,
    sessions,
    login: createLoginService({
      users,
      attempts: createLoginAttemptRepository(knex, deps.foldKeySecret),
      rateLimits: createRateLimitRepository(knex, deps.foldKeySecret),
      sessions,
      telemetry,
      logger,
    }),
    registration,
    lookup: createUserLookupService({ users, organizations, telemetry }),
  });
  registerAccountLinkRoutes(router, {
    access: deps.access,
    links,
    invitations,
    registration,
    passwordReset: createPasswordResetService({
      knex,
      users,
      links,
      sessionRows: sessionRepository,
      sessions,
      telemetry,
      publicOrigin,
      afterAnswer,
    }),
  });
  const managedUsers = createManagedUserRepository(knex, deps.memberOrganization);
  registerUserAdminRoutes(
    router,
    createUserAdminService({ knex, users: managedUsers, organizations, telemetry, invitations }),
    createAdminPermissionService({ knex, users: managedUsers, telemetry }),
    createUserAccountStatusService({
      knex,
      users: managedUsers,
      sessions: sessionRepository,
      invitations,
      links,
      organizations,
      telemetry,
    }),
    deps.changes,
  );
  return {
    router,
    facade: {
      async findUser(id) {
        const user = await users.findById(id);
        return user ? toUserDto(user) : null;
      },
      countActiveSessions: () => sessionRepository.countActive(),
      lastWriteOf: createLastWriterLookup({ knex, telemetry, memberOrganization: deps.memberOrganization }),
      findWriter: createWriterLookup(knex, deps.memberOrganization),
    },
    jobs: createIdentityJobs({
      housekeeping: createIdentityHousekeepingRepository(knex),
      afterAnswer,
      logger,
    }),
  };
}
