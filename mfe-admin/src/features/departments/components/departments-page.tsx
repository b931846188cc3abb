import { useState } from 'react';
import styled from 'styled-components';
import {
  ORG_MESSAGES,
  worksAcrossOrganizations,
  type OrganizationSummary,
  type SessionDto,
} from '@booking-portal/api/contract';
import { Button, Card, FieldError, Page, Spinner } from '@booking-portal/shell/runtime';
import { AdminScreen, ScreenTitle } from '../../access';
import { ConflictPolicySetting } from '../../booking-policy';
import { OrganizationPicker, useManagedOrganization } from '../../organizations';
import { useListDepartmentsQuery } from '../departments.endpoints';
import { ClosuresSection } from './closures-section';
import { DepartmentCard } from './department-card';
import { DepartmentDialogs, type DepartmentDialogState } from './department-dialogs';
import { VenueTimeZoneSelect } from './venue-time-zone-select';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
`;

const Message = styled(Card)`
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};

  p {
    margin: 0;
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 1rem;
`;

/** The organization selector (owners and super admins) and the organization's venue time zone side by side. */
const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: 1.5rem;

  > * {
    flex: 1 1 16rem;
  }
`;

const TimeZoneField = styled.div`
  max-width: 20rem;
  margin-bottom: 1.5rem;
`;

function DepartmentList({ organization }: { organization: OrganizationSummary }) {
  const { data: departments, isLoading, isError } = useListDepartmentsQuery(organization.id);
  const [dialog, setDialog] = useState<DepartmentDialogState>(null);

  let content;
  if (isLoading) content = <Spinner centered />;
  else if (isError || departments === undefined)
    content = <FieldError role="alert">{ORG_MESSAGES.fetchDepartmentsFailed}</FieldError>;
  else if (departments.length === 0)
    content = (
      <Message>
        <p>{ORG_MESSAGES.noDepartments}</p>
      </Message>
    );
  else
    content = (
      <Grid aria-label={`Departments of ${organization.name}`}>
        {departments.map((department) => (
          <DepartmentCard
            key={department.id}
            department={department}
            onEdit={() => setDialog({ kind: 'edit', department })}
            onDelete={() => setDialog({ kind: 'delete', department })}
          />
        ))}
      </Grid>
    );

  return (
    <section aria-label="Departments">
      <Toolbar>
        <Button onClick={() => setDialog({ kind: 'create' })}>Add Department</Button>
      </Toolbar>
      {content}
      <DepartmentDialogs
        dialog={dialog}
        organizationId={organization.id}
        departments={departments ?? []}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}

function DepartmentManager({ session }: { session: SessionDto }) {
  const managed = useManagedOrganization(session, { excludeProvider: true });
  return (
    <Page header={<ScreenTitle title="Department Manager" />}>
      <Settings>
        <OrganizationPicker managed={managed} />
        {managed.organization !== null && (
          <TimeZoneField>
            <VenueTimeZoneSelect organizationId={managed.organization.id} />
          </TimeZoneField>
        )}
      </Settings>
      {managed.organization !== null && worksAcrossOrganizations(session.role) && (
        <ConflictPolicySetting key={managed.organization.id} organizationId={managed.organization.id} />
      )}
      {managed.organization === null ? (
        managed.isLoading ? (
          <Spinner centered />
        ) : (
          <Message>
            <p>{ORG_MESSAGES.selectOrganizationForDepartments}</p>
          </Message>
        )
      ) : (
        <>
          <DepartmentList key={managed.organization.id} organization={managed.organization} />
          <ClosuresSection key={`closures-${managed.organization.id}`} organization={managed.organization} />
        </>
      )}
    </Page>
  );
}

/** /departments: the department manager (docs/PRODUCT.md section 2). */
export default function DepartmentsPage() {
  return (
    <AdminScreen screen="departments">{(session) => <DepartmentManager session={session} />}</AdminScreen>
  );
}
