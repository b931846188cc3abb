import { lazy, Suspense, type ComponentType } from 'react';
import type { ChangedByColleaguePanelProps } from './changed-by-colleague-panel';

// The panel shows only after a save was refused with a 412: it loads then, not with every first paint.
const LoadedPanel = lazy(() =>
  import('./changed-by-colleague-panel').then(({ ChangedByColleaguePanel: Panel }) => ({ default: Panel })),
);

/** The runtime's `ChangedByColleaguePanel`: the same panel, its code fetched when it first shows. */
export function ChangedByColleaguePanel<Values>(props: ChangedByColleaguePanelProps<Values>) {
  const Panel = LoadedPanel as ComponentType<ChangedByColleaguePanelProps<Values>>;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
