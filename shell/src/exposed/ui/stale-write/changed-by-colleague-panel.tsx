import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { WriterDto } from '@booking-portal/api/contract';
import { Button } from '../button';
import { changeRecordStyles } from '../change-record';
import { DialogActions } from '../dialog';
import { changedFieldLines, mineOverCurrent, type EditedFields } from './edited-fields';
import { savedByLine } from './saved-by-line';

/** Where a write's 412 left the dialog: the answer's words, the entity now, who saved it when. */
export interface ColleagueSave<Values> {
  /** The server's message: 'Nothing was saved: someone else changed this since you opened it'. */
  message: string;
  /** The entity as it is now, as the dialog's values; null when it was deleted since. */
  current: Values | null;
  changedBy: WriterDto | null;
  changedAt: string | null;
}

export interface ChangedByColleaguePanelProps<Values> {
  fields: EditedFields<Values>;
  /** What the form holds now. */
  mine: Values;
  /** What the form was opened with. */
  opened: Values;
  save: ColleagueSave<Values>;
  /** 'Take Theirs': the form is reloaded with `current`; nothing of mine is sent. */
  onTakeTheirs: (current: Values) => void;
  /** 'Apply Mine on Top': my changed fields over `current`, for the dialog to send with current's ETag. */
  onApplyMine: (merged: Values) => void;
  /** The entity was deleted since: all there is left to do is close. */
  onClose: () => void;
  /** While 'Apply Mine on Top' is being sent. */
  isApplying?: boolean;
}

const Panel = styled.section`
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* A booking's History reads a change the same way: a heading, who and when, then one line a field. */
  ${changeRecordStyles}

  h4 {
    margin: 0.5rem 0 0.125rem;
    font-size: 0.875rem;
  }
`;

const NO_FIELD_CHANGED = 'None of the fields here changed.';

/**
 * Shown in a dialog whose save was refused because a colleague saved the entity after it was opened:
 * field by field what they changed, who and when, and the two ways on: take their version, or apply
 * my changes over it. An alert dialog inside the dialog; focus moves to it so it is read at once.
 */
export function ChangedByColleaguePanel<Values>({
  fields,
  mine,
  opened,
  save,
  onTakeTheirs,
  onApplyMine,
  onClose,
  isApplying = false,
}: ChangedByColleaguePanelProps<Values>) {
  const headingId = useId();
  const savedById = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { current } = save;

  // Once, when it appears (a dialog gives a new refusal a new key, so it is announced again).
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const theirs = current === null ? [] : changedFieldLines(fields, opened, current);
  const yours = changedFieldLines(fields, opened, mine);

  return (
    <Panel
      ref={panelRef}
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={savedById}
      tabIndex={-1}
    >
      <h3 id={headingId}>{save.message}</h3>
      <p id={savedById}>{savedByLine(save.changedBy, save.changedAt)}</p>
      {current !== null && (
        <>
          <h4>Their changes</h4>
          {theirs.length === 0 ? (
            <p>{NO_FIELD_CHANGED}</p>
          ) : (
            <ul aria-label="Their changes">
              {theirs.map(({ label, line }) => (
                <li key={label}>{line}</li>
              ))}
            </ul>
          )}
          <h4>Your changes</h4>
          {yours.length === 0 ? (
            <p>{NO_FIELD_CHANGED}</p>
          ) : (
            <ul aria-label="Your changes">
              {yours.map(({ label, line }) => (
                <li key={label}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <DialogActions>
        {current === null ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button $variant="secondary" disabled={isApplying} onClick={() => onTakeTheirs(current)}>
              Take Theirs
            </Button>
            <Button
              disabled={isApplying}
              onClick={() => onApplyMine(mineOverCurrent(fields, mine, opened, current))}
            >
              {isApplying ? 'Saving...' : 'Apply Mine on Top'}
            </Button>
          </>
        )}
      </DialogActions>
    </Panel>
  );
}
