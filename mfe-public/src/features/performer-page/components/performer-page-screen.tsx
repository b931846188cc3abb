import { useState } from 'react';
import styled from 'styled-components';
import {
  AVAILABILITY_MESSAGES,
  type PerformerPageDto,
  type PerformerUnavailabilityDto,
} from '@booking-portal/api/contract';
import {
  Button,
  Heading,
  Page,
  savedByLine,
  Spinner,
  Subtitle,
  useToast,
} from '@booking-portal/shell/runtime';
import { usePageToken } from '../hooks/use-page-token';
import { usePerformerPage, type PerformerPageControl } from '../hooks/use-performer-page';
import { inputOf, problemsByField, type PeriodDraft, type PeriodProblems } from '../period-draft';
import {
  addUnavailability,
  PageInputError,
  PageNotFoundError,
  PageStaleWriteError,
  removeUnavailability,
} from '../performer-page.api';
import { PERFORMER_PAGE_TEXTS as T } from '../performer-page.texts';
import { CalendarSubscription } from './calendar-subscription';
import { GigList } from './gig-list';
import { Section, SectionTitle } from './page-parts';
import { UnavailabilityForm } from './unavailability-form';
import { UnavailabilityList } from './unavailability-list';

/** One narrow column, phone-first: the page is mostly opened from a mailed link on a phone. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 44rem;
  margin: 0 auto;
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  align-items: flex-start;
`;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function ReadyPage({
  token,
  page,
  control,
}: {
  token: string;
  page: PerformerPageDto;
  control: PerformerPageControl;
}) {
  const { toast } = useToast();
  const [removing, setRemoving] = useState<number | null>(null);

  async function add(draft: PeriodDraft): Promise<PeriodProblems | null> {
    try {
      await addUnavailability(token, inputOf(draft));
      toast({ title: AVAILABILITY_MESSAGES.unavailabilityAdded });
      control.reload();
      return null;
    } catch (error) {
      if (error instanceof PageNotFoundError) {
        control.markInvalid();
        return {};
      }
      const byField = error instanceof PageInputError ? problemsByField(error.problems, draft.allDay) : {};
      // A refusal that names no field of the form (too many periods) is said on its own.
      if (Object.keys(byField).length === 0) toast({ title: messageOf(error), variant: 'destructive' });
      return byField;
    }
  }

  async function remove(period: PerformerUnavailabilityDto) {
    setRemoving(period.id);
    try {
      await removeUnavailability(token, period);
      toast({ title: AVAILABILITY_MESSAGES.unavailabilityRemoved });
      control.reload();
    } catch (error) {
      // Already gone (or the link died): what the server has now is the truth either way.
      if (error instanceof PageNotFoundError) control.reload();
      else if (error instanceof PageStaleWriteError) {
        // Changed or removed by someone else since the page was read: say who and when, show it as it is now.
        const { message, changedBy, changedAt } = error.stale;
        toast({ title: message, description: savedByLine(changedBy, changedAt), variant: 'destructive' });
        control.reload();
      } else toast({ title: messageOf(error), variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <header>
        <Heading>{page.performer.name}</Heading>
        {page.performer.instruments.length > 0 && (
          <Subtitle>{page.performer.instruments.join(', ')}</Subtitle>
        )}
      </header>
      <GigList gigs={page.gigs} />
      <Section aria-labelledby="performer-unavailable-title">
        <SectionTitle id="performer-unavailable-title">{T.unavailableTitle}</SectionTitle>
        <UnavailabilityList
          periods={page.unavailability}
          removing={removing}
          onRemove={(period) => void remove(period)}
        />
        <UnavailabilityForm timeZone={page.timeZone} onAdd={add} />
      </Section>
      <CalendarSubscription feedUrl={page.feedUrl} />
    </>
  );
}

/**
 * PERFORMER_PAGE_PATH: a performer's own page, opened from the link the owner made or mailed, without
 * an account. Its token (in the fragment) is its only credential.
 */
export default function PerformerPageScreen() {
  const token = usePageToken();
  const control = usePerformerPage(token);
  const { state } = control;

  return (
    <Page>
      <Column>
        {state.status === 'loading' && <Spinner centered label={T.loading} />}
        {state.status === 'invalid' && (
          <Notice role="alert">
            <Heading>{T.invalidTitle}</Heading>
            <p>{T.invalidText}</p>
          </Notice>
        )}
        {state.status === 'failed' && (
          <Notice role="alert">
            <Heading>{T.failedTitle}</Heading>
            <p>{state.message}</p>
            <Button onClick={control.reload}>{T.retry}</Button>
          </Notice>
        )}
        {state.status === 'ready' && token !== null && (
          <ReadyPage token={token} page={state.page} control={control} />
        )}
      </Column>
    </Page>
  );
}
