import styled from 'styled-components';
import {
  CHANGE_SET_MESSAGES,
  changeSetSummary,
  type BookingDto,
  type SnapshotNames,
} from '@booking-portal/api/contract';
import { Button, changeRecordStyles, Dialog, DialogActions, Spinner } from '@booking-portal/shell/runtime';
import { useListBookingHistoryQuery, type BookingHistoryEntry } from '../change-history.endpoints';
import { bookingFieldChanges } from '../booking-field-changes';
import { authorLabel, changeSetWhenLabel } from '../change-set-labels';
import { useSnapshotNames } from '../hooks/use-snapshot-names';

/** Shown when the History cannot be read; the dialog offers to read it again. */
const HISTORY_FETCH_FAILED = 'Failed to fetch the history of this booking';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Entry = styled.li`
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${changeRecordStyles}
`;

function HistoryEntry({ entry, names }: { entry: BookingHistoryEntry; names: SnapshotNames }) {
  const lines = entry.items.flatMap((item) => bookingFieldChanges(item, names));
  return (
    <Entry>
      <h3>{changeSetSummary(entry.kind, entry.itemCount)}</h3>
      <p>
        {`${authorLabel(entry)}, `}
        <time dateTime={entry.createdAt}>{changeSetWhenLabel(entry)}</time>
      </p>
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Entry>
  );
}

export interface BookingHistoryDialogProps {
  booking: BookingDto;
  onClose: () => void;
}

/**
 * A booking's History: every change set that touched it, newest first (as the server lists them), with
 * who made it, when, and what it did to this booking.
 */
export function BookingHistoryDialog({ booking, onClose }: BookingHistoryDialogProps) {
  const history = useListBookingHistoryQuery(booking.id, { refetchOnMountOrArgChange: true });
  const names = useSnapshotNames(booking);
  const entries = history.data;

  return (
    <Dialog title={`History of ${booking.title}`} onClose={onClose} wide>
      {history.isError ? (
        <p role="alert">{HISTORY_FETCH_FAILED}</p>
      ) : entries === undefined ? (
        <Spinner centered label="Loading history" />
      ) : entries.length === 0 ? (
        <p>{CHANGE_SET_MESSAGES.historyEmpty}</p>
      ) : (
        <Entries aria-label={`Changes of ${booking.title}`}>
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} names={names} />
          ))}
        </Entries>
      )}
      <DialogActions>
        {history.isError && (
          <Button $variant="secondary" disabled={history.isFetching} onClick={() => void history.refetch()}>
            Try again
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
