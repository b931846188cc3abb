import styled from 'styled-components';
import {
  snapshotDateLabel,
  timeLabel,
  type ChangeSetItemDto,
  type SnapshotNames,
} from '@booking-portal/api/contract';
import { useListAdminOrganizationsQuery } from '../../organizations';
import { useListPerformersQuery } from '../../performers';
import { changedFieldsOfItem, itemBookingOf, itemChangeOf } from '../change-set-item-changes';
import { CHANGE_SET_TEXTS } from '../dashboard-texts';
import { DetailList, DetailPair, DetailTerm, DetailValue } from './detail-list';

const Item = styled.li`
  display: grid;
  gap: 0.125rem;
`;

const Heading = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const Plain = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

/**
 * The names of the ids an item changed, read only when it changed them: the performers per
 * organization (one request for all items of it, RTK Query shares the answer; before and after differ
 * only when the edit moved the booking to another organization), the organizations when it moved.
 */
function useChangeNames(item: ChangeSetItemDto): SnapshotNames {
  const changed = changedFieldsOfItem(item);
  const namesPerformers = changed.includes('performers');
  const beforeOrganization = item.before?.organizationId ?? null;
  const afterOrganization = item.after?.organizationId ?? null;
  const { data: beforePerformers } = useListPerformersQuery(beforeOrganization ?? 0, {
    skip: !namesPerformers || beforeOrganization === null,
  });
  const { data: afterPerformers } = useListPerformersQuery(afterOrganization ?? 0, {
    skip: !namesPerformers || afterOrganization === null || afterOrganization === beforeOrganization,
  });
  const { data: organizationList } = useListAdminOrganizationsQuery(undefined, {
    skip: !changed.includes('organizationId'),
  });
  const performers = [...(afterPerformers ?? []), ...(beforePerformers ?? [])];
  return {
    performer: (performerId) => performers.find((performer) => performer.id === performerId)?.name,
    organization: (organizationId) =>
      organizationList?.find((organization) => organization.id === organizationId)?.name,
  };
}

/** One booking of an expanded change set: which booking, then what the change did to it. */
export function ChangeSetItem({ item }: { item: ChangeSetItemDto }) {
  const names = useChangeNames(item);
  const booking = itemBookingOf(item);
  const change = itemChangeOf(item, names);
  return (
    <Item>
      <Heading>
        <strong>{booking?.title ?? `Booking #${item.bookingId}`}</strong>{' '}
        {booking && <When>{`${snapshotDateLabel(booking.date)} · ${timeLabel(booking.time)}`}</When>}
      </Heading>
      {change.kind === 'created' && <Plain>{CHANGE_SET_TEXTS.created}</Plain>}
      {change.kind === 'deleted' && <Plain>{CHANGE_SET_TEXTS.deleted}</Plain>}
      {change.kind === 'updated' && (
        <DetailList>
          {change.fields.map((field) => (
            <DetailPair key={field.field}>
              <DetailTerm>{`${field.label}:`}</DetailTerm>
              <DetailValue>{`${field.from} → ${field.to}`}</DetailValue>
            </DetailPair>
          ))}
        </DetailList>
      )}
    </Item>
  );
}
