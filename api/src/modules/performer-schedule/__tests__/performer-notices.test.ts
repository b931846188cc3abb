import type { VEvent } from 'node-ical';
import {
  API_PATHS,
  type BookingDuplicateDto,
  type BookingWriteDto,
  type PerformerNoticeDto,
} from '../../../contract';
import type { CaughtMail } from '../../../test-support/mail-catcher';
import { signIn } from '../../../test-support/sessions';
import { statementsDuring } from '../../../test-support/sql-statements';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { CYPRESS_HILLS, PALM_COVE, storeBooking } from '../../../test-support/booking-fixtures';
import { parseCalendar, textOf } from '../../../test-support/calendar-parsing';
import { calendarAttachmentOf, provideDigestTestApp, QUIET_MS, uidOf } from './performer-digest-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const digestApp = provideDigestTestApp('notices.test');
const { write, performerWithEmail, digestsAfterQuietPeriod } = digestApp;
const app = () => digestApp.app();
const catcher = () => digestApp.catcher();

function textOfMail(mail: CaughtMail): string {
  return mail.parsed.text ?? '';
}

function calendarOfMail(mail: CaughtMail): VEvent[] {
  const attachment = calendarAttachmentOf(mail);
  expect(attachment.contentType).toBe('text/calendar');
  return parseCalendar(attachment.content.toString('utf8')).events;
}

function dayAfter(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Lobby Bar bookings of the performers on consecutive days, written straight into the database (no notices). */
async function storedGigs(
  count: number,
  firstDate: string,
  performers: readonly { id: number; instrument: string }[],
  status: 'pending' | 'confirmed',
): Promise<number[]> {
  const ids: number[] = [];
  for (let day = 0; day < count; day += 1) {
    ids.push(
      await storeBooking(app(), {
        date: dayAfter(firstDate, day),
        time: '19:00',
        duration: 120,
        department: 'Lobby Bar',
        ensemble: performers.length === 1 ? 'Solo' : 'Duo',
        organizationId: PALM_COVE,
        status,
        performers: performers.map((performer) => ({
          performerId: performer.id,
          instrument: performer.instrument,
        })),
      }),
    );
  }
  return ids;
}

async function untoldChangesOf(performerId: number): Promise<number> {
  const [row] = await app()
    .knex('performerBookingChanges')
    .count<{ count: string | number }[]>('* as count')
    .where({ performerId })
    .whereNull('digestId');
  return Number(row?.count ?? 0);
}

describe('performer digests', () => {
  it('when the owner finalizes 12 pending bookings of two performers, then each gets ONE mail listing the 12 as pending → confirmed with a 12-event .ics', async () => {
    const violin = await performerWithEmail('Vera Strand', 'violin');
    const cello = await performerWithEmail('Colm Dunne', 'cello');
    const ids = await storedGigs(
      12,
      '2031-03-01',
      [
        { id: violin.id, instrument: 'violin' },
        { id: cello.id, instrument: 'cello' },
      ],
      'pending',
    );

    for (const id of ids) {
      const response = await write('patch', API_PATHS.booking(id)).send({ status: 'confirmed' });
      expect(response.status).toBe(200);
    }

    expect(await untoldChangesOf(violin.id)).toBe(12);
    expect(await digestsAfterQuietPeriod()).toBe(2);
    expect(catcher().mailsTo(violin.email)).toHaveLength(1);
    expect(catcher().mailsTo(cello.email)).toHaveLength(1);
    const [mail] = catcher().mailsTo(violin.email);
    if (!mail) throw new Error('no mail');
    const text = textOfMail(mail);
    expect(mail.parsed.subject).toBe('Your bookings: 12 changes');
    expect(text).toContain('Hello Vera Strand,');
    expect(text.match(/Status: pending → confirmed/g)).toHaveLength(12);
    expect(text).toContain('Venue: Lobby Bar, Palm Cove Beach Resort');
    expect(text).toContain('Playing with: Colm Dunne (cello)');
    expect(text).toContain('Instrument: violin');
    // The venue's zone as it reads on each day: daylight saving time begins on Sunday, March 9, 2031.
    expect(text.match(/Time: 7:00 PM – 9:00 PM EST\n/g)).toHaveLength(8);
    expect(text.match(/Time: 7:00 PM – 9:00 PM EDT\n/g)).toHaveLength(4);
    expect(mail.parsed.html).toContain('Status: pending → confirmed');
    const events = calendarOfMail(mail);
    expect(events.map((event) => event.uid).sort()).toEqual(ids.map(uidOf).sort());
    expect(new Set(events.map((event) => event.status))).toEqual(new Set(['CONFIRMED']));
    expect(await untoldChangesOf(violin.id)).toBe(0);
  });

  it('when three bookings are dragged to other days, then each performer gets one mail with old → new dates; nothing is sent before the quiet period is over', async () => {
    const piano = await performerWithEmail('Pearl Osei', 'piano');
    const ids = await storedGigs(3, '2031-03-15', [{ id: piano.id, instrument: 'piano' }], 'confirmed');

    for (const [index, id] of ids.entries()) {
      const response = await write('patch', API_PATHS.booking(id)).send({
        date: `2031-04-${String(10 + index).padStart(2, '0')}`,
      });
      expect(response.status).toBe(200);
    }

    // The last change is under ten minutes old: the performer's digest waits.
    expect(await app().portal.performerDigests.sendDue(new Date(Date.now() + QUIET_MS - 60_000))).toBe(0);
    expect(await untoldChangesOf(piano.id)).toBe(3);
    expect(await digestsAfterQuietPeriod()).toBe(1);
    const mails = catcher().mailsTo(piano.email);
    expect(mails).toHaveLength(1);
    const text = textOfMail(mails[0] as CaughtMail);
    expect(text).toContain('Date: Sat, Mar 15, 2031 → Thu, Apr 10, 2031');
    expect(text).toContain('Date: Sun, Mar 16, 2031 → Fri, Apr 11, 2031');
    expect(text).toContain('Date: Mon, Mar 17, 2031 → Sat, Apr 12, 2031');
    expect(text).toContain('Playing with: nobody else');
    const events = calendarOfMail(mails[0] as CaughtMail);
    expect(events.map((event) => event.uid).sort()).toEqual(ids.map(uidOf).sort());
    expect(events.map((event) => event.start.toISOString().slice(0, 10)).sort()).toEqual([
      '2031-04-10',
      '2031-04-11',
      '2031-04-12',
    ]);
  });

  it("when the writes say notifyPerformers 'none', then no change is recorded and nobody is mailed", async () => {
    const harp = await performerWithEmail('Hana Ito', 'harp');
    const [moved, deleted] = await storedGigs(
      2,
      '2031-03-20',
      [{ id: harp.id, instrument: 'harp' }],
      'confirmed',
    );

    const patched = await write('patch', API_PATHS.booking(moved as number)).send({
      date: '2031-05-02',
      notifyPerformers: 'none',
    });
    const copied = await write('post', API_PATHS.bookingDuplicate(moved as number)).send({
      targetDates: ['2031-05-03'],
      notifyPerformers: 'none',
    });
    const created = await write('post', API_PATHS.bookings).send({
      title: 'Solo - Quiet',
      date: '2031-05-04',
      time: '18:00',
      duration: 60,
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      ensemble: 'Solo',
      performerData: JSON.stringify([{ performerId: harp.id, instrument: 'harp' }]),
      notifyPerformers: 'none',
    });
    const removed = await write('delete', `${API_PATHS.booking(deleted as number)}?notifyPerformers=none`);

    expect([patched.status, copied.status, created.status, removed.status]).toEqual([200, 201, 201, 204]);
    expect(await untoldChangesOf(harp.id)).toBe(0);
    await digestsAfterQuietPeriod();
    expect(catcher().mailsTo(harp.email)).toEqual([]);
  });

  it('when notifyPerformers is neither affected nor none, then 400 naming it and nothing changes', async () => {
    const [id] = await storedGigs(1, '2031-03-25', [], 'confirmed');

    const patched = await write('patch', API_PATHS.booking(id as number)).send({
      date: '2031-05-09',
      notifyPerformers: 'everyone',
    });
    const removed = await write('delete', `${API_PATHS.booking(id as number)}?notifyPerformers=all`);

    expect(patched.status).toBe(400);
    expect(patched.body).toEqual({
      message: 'Notify performers must be affected or none',
      errors: [{ path: 'notifyPerformers', message: 'Notify performers must be affected or none' }],
    });
    expect(removed.status).toBe(400);
    expect(await app().knex('bookings').first('date').where({ id })).toEqual({ date: '2031-03-25' });
  });

  it("when bookings of two performers change, then each digest tells only of that performer's own gigs", async () => {
    const sax = await performerWithEmail('Sam Achebe', 'saxophone');
    const drums = await performerWithEmail('Dora Velez', 'drums');
    const [saxGig] = await storedGigs(
      1,
      '2031-03-26',
      [{ id: sax.id, instrument: 'saxophone' }],
      'confirmed',
    );
    const drumsGig = await storeBooking(app(), {
      date: '2031-06-07',
      time: '20:00',
      duration: 90,
      department: 'Clubhouse',
      ensemble: 'Solo',
      organizationId: CYPRESS_HILLS,
      status: 'confirmed',
      performers: [{ performerId: drums.id, instrument: 'drums' }],
    });

    await write('patch', API_PATHS.booking(saxGig as number)).send({ time: '20:30' });
    await write('patch', API_PATHS.booking(drumsGig)).send({ time: '21:00' });
    await digestsAfterQuietPeriod();

    const [saxMail] = catcher().mailsTo(sax.email);
    const [drumsMail] = catcher().mailsTo(drums.email);
    if (!saxMail || !drumsMail) throw new Error('a digest is missing');
    expect(textOfMail(saxMail)).toContain('Time: 7:00 PM – 9:00 PM EDT');
    expect(textOfMail(saxMail)).toContain('→ 8:30 PM – 10:30 PM EDT');
    expect(textOfMail(saxMail)).not.toMatch(/Cypress|Clubhouse|Dora Velez|2031-06-07|Jun 2031/);
    expect(saxMail.parsed.html).not.toMatch(/Cypress|Clubhouse|Dora Velez/);
    expect(calendarOfMail(saxMail).map((event) => event.uid)).toEqual([uidOf(saxGig as number)]);
    expect(textOfMail(drumsMail)).toContain('Venue: Clubhouse, Cypress Hills Country Club');
    expect(textOfMail(drumsMail)).not.toMatch(/Palm Cove|Lobby Bar|Sam Achebe/);
    expect(calendarOfMail(drumsMail).map((event) => event.uid)).toEqual([uidOf(drumsGig)]);
    for (const mail of [saxMail, drumsMail]) expect(mail.recipients).toHaveLength(1);
  });

  it('when a booking is deleted, another made pending and a performer dropped from a third, then the .ics has CANCELLED, TENTATIVE and CANCELLED events', async () => {
    const guitar = await performerWithEmail('Gus Moreno', 'guitar');
    const bass = await performerWithEmail('Bea Lund', 'bass');
    const duo = [
      { id: guitar.id, instrument: 'guitar' },
      { id: bass.id, instrument: 'bass' },
    ];
    const [deleted, pending, dropped] = await storedGigs(3, '2031-10-01', duo, 'confirmed');

    expect((await write('delete', API_PATHS.booking(deleted as number))).status).toBe(204);
    expect(
      (await write('patch', API_PATHS.booking(pending as number)).send({ status: 'pending' })).status,
    ).toBe(200);
    const solo = await write('patch', API_PATHS.booking(dropped as number)).send({
      ensemble: 'Solo',
      performerData: JSON.stringify([{ performerId: bass.id, instrument: 'bass' }]),
    });
    expect(solo.status).toBe(200);
    expect((solo.body as BookingWriteDto).performers.map((entry) => entry.performerId)).toEqual([bass.id]);
    await digestsAfterQuietPeriod();

    const [guitarMail] = catcher().mailsTo(guitar.email);
    const [bassMail] = catcher().mailsTo(bass.email);
    if (!guitarMail || !bassMail) throw new Error('a digest is missing');
    const guitarEvents = new Map(calendarOfMail(guitarMail).map((event) => [event.uid, event]));
    expect(guitarEvents.get(uidOf(deleted as number))?.status).toBe('CANCELLED');
    expect(guitarEvents.get(uidOf(pending as number))?.status).toBe('TENTATIVE');
    expect(guitarEvents.get(uidOf(dropped as number))?.status).toBe('CANCELLED');
    expect(textOfMail(guitarMail)).toContain('Cancelled booking: Wed, Oct 1, 2031');
    expect(textOfMail(guitarMail)).toContain('You were taken off a booking: Fri, Oct 3, 2031');
    expect(textOfMail(guitarMail)).toContain('Status: confirmed → pending');
    // The bass player still plays the third booking, now alone.
    const bassEvents = new Map(calendarOfMail(bassMail).map((event) => [event.uid, event]));
    expect(bassEvents.get(uidOf(dropped as number))?.status).toBe('CONFIRMED');
    expect(textOfMail(bassMail)).toContain('Playing with: Gus Moreno (guitar) → nobody else');
    expect(textOf(bassEvents.get(uidOf(dropped as number))?.description)).toBe('Bea Lund (bass)');
  });

  it('when a booking is duplicated to new dates or created, then the performer hears of each new booking in one digest', async () => {
    const flute = await performerWithEmail('Fern Ocampo', 'flute');
    const [original] = await storedGigs(
      1,
      '2031-03-29',
      [{ id: flute.id, instrument: 'flute' }],
      'confirmed',
    );

    const copies = await write('post', API_PATHS.bookingDuplicate(original as number)).send({
      targetDates: ['2031-07-01', '2031-07-08'],
    });
    const created = await write('post', API_PATHS.bookings).send({
      title: 'Solo - Garden',
      date: '2031-07-15',
      time: '17:00',
      duration: 60,
      department: 'DUSK',
      organizationId: PALM_COVE,
      ensemble: 'Solo',
      status: 'pending',
      performerData: JSON.stringify([{ performerId: flute.id, instrument: 'flute' }]),
    });
    expect(copies.status).toBe(201);
    expect(created.status).toBe(201);
    await digestsAfterQuietPeriod();

    const mails = catcher().mailsTo(flute.email);
    expect(mails).toHaveLength(1);
    const text = textOfMail(mails[0] as CaughtMail);
    expect(text.match(/New booking:/g)).toHaveLength(3);
    expect(text).toContain('Date: — → Tue, Jul 1, 2031');
    expect(text).toContain('Status: — → pending');
    const copyIds = (copies.body as BookingDuplicateDto).bookings.map((booking) => booking.id);
    const events = new Map(calendarOfMail(mails[0] as CaughtMail).map((event) => [event.uid, event.status]));
    expect(events).toEqual(
      new Map([
        [uidOf(copyIds[0] as number), 'CONFIRMED'],
        [uidOf(copyIds[1] as number), 'CONFIRMED'],
        [uidOf((created.body as BookingWriteDto).id), 'TENTATIVE'],
      ]),
    );
    expect(text).toContain('ask the portal owner for your private calendar feed address');
  });

  it('when a performer has no e-mail or turned notices off, then their changes are not even recorded and no mail goes out', async () => {
    const noMail = await performerWithEmail('Nico Vale', 'piano', { email: null });
    const off = await performerWithEmail('Odile Park', 'cello', { sendBookingNotices: false });
    const ids = await storedGigs(
      1,
      '2031-08-12',
      [
        { id: noMail.id, instrument: 'piano' },
        { id: off.id, instrument: 'cello' },
      ],
      'confirmed',
    );

    expect((await write('patch', API_PATHS.booking(ids[0] as number)).send({ time: '18:00' })).status).toBe(
      200,
    );

    expect(await untoldChangesOf(noMail.id)).toBe(0);
    expect(await untoldChangesOf(off.id)).toBe(0);
    await digestsAfterQuietPeriod();
    expect(catcher().mailsTo(off.email)).toEqual([]);
  });

  it('when a performer turns notices off before the digest is due, then no mail goes out and the changes are dropped', async () => {
    const oboe = await performerWithEmail('Ona Berg', 'oboe');
    const [id] = await storedGigs(1, '2031-08-13', [{ id: oboe.id, instrument: 'oboe' }], 'confirmed');
    await write('patch', API_PATHS.booking(id as number)).send({ time: '18:00' });
    expect(await untoldChangesOf(oboe.id)).toBe(1);

    await write('patch', API_PATHS.performer(oboe.id)).send({ sendBookingNotices: false });
    await digestsAfterQuietPeriod();

    expect(catcher().mailsTo(oboe.email)).toEqual([]);
    expect(await untoldChangesOf(oboe.id)).toBe(0);
  });

  it('when a performer has a private feed, then the digest says so without repeating its address; its mail is keyed by the digest', async () => {
    const vocals = await performerWithEmail('Vi Lark', 'vocals');
    const feed = await write('post', API_PATHS.performerFeedReset(vocals.id)).send({});
    expect(feed.status).toBe(200);
    const feedUrl = (feed.body as { url: string }).url;
    const [id] = await storedGigs(1, '2031-08-14', [{ id: vocals.id, instrument: 'vocals' }], 'confirmed');
    await write('patch', API_PATHS.booking(id as number)).send({ duration: 90 });
    await digestsAfterQuietPeriod();

    const [mail] = catcher().mailsTo(vocals.email);
    if (!mail) throw new Error('no digest');
    expect(textOfMail(mail)).toContain('Your private calendar feed already shows these changes');
    expect(textOfMail(mail)).not.toContain(feedUrl);
    const [digest] = await app().knex('performerDigests').select('id').where({ performerId: vocals.id });
    const [outbox] = await app()
      .knex('mailOutbox')
      .select('idempotencyKey', 'kind')
      .where({ recipient: vocals.email });
    expect(outbox).toEqual({
      idempotencyKey: `performer-digest-${String(digest?.id)}`,
      kind: 'performer_digest',
    });
    // A second run finds nothing left to tell.
    expect(await digestsAfterQuietPeriod()).toBe(0);
    expect(catcher().mailsTo(vocals.email)).toHaveLength(1);
  });

  it('when a performer has only their own page, then the digest points them to it for the feed', async () => {
    const harp = await performerWithEmail('Hanna Reed', 'harp');
    const page = await write('post', API_PATHS.performerPageReset(harp.id)).send({});
    expect(page.status).toBe(200);
    const pageUrl = (page.body as { url: string }).url;
    const [id] = await storedGigs(1, '2031-08-15', [{ id: harp.id, instrument: 'harp' }], 'confirmed');
    await write('patch', API_PATHS.booking(id as number)).send({ duration: 75 });
    await digestsAfterQuietPeriod();

    const [mail] = catcher().mailsTo(harp.email);
    if (!mail) throw new Error('no digest');
    expect(textOfMail(mail)).toContain('Your own performer page');
    expect(textOfMail(mail)).not.toContain('ask the portal owner for your private calendar feed address');
    expect(textOfMail(mail)).not.toContain(pageUrl);
  });
});

describe('a department deleted with its bookings moved to another', () => {
  it('when the bookings move to another venue, then each performer hears of the new venue in their digest', async () => {
    const flute = await performerWithEmail('Fenna Loos', 'flute');
    const created = await write('post', API_PATHS.departments).send({
      name: 'Rooftop Terrace',
      organizationId: PALM_COVE,
    });
    expect(created.status).toBe(201);
    const departmentId = (created.body as { id: number }).id;
    const bookingId = await storeBooking(app(), {
      date: '2031-10-04',
      time: '20:00',
      duration: 90,
      department: 'Rooftop Terrace',
      ensemble: 'Solo',
      organizationId: PALM_COVE,
      status: 'confirmed',
      performers: [{ performerId: flute.id, instrument: 'flute' }],
    });

    const deleted = await write('delete', API_PATHS.department(departmentId)).send({
      migrateTo: 'Lobby Bar',
    });

    expect(deleted.status).toBe(200);
    expect(await untoldChangesOf(flute.id)).toBe(1);
    expect(await digestsAfterQuietPeriod()).toBe(1);
    const [mail] = catcher().mailsTo(flute.email);
    if (!mail) throw new Error('no digest');
    const text = textOfMail(mail);
    expect(text).toContain(
      'Venue: Rooftop Terrace, Palm Cove Beach Resort → Lobby Bar, Palm Cove Beach Resort',
    );
    expect(calendarOfMail(mail).map((event) => event.uid)).toEqual([uidOf(bookingId)]);
  });
});

describe('what recording costs, and two digest runs at once', () => {
  it("when a booking with a performer is moved, then telling them is one statement of the write's transaction; with 'none' it is not there", async () => {
    const banjo = await performerWithEmail('Bo Lane', 'banjo');
    const [told, untold] = await storedGigs(
      2,
      '2031-11-03',
      [{ id: banjo.id, instrument: 'banjo' }],
      'confirmed',
    );

    const affected = await statementsDuring(app().knex, async () => {
      expect((await write('patch', API_PATHS.booking(told as number)).send({ time: '20:00' })).status).toBe(
        200,
      );
    });
    const none = await statementsDuring(app().knex, async () => {
      const response = await write('patch', API_PATHS.booking(untold as number)).send({
        time: '20:00',
        notifyPerformers: 'none',
      });
      expect(response.status).toBe(200);
    });

    const recording = affected.filter((sql) => sql.includes('insert into performer_booking_changes'));
    expect(recording).toHaveLength(1);
    expect(affected).toHaveLength(none.length + 1);
    expect(none.some((sql) => sql.includes('performer_booking_changes'))).toBe(false);
    // Inside the transaction: after BEGIN, before COMMIT.
    const position = affected.indexOf(recording[0] as string);
    expect(affected.slice(0, position).some((sql) => /^begin/i.test(sql))).toBe(true);
    expect(affected.slice(position).some((sql) => /^commit/i.test(sql))).toBe(true);
    await digestsAfterQuietPeriod();
  });

  it('when two digest runs go at once (two replicas), then each performer still gets exactly one digest', async () => {
    const performers = await Promise.all(
      ['Ida Moss', 'Jon Pike', 'Kai Rowe'].map((name) => performerWithEmail(name, 'guitar')),
    );
    for (const [index, performer] of performers.entries()) {
      const [id] = await storedGigs(
        1,
        `2031-11-1${index}`,
        [{ id: performer.id, instrument: 'guitar' }],
        'confirmed',
      );
      await write('patch', API_PATHS.booking(id as number)).send({ duration: 45 });
    }

    const later = new Date(Date.now() + QUIET_MS + 60_000);
    const [first, second] = await Promise.all([
      app().portal.performerDigests.sendDue(later),
      app().portal.performerDigests.sendDue(later),
    ]);
    await app().portal.mail.deliverDue();

    expect(first + second).toBe(3);
    for (const performer of performers) expect(catcher().mailsTo(performer.email)).toHaveLength(1);
  });
});

describe('GET /api/performer-notices', () => {
  it("when a performer was told of a booking, then the day's read gives when, per booking and performer; another organization's user sees none of it", async () => {
    const trumpet = await performerWithEmail('Tara Quill', 'trumpet');
    const [id] = await storedGigs(1, '2031-09-16', [{ id: trumpet.id, instrument: 'trumpet' }], 'confirmed');
    const before = await app()
      .http()
      .get(`${API_PATHS.performerNotices}?from=2031-09-16&to=2031-09-16`)
      .set('Cookie', digestApp.owner());
    expect(before.body).toEqual([]);

    await write('patch', API_PATHS.booking(id as number)).send({ time: '21:00' });
    await digestsAfterQuietPeriod();

    const after = await app()
      .http()
      .get(`${API_PATHS.performerNotices}?from=2031-09-16&to=2031-09-16&organizationId=${PALM_COVE}`)
      .set('Cookie', digestApp.owner());
    expect(after.status).toBe(200);
    const notices = after.body as PerformerNoticeDto[];
    expect(notices).toEqual([
      { bookingId: id, performerId: trumpet.id, notifiedAt: expect.any(String) as string },
    ]);
    const [digest] = await app()
      .knex('performerDigests')
      .select('createdAt')
      .where({ performerId: trumpet.id });
    expect(notices[0]?.notifiedAt).toBe((digest?.createdAt as Date).toISOString());

    const lobby = await signIn(app(), 'lobby@palmcove.test');
    const cypress = await signIn(app(), 'manager@cypresshills.test');
    const lobbyRead = await app()
      .http()
      .get(`${API_PATHS.performerNotices}?from=2031-09-16&to=2031-09-16`)
      .set('Cookie', lobby);
    const cypressRead = await app()
      .http()
      .get(`${API_PATHS.performerNotices}?from=2031-09-16&to=2031-09-16`)
      .set('Cookie', cypress);
    const foreign = await app()
      .http()
      .get(`${API_PATHS.performerNotices}?organizationId=${PALM_COVE}`)
      .set('Cookie', cypress);
    expect(lobbyRead.body).toEqual(notices);
    expect(cypressRead.body).toEqual([]);
    expect(foreign.status).toBe(404);
    expect((await app().http().get(API_PATHS.performerNotices)).status).toBe(401);
  });
});
