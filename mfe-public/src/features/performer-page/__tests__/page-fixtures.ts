import { act } from '@testing-library/react';
import {
  API_PATHS,
  PERFORMER_PAGE_PATH,
  type PerformerPageDto,
  type PerformerPageGigDto,
  type PerformerUnavailabilityDto,
} from '@booking-portal/api/contract';
import { fakeNetwork, renderRemoteRoutes } from '@booking-portal/shell/test-support';
import remoteRoutes from '../../../expose/routes';

/** A well-formed page token (43 base64url characters). */
export const TOKEN = 'Tk_0123456789abcdefghijklmnopqrstuvwxyzABCDE'.slice(0, 43);
export const FEED_URL =
  'https://portal.example/api/feeds/performers/Fd_0123456789abcdefghijklmnopqrstuvwxyzABC.ics';

function gig(overrides: Partial<PerformerPageGigDto> = {}): PerformerPageGigDto {
  return {
    bookingId: 11,
    date: '2031-05-02',
    startTime: '19:00',
    endTime: '21:00',
    timeZone: 'America/New_York',
    organizationName: 'Palm Cove Beach Resort',
    venue: 'Lobby Bar',
    instrument: 'harp',
    ensembleMates: ['Marcus Reed', 'Ava Sinclair'],
    tentative: false,
    ...overrides,
  };
}

export function period(overrides: Partial<PerformerUnavailabilityDto> = {}): PerformerUnavailabilityDto {
  return {
    id: 71,
    performerId: 5,
    startDate: '2031-05-10',
    startTime: '00:00',
    endDate: '2031-05-12',
    endTime: '00:00',
    reason: 'Family wedding',
    timeZone: 'America/New_York',
    createdAt: '2031-04-01T10:00:00.000Z',
    ...overrides,
  };
}

export function pageOf(overrides: Partial<PerformerPageDto> = {}): PerformerPageDto {
  return {
    performer: { id: 5, name: 'Isabella Chen', instruments: ['harp', 'electro acoustic harp'] },
    timeZone: 'America/New_York',
    gigs: [
      gig(),
      gig({
        bookingId: 12,
        date: '2031-05-20',
        startTime: '12:00',
        endTime: '13:30',
        timeZone: 'America/Chicago',
        organizationName: 'Cypress Hills Country Club',
        venue: null,
        instrument: 'electro acoustic harp',
        ensembleMates: [],
        tentative: true,
      }),
    ],
    unavailability: [period()],
    feedUrl: FEED_URL,
    ...overrides,
  };
}

/** Answers the page read with `pages` in turn (the last one repeats). */
export function answerPage(...pages: PerformerPageDto[]): void {
  fakeNetwork.on(
    'GET',
    API_PATHS.performerPage,
    pages.map((page) => ({ status: 200, body: page })),
  );
}

/** Opens the page as the mailed link does, as a visitor without a session. */
export async function openPerformerPage(fragment = `#token=${TOKEN}`) {
  const result = await renderRemoteRoutes(remoteRoutes, {
    route: `${PERFORMER_PAGE_PATH}${fragment}`,
    session: null,
  });
  await act(async () => undefined);
  return result;
}
