import { createHash, createHmac } from 'node:crypto';
import {
  addDays,
  API_PATHS,
  AUTH_MESSAGES,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_VALIDATION_MESSAGES,
  PERFORMER_PAGE_PATH,
  type PerformerFeedLinkDto,
  type PerformerPageDto,
  type PerformerPageLinkDto,
  type PerformerUnavailabilityDto,
} from '../../../contract';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { deliveredLink } from '../../../test-support/mailed-links';
import { freshPerformerPageToken } from '../../../test-support/performer-pages';
import { freshClientIp, signIn } from '../../../test-support/sessions';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { todayIn } from '../../bookings';
import {
  CYPRESS_HILLS,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  auditRowsOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const PROVIDER = 2;
/** UTC+14 and UTC-11: whatever the hour, the first's today is the second's tomorrow or later. */
const EARLY_ZONE = 'Pacific/Kiritimati';
const LATE_ZONE = 'Pacific/Pago_Pago';
const PERFORMER_EMAIL = 'odette.page@performers.test';

let app: TestApp;
let catcher: MailCatcher;
let ownerCookie: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await startTestApp({ seed: true, env: { SMTP_URL: catcher.url } });
  ownerCookie = await signIn(app, OWNER);
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

async function newPerformer(name: string, instruments: string[], email: string | null = null) {
  const [row]: { id: number }[] = await app
    .knex('performers')
    .insert({ name, instruments, organizationId: PROVIDER, email })
    .returning('id');
  if (!row) throw new Error('performer not stored');
  return row.id;
}

function ownerCall(method: 'get' | 'post', path: string, cookie = ownerCookie) {
  const call = app.http()[method](path).set('Cookie', cookie).set('X-Forwarded-For', freshClientIp());
  return method === 'get' ? call : call.set('Origin', TEST_ORIGIN);
}

async function newPageLink(performerId: number): Promise<string> {
  const response = await ownerCall('post', API_PATHS.performerPageReset(performerId));
  if (response.status !== 200) throw new Error(`reset answered ${response.status}: ${response.text}`);
  return (response.body as PerformerPageLinkDto).url ?? '';
}

function tokenOf(url: string): string {
  const token = new URL(url).hash.replace(/^#token=/, '');
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error(`no page token in ${url}`);
  return token;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The page's calls as the page makes them: the token as a Bearer, the portal's own origin. */
function pageGet(token: string, clientIp = freshClientIp()) {
  return app
    .http()
    .get(API_PATHS.performerPage)
    .set('Authorization', `Bearer ${token}`)
    .set('X-Forwarded-For', clientIp);
}

function pageAdd(token: string, body: object) {
  return app
    .http()
    .post(API_PATHS.performerPageUnavailability)
    .set('Authorization', `Bearer ${token}`)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp())
    .send(body);
}

function pageRemove(token: string, periodId: number) {
  return app
    .http()
    .delete(API_PATHS.performerPageUnavailabilityPeriod(periodId))
    .set('Authorization', `Bearer ${token}`)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp());
}

function feedGet(url: string) {
  return app.http().get(new URL(url).pathname).set('X-Forwarded-For', freshClientIp());
}

function expectPrivateAnswer(response: { headers: Record<string, unknown> }) {
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

const WEEKEND_OFF = {
  startDate: '2031-05-03',
  startTime: '00:00',
  endDate: '2031-05-05',
  endTime: '00:00',
  reason: 'Family wedding',
};

describe('a performer page link, made by the owner', () => {
  let performer: number;
  let firstUrl = '';

  beforeAll(async () => {
    performer = await newPerformer('Odette Page', ['cello']);
  });

  it('when the owner asks whether a page exists, then nothing is made; the first reset makes it and shows its link once', async () => {
    const before = await ownerCall('get', API_PATHS.performerPageLink(performer));
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({ exists: false, url: null });
    expect(await app.knex('performer_page_tokens').where({ performerId: performer })).toEqual([]);

    const created = await ownerCall('post', API_PATHS.performerPageReset(performer));
    expect(created.status).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const link = created.body as PerformerPageLinkDto;
    expect(link.exists).toBe(true);
    expect(link.url).toMatch(new RegExp(`^${TEST_ORIGIN}${PERFORMER_PAGE_PATH}#token=[A-Za-z0-9_-]{43}$`));
    firstUrl = link.url ?? '';

    expect((await ownerCall('get', API_PATHS.performerPageLink(performer))).body).toEqual({
      exists: true,
      url: null,
    });
    const token = tokenOf(firstUrl);
    const feedToken = createHmac('sha256', token).update('feed').digest('base64url');
    const stored: { tokenHash: string; feedTokenHash: string }[] = await app
      .knex('performer_page_tokens')
      .select('tokenHash', 'feedTokenHash')
      .where({ performerId: performer });
    expect(stored).toEqual([{ tokenHash: sha256(token), feedTokenHash: sha256(feedToken) }]);
    const audit = await auditRowsOf(app, 'performer', performer);
    expect(audit.map((row) => [row.action, row.email])).toEqual([['performer_page_created', OWNER]]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("when the page is opened with the link's token, then it answers without a cookie or a cache, and names the performer", async () => {
    const response = await pageGet(tokenOf(firstUrl));
    expect(response.status).toBe(200);
    expectPrivateAnswer(response);
    const page = response.body as PerformerPageDto;
    expect(page.performer).toEqual({ id: performer, name: 'Odette Page', instruments: ['cello'] });
    expect(page.gigs).toEqual([]);
    expect(page.unavailability).toEqual([]);
    expect(page.timeZone).toBe('America/New_York');
  });

  it('when the page shows its feed address, then that address opens the feed but not the page', async () => {
    const page = (await pageGet(tokenOf(firstUrl))).body as PerformerPageDto;
    expect(page.feedUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/api/feeds/performers/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await feedGet(page.feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain('Odette Page - bookings');

    const feedToken = /performers\/([^/]+)\.ics$/.exec(page.feedUrl)?.[1] ?? '';
    expect((await pageGet(feedToken)).status).toBe(404);
    // The owner's own feed link is another thing: the page's feed does not make one.
    expect((await ownerCall('get', API_PATHS.performerFeedLink(performer))).body).toEqual({
      exists: false,
      url: null,
    });
  });

  it('when the owner resets the page, then the old page and its feed are 404 at once and the new link works', async () => {
    const oldFeed = ((await pageGet(tokenOf(firstUrl))).body as PerformerPageDto).feedUrl;
    const newUrl = await newPageLink(performer);
    expect(newUrl).not.toBe(firstUrl);

    expect((await pageGet(tokenOf(firstUrl))).status).toBe(404);
    expect((await feedGet(oldFeed)).status).toBe(404);
    const fresh = await pageGet(tokenOf(newUrl));
    expect(fresh.status).toBe(200);
    expect((await feedGet((fresh.body as PerformerPageDto).feedUrl)).status).toBe(200);
    expect((await auditRowsOf(app, 'performer', performer)).map((row) => row.action)).toEqual([
      'performer_page_created',
      'performer_page_reset',
    ]);
  });

  it("when the owner resets the performer's feed, then both the owner's and the page's old feed addresses are 404, and the new ones work", async () => {
    const performerOfFeeds = await newPerformer('Felix Feeds', ['viola']);
    const pageToken = tokenOf(await newPageLink(performerOfFeeds));
    const pageFeed = ((await pageGet(pageToken)).body as PerformerPageDto).feedUrl;
    const firstOwnerFeed = await ownerCall('post', API_PATHS.performerFeedReset(performerOfFeeds));
    const ownerFeed = (firstOwnerFeed.body as PerformerFeedLinkDto).url ?? '';
    expect((await feedGet(ownerFeed)).status).toBe(200);

    const reset = await ownerCall('post', API_PATHS.performerFeedReset(performerOfFeeds));
    expect(reset.status).toBe(200);
    const newOwnerFeed = (reset.body as PerformerFeedLinkDto).url ?? '';

    expect((await feedGet(ownerFeed)).status).toBe(404);
    expect((await feedGet(pageFeed)).status).toBe(404);
    expect((await feedGet(newOwnerFeed)).status).toBe(200);
    // The page itself still opens, and shows a new feed address that works.
    const page = await pageGet(pageToken);
    expect(page.status).toBe(200);
    const newPageFeed = (page.body as PerformerPageDto).feedUrl;
    expect(newPageFeed).not.toBe(pageFeed);
    expect((await feedGet(newPageFeed)).status).toBe(200);
    expect(((await pageGet(pageToken)).body as PerformerPageDto).feedUrl).toBe(newPageFeed);
    expect((await feedGet(pageFeed)).status).toBe(404);
  });

  it('when the performer is deleted, then their page is gone with them', async () => {
    const gone = await newPerformer('Short Lived', ['flute']);
    const url = await newPageLink(gone);
    await app.knex('performers').where({ id: gone }).delete();
    expect(await app.knex('performer_page_tokens').where({ performerId: gone })).toEqual([]);
    expect((await pageGet(tokenOf(url))).status).toBe(404);
  });

  it('when anyone but the owner asks for, resets or sends a page link, then it is refused; an unknown performer is 404', async () => {
    for (const email of [SUPER_ADMIN, PALM_COVE_ADMIN]) {
      const cookie = await signIn(app, email);
      expect((await ownerCall('get', API_PATHS.performerPageLink(performer), cookie)).status).toBe(403);
      expect((await ownerCall('post', API_PATHS.performerPageReset(performer), cookie)).status).toBe(403);
      expect((await ownerCall('post', API_PATHS.performerPageSend(performer), cookie)).status).toBe(403);
    }
    expect((await app.http().get(API_PATHS.performerPageLink(performer))).status).toBe(401);
    expect(
      (await app.http().post(API_PATHS.performerPageReset(performer)).set('Origin', TEST_ORIGIN)).status,
    ).toBe(401);
    for (const call of [
      ownerCall('get', API_PATHS.performerPageLink(999999)),
      ownerCall('post', API_PATHS.performerPageReset(999999)),
      ownerCall('post', API_PATHS.performerPageSend(999999)),
    ])
      expect((await call).status).toBe(404);
    expect((await auditRowsOf(app, 'performer', performer)).map((row) => row.action)).toEqual([
      'performer_page_created',
      'performer_page_reset',
    ]);
  });
});

describe('a page opened with a token that names no page', () => {
  it('when the token is missing, malformed, unknown or not a Bearer, then every page route is 404 with the same body', async () => {
    const unknown = 'A'.repeat(43);
    const calls = [
      app.http().get(API_PATHS.performerPage),
      pageGet(unknown),
      pageGet('short'),
      pageGet(`${unknown}=`),
      app.http().get(API_PATHS.performerPage).set('Authorization', `Basic ${unknown}`),
      app.http().get(API_PATHS.performerPage).set('Authorization', 'Bearer'),
      pageAdd(unknown, WEEKEND_OFF),
      pageRemove(unknown, 1),
      app.http().post(API_PATHS.performerPageUnavailability).set('Origin', TEST_ORIGIN).send(WEEKEND_OFF),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.notFound });
      expectPrivateAnswer(response);
    }
  });

  it('when a signed-in browser opens the page route with its session cookie but no token, then it is still 404 and no cookie is set or cleared', async () => {
    const withSession = await app.http().get(API_PATHS.performerPage).set('Cookie', ownerCookie);
    expect(withSession.status).toBe(404);
    expectPrivateAnswer(withSession);
    const staleSession = await app
      .http()
      .get(API_PATHS.performerPage)
      .set('Cookie', 'bp_session=stale; bp_session.sig=forged');
    expect(staleSession.status).toBe(404);
    expectPrivateAnswer(staleSession);
  });
});

describe("a performer's upcoming gigs", () => {
  let cello: number;
  let viola: number;
  let token = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await app.knex('organizations').update({ timeZone: LATE_ZONE }).where({ id: PALM_COVE });
    await app.knex('organizations').update({ timeZone: EARLY_ZONE }).where({ id: CYPRESS_HILLS });
    cello = await newPerformer('Greta Cello', ['cello']);
    viola = await newPerformer('Hugo Viola', ['viola', 'violin']);
    const lateToday = todayIn(LATE_ZONE);
    const earlyToday = todayIn(EARLY_ZONE);
    const duet = [
      { performerId: cello, instrument: 'cello' },
      { performerId: viola, instrument: 'viola' },
    ];
    ids.lateToday = await storeBooking(app, {
      date: lateToday,
      time: '22:30',
      duration: 120,
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      performers: duet,
    });
    // Palm Cove's today is already past at Cypress Hills, whose clock is a day or two ahead.
    ids.earlyPast = await storeBooking(app, {
      date: lateToday,
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      performers: duet,
    });
    ids.earlyPending = await storeBooking(app, {
      date: addDays(earlyToday, 3),
      time: '12:00',
      duration: 90,
      department: null,
      organizationId: CYPRESS_HILLS,
      status: 'pending',
      performers: [{ performerId: cello, instrument: 'cello' }],
    });
    // At Palm Cove's DUSK, days from Palm Cove's today: who plays on which.
    const atDusk = (days: number, performerId: number, instrument: string) =>
      storeBooking(app, {
        date: addDays(lateToday, days),
        department: 'DUSK',
        organizationId: PALM_COVE,
        performers: [{ performerId, instrument }],
      });
    ids.yearAhead = await atDusk(365, cello, 'cello');
    ids.tooFar = await atDusk(366, cello, 'cello');
    ids.yesterday = await atDusk(-1, cello, 'cello');
    ids.violaAlone = await atDusk(2, viola, 'violin');
    token = tokenOf(await newPageLink(cello));
  });

  afterAll(async () => {
    await app
      .knex('organizations')
      .update({ timeZone: 'America/New_York' })
      .whereIn('id', [PALM_COVE, CYPRESS_HILLS]);
  });

  it("when the page is read, then it lists their gigs from each venue's own today to a year ahead, times in the venue's zone, pending ones tentative", async () => {
    const page = (await pageGet(token)).body as PerformerPageDto;
    expect(page.gigs.map((gig) => gig.bookingId)).toEqual([ids.lateToday, ids.earlyPending, ids.yearAhead]);
    const [today, pending] = page.gigs;
    expect(today).toEqual({
      bookingId: ids.lateToday,
      date: todayIn(LATE_ZONE),
      startTime: '22:30',
      endTime: '00:30',
      timeZone: LATE_ZONE,
      organizationName: 'Palm Cove Beach Resort',
      venue: 'Lobby Bar',
      instrument: 'cello',
      ensembleMates: ['Hugo Viola'],
      tentative: false,
    });
    expect(pending).toEqual({
      bookingId: ids.earlyPending,
      date: addDays(todayIn(EARLY_ZONE), 3),
      startTime: '12:00',
      endTime: '13:30',
      timeZone: EARLY_ZONE,
      organizationName: 'Cypress Hills Country Club',
      venue: null,
      instrument: 'cello',
      ensembleMates: [],
      tentative: true,
    });
    // Titles and notes are the organizations' own business.
    expect(JSON.stringify(page)).not.toContain('Solo - Stored');
  });

  it("when an ensemble mate's page is read, then it names the other performer and leaves out bookings they do not play in", async () => {
    const mate = (await pageGet(tokenOf(await newPageLink(viola)))).body as PerformerPageDto;
    expect(mate.gigs.map((gig) => [gig.bookingId, gig.instrument, gig.ensembleMates])).toEqual([
      [ids.lateToday, 'viola', ['Greta Cello']],
      [ids.violaAlone, 'violin', []],
    ]);
  });
});

describe("a performer's own unavailable periods", () => {
  let performer: number;
  let other: number;
  let token = '';
  let otherToken = '';

  beforeAll(async () => {
    performer = await newPerformer('Ines Periods', ['harp']);
    other = await newPerformer('Jonas Other', ['drums']);
    token = tokenOf(await newPageLink(performer));
    otherToken = tokenOf(await newPageLink(other));
  });

  async function storedPeriods(performerId: number): Promise<number> {
    const row: { count?: string | number } | undefined = await app
      .knex('performer_unavailability')
      .count({ count: '*' })
      .where({ performerId })
      .first();
    return Number(row?.count ?? 0);
  }

  it('when the performer adds a period, then it is 201, stored in their name and listed on their page with its reason', async () => {
    const added = await pageAdd(token, WEEKEND_OFF);
    expect(added.status).toBe(201);
    expectPrivateAnswer(added);
    const period = added.body as PerformerUnavailabilityDto;
    expect(period).toMatchObject({ ...WEEKEND_OFF, performerId: performer, timeZone: 'America/New_York' });

    const page = (await pageGet(token)).body as PerformerPageDto;
    expect(page.unavailability).toEqual([period]);
    // Written by whoever holds the page: no account, the page's client address.
    const audit = await auditRowsOf(app, 'performer', performer);
    expect(audit.map((row) => [row.action, row.userId, row.email])).toEqual([
      ['performer_page_created', expect.any(Number), OWNER],
      ['performer_unavailability_added', null, null],
    ]);
    expect(((await pageGet(otherToken)).body as PerformerPageDto).unavailability).toEqual([]);
  });

  it('when the period is invalid, then it is 400 naming the field with the contract message, and nothing is stored', async () => {
    const before = await storedPeriods(performer);
    const cases: [object, string, string][] = [
      [{ ...WEEKEND_OFF, endDate: '2031-05-02' }, 'endTime', AVAILABILITY_VALIDATION_MESSAGES.startBeforeEnd],
      [{ ...WEEKEND_OFF, endDate: '2032-05-10' }, 'endTime', AVAILABILITY_VALIDATION_MESSAGES.spanTooLong],
      [{ ...WEEKEND_OFF, reason: '<b>away</b>' }, 'reason', AVAILABILITY_VALIDATION_MESSAGES.reasonHasHtml],
      [{ ...WEEKEND_OFF, reason: 'x'.repeat(201) }, 'reason', AVAILABILITY_VALIDATION_MESSAGES.reasonTooLong],
      [
        { ...WEEKEND_OFF, startDate: undefined },
        'startDate',
        AVAILABILITY_VALIDATION_MESSAGES.startDateRequired,
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await pageAdd(token, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errors: expect.arrayContaining([{ path, message }]) as unknown });
    }
    expect(await storedPeriods(performer)).toBe(before);
  });

  it("when the performer removes their own period, then it is 204 and gone; another performer's period is 404 and stays", async () => {
    const mine = (await pageAdd(token, { ...WEEKEND_OFF, reason: null })).body as PerformerUnavailabilityDto;
    const theirs = (await pageAdd(otherToken, WEEKEND_OFF)).body as PerformerUnavailabilityDto;

    const notMine = await pageRemove(token, theirs.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual({ message: AUTH_MESSAGES.notFound });
    expect(await storedPeriods(other)).toBe(1);

    const removed = await pageRemove(token, mine.id);
    expect(removed.status).toBe(204);
    expectPrivateAnswer(removed);
    expect((await pageRemove(token, mine.id)).status).toBe(404);
    const page = (await pageGet(token)).body as PerformerPageDto;
    expect(page.unavailability.map((period) => period.id)).not.toContain(mine.id);
  });

  it('when the page is reset, then the old token can neither add nor remove a period', async () => {
    const period = (await pageAdd(token, WEEKEND_OFF)).body as PerformerUnavailabilityDto;
    const before = await storedPeriods(performer);
    await newPageLink(performer);
    expect((await pageAdd(token, WEEKEND_OFF)).status).toBe(404);
    expect((await pageRemove(token, period.id)).status).toBe(404);
    expect(await storedPeriods(performer)).toBe(before);
  });
});

describe('a page link mailed to the performer', () => {
  let performer: number;
  let withoutEmail: number;

  beforeAll(async () => {
    performer = await newPerformer('Odile Mailed', ['flute'], PERFORMER_EMAIL);
    withoutEmail = await newPerformer('Pablo Unmailed', ['guitar']);
  });

  it('when the performer has no e-mail address, then sending is 400 naming email, and no link or mail is made', async () => {
    const response = await ownerCall('post', API_PATHS.performerPageSend(withoutEmail));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: AVAILABILITY_MESSAGES.pageLinkNeedsEmail,
      errors: [{ path: 'email', message: AVAILABILITY_MESSAGES.pageLinkNeedsEmail }],
    });
    expect(await app.knex('performer_page_tokens').where({ performerId: withoutEmail })).toEqual([]);
    expect(await auditRowsOf(app, 'performer', withoutEmail)).toEqual([]);
  });

  it('when the owner sends the link, then it is 202, the performer gets a mail whose link opens their page, and the old link dies', async () => {
    const oldUrl = await newPageLink(performer);
    const response = await ownerCall('post', API_PATHS.performerPageSend(performer));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: AVAILABILITY_MESSAGES.pageLinkSent });

    const { mail, token } = await deliveredLink(app, catcher, PERFORMER_EMAIL, PERFORMER_PAGE_PATH);
    expect(mail.parsed.subject).toBe('Your own page on the Booking Portal');
    expect(mail.parsed.text).toContain('Hello Odile Mailed,');
    expect(mail.parsed.text).toContain(`${OWNER} sent you the link to your own page`);
    expect(mail.parsed.html).toContain(`${PERFORMER_PAGE_PATH}#token=${token}`);
    const queued: { kind: string }[] = await app
      .knex('mail_outbox')
      .select('kind')
      .where({ recipient: PERFORMER_EMAIL });
    expect(queued).toEqual([{ kind: 'performer_page_link' }]);

    const page = await pageGet(token);
    expect(page.status).toBe(200);
    expect((page.body as PerformerPageDto).performer.name).toBe('Odile Mailed');
    expect((await pageGet(tokenOf(oldUrl))).status).toBe(404);

    const audit = await auditRowsOf(app, 'performer', performer);
    expect(audit.map((row) => [row.action, row.email])).toEqual([
      ['performer_page_created', OWNER],
      ['performer_page_sent', OWNER],
    ]);
    expect(audit[1]?.details).toEqual({
      performer: 'Odile Mailed',
      email: PERFORMER_EMAIL,
      firstLink: false,
    });
    expect(JSON.stringify(audit)).not.toContain(token);
  });
});

describe('the page routes under load from one address', () => {
  it('when one client address calls the page more than 60 times a minute, then it gets 429 with Retry-After, even with the right token', async () => {
    const address = freshClientIp();
    const performer: { id: number } | undefined = await app.knex('performers').first('id').orderBy('id');
    // A right token: wrong ones meet their own, lower limit (performer-page-wrong-tokens.test.ts).
    const token = await freshPerformerPageToken(app.knex, performer?.id ?? 0);
    for (let call = 0; call < 60; call += 1) expect((await pageGet(token, address)).status).toBe(200);
    const refused = await pageGet(token, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectPrivateAnswer(refused);
    // Another address is not held back.
    expect((await pageGet(token)).status).toBe(200);
  });
});
