import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, Spinner } from '@booking-portal/shell/runtime';

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** One period or closure of a SpanList: what it is on the left, its Remove on the right (below on a phone). */
export const SpanItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  &:last-child {
    border-bottom: 0;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const SpanItemTitle = styled.p`
  font-weight: 600;
`;

export const SpanItemNote = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface SpanListProps<Item extends { id: number }> {
  /** The list's read: loading, failed, or its items. */
  read: { isLoading: boolean; isError: boolean; data?: Item[] | undefined };
  /** Names the list, e.g. 'Closures of Palm Cove Beach Resort'. */
  label: string;
  fetchFailed: string;
  none: string;
  /** A SpanItem for each. */
  renderItem: (item: Item) => ReactNode;
}

/** Unavailable periods or closures as read: a spinner, why they could not be read, none, or the list. */
export function SpanList<Item extends { id: number }>({
  read,
  label,
  fetchFailed,
  none,
  renderItem,
}: SpanListProps<Item>) {
  if (read.isLoading) return <Spinner centered />;
  if (read.isError || read.data === undefined) return <FieldError role="alert">{fetchFailed}</FieldError>;
  if (read.data.length === 0) return <Muted>{none}</Muted>;
  return (
    <List aria-label={label}>
      {read.data.map((item) => (
        <Fragment key={item.id}>{renderItem(item)}</Fragment>
      ))}
    </List>
  );
}
