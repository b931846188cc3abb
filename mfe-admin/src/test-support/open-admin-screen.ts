import { createElement } from 'react';
import type { Role, SessionDto } from '@booking-portal/api/contract';
import {
  DEMO_ORGANIZATIONS,
  fakeNetwork,
  renderRemoteRoutes,
  type FakeResponder,
  sessionFor,
} from '@booking-portal/shell/test-support';
import remoteRoutes from '../expose/routes';

/** Every organization of the demo data, provider included, as GET /api/organizations answers (with its zone). */
export const ALL_ORGANIZATIONS = [
  { ...DEMO_ORGANIZATIONS.palmCove, timeZone: 'America/New_York' },
  { ...DEMO_ORGANIZATIONS.encore, timeZone: 'America/New_York' },
  { ...DEMO_ORGANIZATIONS.cypressHills, timeZone: 'America/Chicago' },
];

/**
 * The routes' lazy pages, loaded before a render: on a cold jest cache, transforming a page on its
 * first import can take longer than a test waits for the page behind its Suspense spinner.
 */
function loadAdminPages(): Promise<unknown[]> {
  return Promise.all([
    import('../features/users/components/users-page'),
    import('../features/departments/components/departments-page'),
    import('../features/performers/components/performers-page'),
    import('../features/dashboard/components/dashboard-page'),
  ]);
}

/**
 * Renders the admin remote's routes at `route` for the demo account of `role`, GET /api/organizations
 * answered by `organizations` (the demo ones unless a test says otherwise).
 */
export async function openAdminScreen(
  route: string,
  role: Role,
  overrides: Partial<SessionDto> = {},
  organizations: FakeResponder = { status: 200, body: ALL_ORGANIZATIONS },
) {
  await loadAdminPages();
  fakeNetwork.on('GET', '/api/organizations', organizations);
  // The shell mounts remote screens inside its <main>; axe checks that content sits in a landmark.
  const inMain = remoteRoutes.map(({ path, element }) => ({
    path,
    element: createElement('main', null, element),
  }));
  return renderRemoteRoutes(inMain, { route, session: sessionFor(role, overrides) });
}

/** The JSON body of the only request of `method path`. */
export function onlyRequestBody(method: string, path: string): unknown {
  const requests = fakeNetwork.requestsTo(method, path);
  expect(requests).toHaveLength(1);
  const body = requests[0]?.body;
  return body === null || body === undefined ? null : (JSON.parse(body) as unknown);
}
