import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from './environment';

/** An API client signed in as a demo account, for preparing a test's own data the way the portal would. */
export async function apiSignedInAs(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } });
  const response = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()}`);
  return api;
}

/** 'name (organization)' as a stale write's 412 names a writer (writerLabel), from the account's own session. */
export async function writerLabelOf(email: string): Promise<string> {
  const api = await apiSignedInAs(email);
  const session = (await (await api.get('/api/auth/session')).json()) as {
    user: { username: string };
    organization: { name: string } | null;
  };
  await api.dispose();
  return session.organization === null
    ? session.user.username
    : `${session.user.username} (${session.organization.name})`;
}
