import styled from 'styled-components';
import { Button, FieldError, Spinner } from '@booking-portal/shell/runtime';
import { useGetAuditedChangeSetQuery } from '../dashboard.endpoints';
import { CHANGE_SET_TEXTS } from '../dashboard-texts';
import { ChangeSetItem } from './change-set-item';
import { Muted } from './dashboard-card';

const Panel = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

const Items = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** An activity-log entry's change set, read when the entry is expanded: each booking's old → new values. */
export function ChangeSetItems({ id, changeSetId }: { id: string; changeSetId: number }) {
  const { data, isFetching, isError, refetch } = useGetAuditedChangeSetQuery(changeSetId);
  const items = data?.items ?? [];

  return (
    <Panel id={id} aria-busy={isFetching}>
      {data === undefined && isFetching ? (
        <Spinner size={20} label="Loading changes" />
      ) : isError || data === undefined ? (
        <Failure>
          <FieldError role="alert">{CHANGE_SET_TEXTS.loadFailed}</FieldError>
          <Button $variant="secondary" $size="small" onClick={() => void refetch()}>
            {CHANGE_SET_TEXTS.retry}
          </Button>
        </Failure>
      ) : (
        <>
          {data.undoneBy !== null && <Muted>{CHANGE_SET_TEXTS.undone}</Muted>}
          {items.length === 0 ? (
            <Muted>{CHANGE_SET_TEXTS.noItems}</Muted>
          ) : (
            <Items>
              {items.map((item) => (
                <ChangeSetItem key={item.bookingId} item={item} />
              ))}
            </Items>
          )}
        </>
      )}
    </Panel>
  );
}
