import { useId, useState } from 'react';
import styled from 'styled-components';
import type { OrganizationSummary, VenueClosureDto } from '@booking-portal/api/contract';
import { Button, Card } from '@booking-portal/shell/runtime';
import { SpanList } from '../../availability';
import { useOrganizationTimeZone } from '../../organizations';
import { CLOSURE_TEXTS as TEXTS } from '../closure-texts';
import { useListClosuresQuery } from '../closures.endpoints';
import { useListDepartmentsQuery } from '../departments.endpoints';
import { useClosureWrites } from '../hooks/use-closure-writes';
import { ClosureFormDialog } from './closure-form-dialog';
import { ClosureItem } from './closure-item';
import { RemoveClosureDialog } from './remove-closure-dialog';

const Section = styled(Card).attrs({ as: 'section' })`
  margin-top: 1.5rem;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const About = styled.p`
  margin: 0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

type ClosureDialogState = { kind: 'add' } | { kind: 'remove'; closure: VenueClosureDto } | null;

/**
 * The organization's closures that have not ended, in the Department Manager (everyone who reaches it
 * may manage its organization's closures: owners, super admins, and org admins for their own).
 */
export function ClosuresSection({ organization }: { organization: OrganizationSummary }) {
  const titleId = useId();
  const closures = useListClosuresQuery(organization.id);
  const { data: departments } = useListDepartmentsQuery(organization.id);
  const timeZone = useOrganizationTimeZone(organization.id);
  const writes = useClosureWrites(organization.id);
  const [dialog, setDialog] = useState<ClosureDialogState>(null);
  const close = () => setDialog(null);

  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{TEXTS.title}</h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>{TEXTS.add}</Button>
      </Header>
      <About>{TEXTS.about(organization.name)}</About>
      <SpanList
        read={closures}
        label={TEXTS.listLabel(organization.name)}
        fetchFailed={TEXTS.fetchFailed}
        none={TEXTS.none}
        renderItem={(closure) => (
          <ClosureItem closure={closure} onRemove={() => setDialog({ kind: 'remove', closure })} />
        )}
      />
      {dialog?.kind === 'add' && (
        <ClosureFormDialog
          organizationId={organization.id}
          departments={departments ?? []}
          zoneHint={TEXTS.venueZone(timeZone)}
          onAdd={writes.add}
          onClose={close}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveClosureDialog
          closure={dialog.closure}
          onRemove={(write) => writes.remove(dialog.closure.id, write)}
          onClose={close}
        />
      )}
    </Section>
  );
}
