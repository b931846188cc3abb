import type { RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';
import { createAppRoutes } from '../src/app/router';
import { createRemoteRoutesLoader, type RemoteRoutesLoader } from '../src/federation/remote-routes-loader';
import { mountRoutes, type ShellRenderOptions, type ShellRenderResult } from './render-with-shell';

/** How each remote answers in a test: its routes, or the error its loading fails with. */
export type FakeRemotes = Partial<Record<RemoteName, readonly RemoteRoute[] | Error>>;

/** A loader for tests (jsdom cannot run federation scripts) built on the shell's real caching loader. */
function createFakeRemoteLoader(remotes: FakeRemotes): RemoteRoutesLoader {
  return createRemoteRoutesLoader(async (remote) => {
    const answer = remotes[remote];
    if (answer === undefined) throw new Error(`Loading script failed for ${remote}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

/** Renders the whole shell app (route table, guard, header, nav) with fake remotes. */
export function renderShellApp(
  options: ShellRenderOptions & { remotes?: FakeRemotes | RemoteRoutesLoader } = {},
): ShellRenderResult {
  const remotes =
    options.remotes !== undefined && 'load' in options.remotes
      ? (options.remotes as RemoteRoutesLoader)
      : createFakeRemoteLoader((options.remotes as FakeRemotes | undefined) ?? {});
  return mountRoutes(createAppRoutes({ remotes }), options);
}
