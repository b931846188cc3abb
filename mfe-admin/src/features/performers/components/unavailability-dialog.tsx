import { useId, useRef } from 'react';
import styled from 'styled-components';
import { API_PATHS, type PerformerDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, type VersionedWrite } from '@booking-portal/shell/runtime';
import { SpanList } from '../../availability';
import { useProviderOrganization } from '../../organizations';
import { useUnavailabilityWrites } from '../hooks/use-unavailability-writes';
import { UNAVAILABILITY_TEXTS as TEXTS } from '../unavailability-texts';
import { useListPerformerUnavailabilityQuery } from '../unavailability.endpoints';
import { UnavailabilityForm } from './unavailability-form';
import { UnavailabilityItem } from './unavailability-item';

const Text = styled.p`
  margin: 0 0 1rem;
`;

const Section = styled.section`
  margin-bottom: 1.5rem;
`;

const Title = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.0625rem;
`;

export interface UnavailabilityDialogProps {
  performer: PerformerDto;
  onClose: () => void;
}

/**
 * A performer's unavailable periods (owners and super admins): the current ones, each removable after a
 * confirmation, and a form to add one. Times are the provider's wall clock.
 */
export function UnavailabilityDialog({ performer, onClose }: UnavailabilityDialogProps) {
  const periods = useListPerformerUnavailabilityQuery(performer.id, { refetchOnMountOrArgChange: true });
  const providerZone = useProviderOrganization().organization?.timeZone;
  const writes = useUnavailabilityWrites(performer.id);
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const listTitleId = useId();

  const remove = async (periodId: number, write: VersionedWrite) => {
    const outcome = await writes.remove(periodId, write);
    // The period's row goes away with the focus in it: the list's title takes it.
    if (outcome.saved) listTitleRef.current?.focus();
    return outcome.saved;
  };

  return (
    <Dialog title={TEXTS.dialogTitle} onClose={onClose} wide>
      <Text>{TEXTS.about(performer.name)}</Text>
      <Section aria-labelledby={listTitleId}>
        <Title id={listTitleId} ref={listTitleRef} tabIndex={-1}>
          {TEXTS.listTitle}
        </Title>
        <SpanList
          read={periods}
          label={TEXTS.listLabel(performer.name)}
          fetchFailed={TEXTS.fetchFailed}
          none={TEXTS.none}
          renderItem={(period) => (
            <UnavailabilityItem
              period={period}
              performerName={performer.name}
              periodUrl={API_PATHS.performerUnavailabilityPeriod(performer.id, period.id)}
              onRemove={(write) => remove(period.id, write)}
            />
          )}
        />
      </Section>
      <UnavailabilityForm zoneHint={TEXTS.providerZone(providerZone)} onAdd={writes.add} />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
