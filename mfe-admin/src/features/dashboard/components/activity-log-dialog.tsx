import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AUDIT_ACTION_FILTERS, AUDIT_PAGE_SIZE, type AuditActionFilter } from '@booking-portal/api/contract';
import {
  Button,
  Dialog,
  DialogActions,
  FieldError,
  Select,
  Spinner,
  TextField,
} from '@booking-portal/shell/runtime';
import { useListAuditLogsQuery } from '../dashboard.endpoints';
import { FETCH_FAILURES, NO_ACTIVITY, pageSummary, SEARCH_PLACEHOLDER } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { AuditEntry } from './audit-entry';
import { EntryList } from './entry-list';
import { Muted } from './dashboard-card';

/** Typing pauses this long before the search is sent, so a word is one request, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0.75rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Entries = styled.div`
  min-height: 8rem;
  margin-top: 0.5rem;
`;

const Pager = styled(DialogActions)`
  justify-content: space-between;
  align-items: center;
`;

const ACTION_OPTIONS = AUDIT_ACTION_FILTERS.map((action) => ({
  value: action,
  label: action === 'all' ? 'All actions' : action,
}));

function isActionFilter(value: string): value is AuditActionFilter {
  return (AUDIT_ACTION_FILTERS as readonly string[]).includes(value);
}

/** The Complete Activity Log: search, action filter and pages of 20 (docs/PRODUCT.md section 2). */
export function ActivityLogDialog({ onClose }: { onClose: () => void }) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<AuditActionFilter>('all');
  const [page, setPage] = useState(1);
  // The last entry id of each page read so far: the next page is what is older than it (keyset
  // paging, so a page deep in five years of entries costs what the first one does).
  const [pageEnds, setPageEnds] = useState<number[]>([]);

  useEffect(() => {
    const wanted = searchText.trim();
    // Only a changed search goes back to page 1: paging while the box is untouched must stick.
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(wanted);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const { data, isFetching, isError } = useListAuditLogsQuery({
    limit: AUDIT_PAGE_SIZE,
    offset: 0,
    before: page === 1 ? undefined : pageEnds[page - 2],
    action,
    search,
  });
  useFetchFailureToast(isError, FETCH_FAILURES.auditLogs);
  const entries = data ?? [];

  return (
    <Dialog title="Complete Activity Log" onClose={onClose} wide>
      <Filters>
        <TextField
          label="Search"
          type="search"
          placeholder={SEARCH_PLACEHOLDER}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          label="Action"
          options={ACTION_OPTIONS}
          value={action}
          onChange={(event) => {
            if (!isActionFilter(event.target.value)) return;
            setAction(event.target.value);
            setPage(1);
          }}
        />
      </Filters>
      <Entries aria-busy={isFetching}>
        {data === undefined && isFetching ? (
          <Spinner centered />
        ) : isError ? (
          <FieldError>{FETCH_FAILURES.auditLogs}</FieldError>
        ) : entries.length === 0 ? (
          <Muted>{NO_ACTIVITY}</Muted>
        ) : (
          <EntryList>
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} showDetails />
            ))}
          </EntryList>
        )}
      </Entries>
      <Pager>
        <Button $variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Muted aria-live="polite">{pageSummary(page, entries.length)}</Muted>
        <Button
          $variant="secondary"
          disabled={entries.length < AUDIT_PAGE_SIZE}
          onClick={() => {
            const lastId = entries.at(-1)?.id;
            if (lastId === undefined) return;
            setPageEnds([...pageEnds.slice(0, page - 1), lastId]);
            setPage(page + 1);
          }}
        >
          Next
        </Button>
      </Pager>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
