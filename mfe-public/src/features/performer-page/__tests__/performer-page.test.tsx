import { screen, waitFor, within } from '@testing-library/react';
import {
  API_PATHS,
  AUTH_MESSAGES,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_VALIDATION_MESSAGES,
} from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { PERFORMER_PAGE_TEXTS as T } from '../performer-page.texts';
import { answerPage, FEED_URL, openPerformerPage, pageOf, period, TOKEN } from './page-fixtures';

const TOO_MANY_PERIODS = 'A performer cannot have more than 200 current unavailable periods';

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** Opens the page and waits until it shows the performer. */
async function openReadyPage() {
  const opened = await openPerformerPage();
  await screen.findByRole('heading', { level: 1, name: 'Isabella Chen' });
  return opened;
}

/** The page said the period was added, after sending this body. */
async function expectPeriodSent(body: object) {
  expect(await screen.findByText(AVAILABILITY_MESSAGES.unavailabilityAdded)).toBeInTheDocument();
  const requests = fakeNetwork.requestsTo('POST', API_PATHS.performerPageUnavailability);
  expect(JSON.parse(requests[requests.length - 1]?.body ?? 'null')).toEqual(body);
}

describe("a performer's own page", () => {
  it('when the link is opened, then it shows their name, gigs, unavailable periods and calendar, asked with the token and no cookie', async () => {
    answerPage(pageOf());
    await openPerformerPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Isabella Chen' })).toBeInTheDocument();
    const gigs = within(section(T.gigsTitle)).getAllByRole('listitem');
    expect(gigs).toHaveLength(2);
    expect(gigs[0]).toHaveTextContent('Fri, May 2, 2031');
    expect(gigs[0]).toHaveTextContent('7:00 PM – 9:00 PM EDT');
    expect(gigs[0]).toHaveTextContent('Palm Cove Beach Resort · Lobby Bar');
    expect(gigs[0]).toHaveTextContent('Playing: harp');
    expect(gigs[0]).toHaveTextContent('With: Marcus Reed, Ava Sinclair');
    expect(gigs[0]).not.toHaveTextContent(T.tentative);
    expect(gigs[1]).toHaveTextContent('12:00 PM – 1:30 PM CDT');
    expect(gigs[1]).toHaveTextContent('Cypress Hills Country Club');
    expect(within(gigs[1] as HTMLElement).getByText(T.tentative)).toBeInTheDocument();

    const unavailable = section(T.unavailableTitle);
    const [onlyPeriod] = within(unavailable).getAllByRole('listitem');
    expect(onlyPeriod).toHaveTextContent('Sat, May 10, 2031 – Sun, May 11, 2031 (all day)');
    expect(
      within(unavailable).getByRole('button', {
        name: `${T.remove} Sat, May 10, 2031 – Sun, May 11, 2031 (all day)`,
      }),
    ).toBeInTheDocument();
    expect(within(unavailable).getByText('Family wedding')).toBeInTheDocument();
    expect(within(unavailable).getByRole('switch', { name: T.allDay })).toBeChecked();

    const calendar = section(T.calendarTitle);
    expect(within(calendar).getByRole('link', { name: T.subscribe })).toHaveAttribute('href', FEED_URL);
    expect(within(calendar).getByRole('link', { name: T.subscribeInApp })).toHaveAttribute(
      'href',
      FEED_URL.replace('https://', 'webcal://'),
    );

    const [read] = fakeNetwork.requestsTo('GET', API_PATHS.performerPage);
    expect(read?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(read?.credentials).toBe('omit');
    expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when the link has no token, then it says the link is not valid without asking the server', async () => {
    await openPerformerPage('');

    expect(await screen.findByText(T.invalidText)).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', API_PATHS.performerPage)).toHaveLength(0);
  });

  it('when the server does not know the token, then it says the link is not valid and to ask for a new one', async () => {
    fakeNetwork.on('GET', API_PATHS.performerPage, {
      status: 404,
      body: { message: AUTH_MESSAGES.notFound },
    });
    await openPerformerPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.invalidTitle);
    expect(alert).toHaveTextContent(T.invalidText);
    expect(screen.queryByRole('heading', { name: T.gigsTitle })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('when the page cannot be read, then it says so and Try again reads it again', async () => {
    fakeNetwork.on('GET', API_PATHS.performerPage, [
      { status: 429, body: { message: AUTH_MESSAGES.rateLimited } },
      { status: 200, body: pageOf({ gigs: [], unavailability: [] }) },
    ]);
    const { user } = await openPerformerPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.rateLimited);
    await user.click(screen.getByRole('button', { name: T.retry }));

    expect(await screen.findByText(T.noGigs)).toBeInTheDocument();
    expect(screen.getByText(T.noUnavailability)).toBeInTheDocument();
  });

  it('when whole days are added, then it sends 00:00 of the start to 00:00 after the end date, says so and shows the new list', async () => {
    const added = period({ id: 72, startDate: '2031-06-01', endDate: '2031-06-03', reason: 'Holiday' });
    answerPage(pageOf(), pageOf({ unavailability: [period(), added] }));
    fakeNetwork.on('POST', API_PATHS.performerPageUnavailability, { status: 201, body: added });
    const { user } = await openReadyPage();

    await user.type(screen.getByLabelText(T.startDate), '2031-06-01');
    await user.clear(screen.getByLabelText(T.endDate));
    await user.type(screen.getByLabelText(T.endDate), '2031-06-02');
    await user.type(screen.getByLabelText(T.reason), 'Holiday');
    await user.click(screen.getByRole('button', { name: T.add }));

    await expectPeriodSent({
      startDate: '2031-06-01',
      startTime: '00:00',
      endDate: '2031-06-03',
      endTime: '00:00',
      reason: 'Holiday',
    });
    const [write] = fakeNetwork.requestsTo('POST', API_PATHS.performerPageUnavailability);
    expect(write?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(write?.credentials).toBe('omit');
    expect(
      await within(section(T.unavailableTitle)).findByRole('button', {
        name: `${T.remove} Sun, Jun 1, 2031 – Mon, Jun 2, 2031 (all day)`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(T.startDate)).toHaveValue('');
  });

  it('when All day is off, then the start and end times are sent as chosen', async () => {
    answerPage(pageOf());
    fakeNetwork.on('POST', API_PATHS.performerPageUnavailability, {
      status: 201,
      body: period({ id: 73, startTime: '09:00', endTime: '17:30', endDate: '2031-05-10', reason: null }),
    });
    const { user } = await openReadyPage();

    await user.click(screen.getByRole('switch', { name: T.allDay }));
    await user.type(screen.getByLabelText(T.startDate), '2031-05-10');
    await user.type(screen.getByLabelText(T.startTime), '09:00');
    await user.type(screen.getByLabelText(T.endTime), '17:30');
    await user.click(screen.getByRole('button', { name: T.add }));

    await expectPeriodSent({
      startDate: '2031-05-10',
      startTime: '09:00',
      endDate: '2031-05-10',
      endTime: '17:30',
      reason: null,
    });
  });

  it('when the period is not valid, then each message shows by its field and nothing is sent', async () => {
    answerPage(pageOf());
    const { user } = await openReadyPage();

    await user.click(screen.getByRole('button', { name: T.add }));
    expect(screen.getByLabelText(T.startDate)).toHaveAccessibleDescription(
      AVAILABILITY_VALIDATION_MESSAGES.startDateRequired,
    );
    expect(screen.getByLabelText(T.endDate)).toHaveAccessibleDescription(
      AVAILABILITY_VALIDATION_MESSAGES.endDateRequired,
    );

    await user.type(screen.getByLabelText(T.startDate), '2031-05-10');
    await user.clear(screen.getByLabelText(T.endDate));
    await user.type(screen.getByLabelText(T.endDate), '2031-05-08');
    await user.type(screen.getByLabelText(T.reason), 'Away <b>');
    await user.click(screen.getByRole('button', { name: T.add }));

    expect(screen.getByLabelText(T.endDate)).toHaveAccessibleDescription(
      AVAILABILITY_VALIDATION_MESSAGES.startBeforeEnd,
    );
    expect(screen.getByLabelText(T.reason)).toHaveAccessibleDescription(
      AVAILABILITY_VALIDATION_MESSAGES.reasonHasHtml,
    );
    expect(fakeNetwork.requestsTo('POST', API_PATHS.performerPageUnavailability)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when the server refuses the period, then a problem naming a field shows by it and the draft stays; one naming none is said on its own', async () => {
    answerPage(pageOf());
    fakeNetwork.on('POST', API_PATHS.performerPageUnavailability, [
      {
        status: 400,
        body: {
          message: AVAILABILITY_VALIDATION_MESSAGES.startBeforeEnd,
          errors: [{ path: 'endTime', message: AVAILABILITY_VALIDATION_MESSAGES.startBeforeEnd }],
        },
      },
      { status: 400, body: { message: TOO_MANY_PERIODS } },
    ]);
    const { user } = await openReadyPage();

    await user.type(screen.getByLabelText(T.startDate), '2031-05-10');
    await user.click(screen.getByRole('button', { name: T.add }));
    await waitFor(() =>
      expect(screen.getByLabelText(T.endDate)).toHaveAccessibleDescription(
        AVAILABILITY_VALIDATION_MESSAGES.startBeforeEnd,
      ),
    );
    expect(screen.getByLabelText(T.startDate)).toHaveValue('2031-05-10');

    await user.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(TOO_MANY_PERIODS)).toBeInTheDocument();
    expect(screen.getByLabelText(T.startDate)).toHaveValue('2031-05-10');
  });

  it('when a period is removed, then the page asks the server with the token, says so and shows the list without it', async () => {
    answerPage(pageOf(), pageOf({ unavailability: [] }));
    fakeNetwork.on('DELETE', API_PATHS.performerPageUnavailabilityPeriod(71), { status: 204 });
    const { user } = await openReadyPage();

    await user.click(
      screen.getByRole('button', { name: `${T.remove} Sat, May 10, 2031 – Sun, May 11, 2031 (all day)` }),
    );

    expect(await screen.findByText(AVAILABILITY_MESSAGES.unavailabilityRemoved)).toBeInTheDocument();
    expect(await screen.findByText(T.noUnavailability)).toBeInTheDocument();
    const [removal] = fakeNetwork.requestsTo('DELETE', API_PATHS.performerPageUnavailabilityPeriod(71));
    expect(removal?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('when the link is reset while the page is open, then the next write says the link is not valid', async () => {
    answerPage(pageOf());
    fakeNetwork.on('POST', API_PATHS.performerPageUnavailability, {
      status: 404,
      body: { message: AUTH_MESSAGES.notFound },
    });
    const { user } = await openReadyPage();

    await user.type(screen.getByLabelText(T.startDate), '2031-05-10');
    await user.click(screen.getByRole('button', { name: T.add }));

    expect(await screen.findByText(T.invalidText)).toBeInTheDocument();
  });
});
