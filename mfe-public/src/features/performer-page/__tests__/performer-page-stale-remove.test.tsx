import { screen } from '@testing-library/react';
import {
  API_PATHS,
  AVAILABILITY_MESSAGES,
  formatInstantLabel,
  STALE_WRITE_MESSAGES,
  type PerformerUnavailabilityDto,
  type StaleWriteBody,
} from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import { PERFORMER_PAGE_TEXTS as T } from '../performer-page.texts';
import { answerPage, openPerformerPage, pageOf, period } from './page-fixtures';

/** The version the page read the period at: what its removal sends as If-Match. */
const LISTED_VERSION = '"listed-version"';
const REMOVED_AT = '2031-04-20T14:05:00.000Z';
const PERIOD_PATH = API_PATHS.performerPageUnavailabilityPeriod(71);
const REMOVE_BUTTON = `${T.remove} Sat, May 10, 2031 – Sun, May 11, 2031 (all day)`;

/** The owner (Sam, of the provider) removed the period after the performer's page was read. */
const REMOVED_SINCE: StaleWriteBody<PerformerUnavailabilityDto> = {
  message: STALE_WRITE_MESSAGES.deletedSinceOpened,
  current: null,
  changedBy: { userId: 12, name: 'Sam', organization: 'Encore Music' },
  changedAt: REMOVED_AT,
};

const ifMatchesOfRemovals = () =>
  fakeNetwork.requestsTo('DELETE', PERIOD_PATH).map((request) => request.headers.get('If-Match'));

async function removeThePeriod() {
  const opened = await openPerformerPage();
  await opened.user.click(await screen.findByRole('button', { name: REMOVE_BUTTON }));
  return opened;
}

describe("a performer's page removing a period as it read it", () => {
  it('when a period is removed, then the removal carries the version the page read', async () => {
    answerPage(
      pageOf({ unavailability: [period({ version: LISTED_VERSION })] }),
      pageOf({ unavailability: [] }),
    );
    fakeNetwork.on('DELETE', PERIOD_PATH, { status: 204 });

    await removeThePeriod();

    expect(await screen.findByText(AVAILABILITY_MESSAGES.unavailabilityRemoved)).toBeInTheDocument();
    expect(ifMatchesOfRemovals()).toEqual([LISTED_VERSION]);
  });

  it('when someone removed the period since the page was read, then the page says so with who and when, and shows the list as it is now', async () => {
    answerPage(
      pageOf({ unavailability: [period({ version: LISTED_VERSION })] }),
      pageOf({ unavailability: [] }),
    );
    fakeNetwork.on('DELETE', PERIOD_PATH, { status: 412, body: REMOVED_SINCE });

    await removeThePeriod();

    expect(await screen.findByText(STALE_WRITE_MESSAGES.deletedSinceOpened)).toBeInTheDocument();
    expect(
      screen.getByText(`Saved by Sam (Encore Music), ${formatInstantLabel(REMOVED_AT)}`),
    ).toBeInTheDocument();
    expect(await screen.findByText(T.noUnavailability)).toBeInTheDocument();
    expect(screen.queryByText(AVAILABILITY_MESSAGES.unavailabilityRemoved)).not.toBeInTheDocument();
    expect(ifMatchesOfRemovals()).toEqual([LISTED_VERSION]);
    expect(fakeNetwork.requestsTo('GET', API_PATHS.performerPage)).toHaveLength(2);
  });

  it('when the page listed a period without a version (an older API), then it is removed without If-Match, as before', async () => {
    answerPage(pageOf(), pageOf({ unavailability: [] }));
    fakeNetwork.on('DELETE', PERIOD_PATH, { status: 204 });

    await removeThePeriod();

    expect(await screen.findByText(AVAILABILITY_MESSAGES.unavailabilityRemoved)).toBeInTheDocument();
    expect(ifMatchesOfRemovals()).toEqual([null]);
  });
});
