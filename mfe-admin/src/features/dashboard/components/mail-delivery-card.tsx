import styled from 'styled-components';
import { DASHBOARD_POLLING_MS, type FailedMailDto } from '@booking-portal/api/contract';
import { CARD_ANCHORS } from '../dashboard-anchors';
import { formatCount, formatTimestamp } from '../dashboard-format';
import { useGetMailDeliveryQuery } from '../dashboard.endpoints';
import { formatWait, MAIL_DELIVERY_TEXTS, mailKindLabel } from '../mail-delivery-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard, Muted } from './dashboard-card';
import { EntryItem, EntryList, EntryRow } from './entry-list';
import { StatList } from './stat-list';
import { StatusBadge } from './status-badge';

const ListTitle = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

const Recipient = styled.strong`
  overflow-wrap: anywhere;
`;

const Subject = styled.span`
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

function FailedMail({ mail }: { mail: FailedMailDto }) {
  const organization = mail.organization === null ? '' : ` • ${mail.organization.name}`;
  return (
    <EntryItem>
      <EntryRow>
        <StatusBadge $tone="red">{mailKindLabel(mail.kind)}</StatusBadge>
        <Recipient>{mail.recipient}</Recipient>
      </EntryRow>
      <Subject>{mail.subject}</Subject>
      <Meta>{`Failed ${formatTimestamp(mail.failedAt)}${organization} • ${mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`}`}</Meta>
      {mail.lastError !== null && <Meta>{mail.lastError}</Meta>}
    </EntryItem>
  );
}

/**
 * The mail outbox of every replica: how many mails wait and how long the oldest has, and the mails
 * given up for good (the server refused them, or 24 hours of tries failed). A late-mail health issue
 * links here. Polled every 60 s.
 */
export function MailDeliveryCard({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, isLoading, isError } = useGetMailDeliveryQuery(undefined, {
    pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.mailDelivery : 0,
  });
  useFetchFailureToast(isError, MAIL_DELIVERY_TEXTS.fetchFailure);

  return (
    <DashboardCard
      title={MAIL_DELIVERY_TEXTS.title}
      anchorId={CARD_ANCHORS.mailDelivery}
      isLoading={isLoading}
      failure={data === undefined && !isLoading ? MAIL_DELIVERY_TEXTS.fetchFailure : null}
    >
      {data && (
        <>
          <StatList
            stats={[
              { label: MAIL_DELIVERY_TEXTS.queued, value: formatCount(data.queued) },
              {
                label: MAIL_DELIVERY_TEXTS.oldestWaiting,
                value:
                  data.queued === 0
                    ? MAIL_DELIVERY_TEXTS.nothingWaiting
                    : formatWait(data.oldestQueuedAgeSeconds),
              },
            ]}
          />
          <ListTitle>{`${MAIL_DELIVERY_TEXTS.failedTitle} (${data.failed.length})`}</ListTitle>
          {data.failed.length === 0 ? (
            <Muted>{MAIL_DELIVERY_TEXTS.noFailures}</Muted>
          ) : (
            <EntryList>
              {data.failed.map((mail) => (
                <FailedMail key={mail.id} mail={mail} />
              ))}
            </EntryList>
          )}
        </>
      )}
    </DashboardCard>
  );
}
