import type { ReactElement } from 'react';

/**
 * One screen a remote offers the shell through its './routes' module. The shell decides who may see
 * the path (its guard) and mounts `element` inside its layout, Suspense and error boundary; remotes
 * use React.lazy pages so each screen loads only when visited.
 */
export interface RemoteRoute {
  /** The absolute path in the shell's route table, e.g. '/users'. */
  path: string;
  element: ReactElement;
}

/** The containers the shell knows; their URLs come from /remotes.json at run time. */
export const REMOTE_NAMES = ['mfe_calendar', 'mfe_admin', 'mfe_public'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
