import styled from 'styled-components';
import { ORG_MESSAGES, type SessionDto } from '@booking-portal/api/contract';
import { Card, FieldError, Page, Spinner } from '@booking-portal/shell/runtime';
import { AdminScreen, ScreenTitle } from '../../access';
import { useProviderOrganization } from '../../organizations';
import { EMPTY_DRAFT } from '../hooks/performer-draft';
import { usePerformerWrites } from '../hooks/use-performer-writes';
import { useListPerformersQuery } from '../performers.endpoints';
import { PerformerForm } from './performer-form';
import { PerformerRow } from './performer-row';

const Sections = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

interface PerformerListProps {
  organizationId: number;
  /** Feed and page links are the owner's alone (the API decides the same from the session). */
  mayManageLinks: boolean;
}

function PerformerList({ organizationId, mayManageLinks }: PerformerListProps) {
  const { data: performers, isLoading, isError } = useListPerformersQuery(organizationId);
  const writes = usePerformerWrites(organizationId);

  return (
    <Sections>
      <Card as="section" aria-labelledby="add-performer-title">
        <SectionTitle id="add-performer-title">Add New Performer</SectionTitle>
        <PerformerForm
          nameLabel="Performer Name"
          initialDraft={EMPTY_DRAFT}
          submitLabel="Add Performer"
          onSubmit={writes.create}
        />
      </Card>
      <Card as="section" aria-labelledby="performers-title">
        <SectionTitle id="performers-title">Performers</SectionTitle>
        {isLoading ? (
          <Spinner centered />
        ) : isError || performers === undefined ? (
          <FieldError role="alert">{ORG_MESSAGES.fetchPerformersFailed}</FieldError>
        ) : performers.length === 0 ? (
          <Muted>{ORG_MESSAGES.noPerformers}</Muted>
        ) : (
          <List>
            {performers.map((performer) => (
              <PerformerRow
                key={performer.id}
                performer={performer}
                onUpdate={writes.update}
                onDelete={writes.remove}
                mayManageLinks={mayManageLinks}
              />
            ))}
          </List>
        )}
      </Card>
    </Sections>
  );
}

/**
 * Performers belong to the provider organization (docs/PRODUCT.md section 3), found by its kind in the
 * organizations list; nothing of theirs is read or written until it is known.
 */
function ProviderPerformerList({ mayManageLinks }: { mayManageLinks: boolean }) {
  const provider = useProviderOrganization();
  if (provider.isLoading) return <Spinner centered />;
  if (provider.organization === undefined) {
    return <FieldError role="alert">{ORG_MESSAGES.fetchPerformersFailed}</FieldError>;
  }
  return <PerformerList organizationId={provider.organization.id} mayManageLinks={mayManageLinks} />;
}

/** The provider is the organization of everyone who may open this screen; a session without one has nothing to manage. */
function PerformerManager({ session }: { session: SessionDto }) {
  return (
    <Page header={<ScreenTitle title="Performer Manager" />}>
      {session.organization === null ? (
        <Card>
          <Muted>{ORG_MESSAGES.selectOrganizationForPerformers}</Muted>
        </Card>
      ) : (
        <ProviderPerformerList mayManageLinks={session.role === 'owner'} />
      )}
    </Page>
  );
}

/** /performers: the performer manager, for super admins and owners (docs/PRODUCT.md section 2). */
export default function PerformersPage() {
  return <AdminScreen screen="performers">{(session) => <PerformerManager session={session} />}</AdminScreen>;
}
