/**
 * Two people save the same booking at once (docs/ARCHITECTURE.md section 6): two browsers, each with the
 * booking's Edit Booking dialog open from the same version, press Update Booking together, 50 times.
 * Every round exactly one save must be applied and the other refused with the 'changed by a colleague'
 * panel; at the end no save may be lost: the booking's History holds one edit per round, each the
 * round's winner's, and the booking is the last winner's.
 */
import moment from 'moment';
import { DESKTOP_VIEWPORT, launchBenchChromium, signIn as signInPage } from './bench-browser.mjs';
import { lobbyBarBooking } from './bench-bookings.mjs';
import { percentile, round1 } from './bench-figures.mjs';
import { signIn } from './load.mjs';
import { startPortal } from './portal-process.mjs';

const PORT = 8291;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ROUNDS = 50;
const PEOPLE = ['owner@encore.test', 'admin@encore.test'];
/** Past the demo data: the booking is alone on its day. */
const DAY = moment().add(3, 'months').startOf('month').add(16, 'days');
const PANEL_NAME = 'Nothing was saved: someone else changed this since you opened it';

async function api(cookie, method, path, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { cookie, origin: BASE_URL, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A person's page on the booking's day, as the calendar's month shows it. */
async function personOn(browser, email) {
  const page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
  await signInPage(page, BASE_URL, email);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator(`.month-day[data-date="${DAY.format('YYYY-MM-DD')}"] .month-day-number`).click();
  return page;
}

/** Opens Edit Booking and waits until the dialog holds the booking as it is now (its notes). */
async function openEditor(page, editButton, notesNow) {
  await page.getByRole('button', { name: editButton }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
  await dialog.getByLabel('Notes').waitFor();
  await page.waitForFunction(
    (expected) => document.querySelector('[role="dialog"] textarea')?.value === expected,
    notesNow,
  );
  return dialog;
}

/** 'saved' when the dialog closed with the save applied, 'refused' when the colleague panel showed. */
async function outcomeOf(dialog) {
  const panel = dialog.getByRole('alertdialog', { name: PANEL_NAME });
  return Promise.race([
    dialog.waitFor({ state: 'hidden', timeout: 30_000 }).then(() => 'saved'),
    panel.waitFor({ state: 'visible', timeout: 30_000 }).then(() => 'refused'),
  ]);
}

export async function benchSaveRace({ databaseUrl }) {
  const portal = await startPortal({ databaseUrl, port: PORT });
  const browser = await launchBenchChromium();
  try {
    const cookie = await signIn(BASE_URL);
    const booking = await api(
      cookie,
      'POST',
      '/api/bookings',
      lobbyBarBooking({ title: 'Solo - Lobby Bar', date: DAY.format('YYYY-MM-DD'), time: '18:30' }),
    );
    const editButton = `Edit ${booking.title} at 6:30 PM`;
    const pages = [];
    for (const email of PEOPLE) pages.push(await personOn(browser, email));

    let notesNow = '';
    const winners = [];
    const roundMs = [];
    let roundsWithOneWinner = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const dialogs = [];
      for (const page of pages) dialogs.push(await openEditor(page, editButton, notesNow));
      const notes = PEOPLE.map((email) => `${email} round ${round}`);
      for (const [index, dialog] of dialogs.entries()) await dialog.getByLabel('Notes').fill(notes[index]);
      const started = Date.now();
      const outcomes = await Promise.all(
        dialogs.map(async (dialog) => {
          await dialog.getByRole('button', { name: 'Update Booking' }).click();
          return outcomeOf(dialog);
        }),
      );
      roundMs.push(Date.now() - started);
      const winner = outcomes.indexOf('saved');
      if (outcomes.filter((outcome) => outcome === 'saved').length === 1 && outcomes.includes('refused'))
        roundsWithOneWinner += 1;
      if (winner !== -1) {
        winners.push(notes[winner]);
        notesNow = notes[winner];
      }
      // The refused person takes theirs and closes the dialog, ready for the next round.
      for (const [index, dialog] of dialogs.entries()) {
        if (outcomes[index] !== 'refused') continue;
        await dialog.getByRole('button', { name: 'Take Theirs' }).click();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }

    const stored = await api(cookie, 'GET', `/api/bookings/${booking.id}`);
    const history = await api(cookie, 'GET', `/api/bookings/${booking.id}/history`);
    // Newest first; each edit's item records the notes it wrote.
    const historyText = JSON.stringify(history);
    const lostUpdates = winners.filter((notes) => !historyText.includes(notes)).length;
    const edits = history.filter((entry) => JSON.stringify(entry).includes('round ')).length;
    const measured = {
      rounds: ROUNDS,
      roundsWithOneWinner,
      lostUpdates,
      editsInHistory: edits,
      finalIsLastWinner: stored.notes === winners.at(-1) ? 1 : 0,
      roundP50Ms: round1(percentile(roundMs, 0.5)),
      roundP95Ms: round1(percentile(roundMs, 0.95)),
    };
    return {
      name: 'Two browsers saving one booking at once',
      detail:
        `one API process; the owner and the provider's super admin each with Edit Booking open on the same booking ` +
        `(read when the dialog opened), each typing their own notes, then Update Booking pressed in both at once; ` +
        `${ROUNDS} rounds, the refused one taking theirs before the next; then the booking and its History ` +
        `(GET /api/bookings/{id}/history) compared with each round's winner; round = both saves pressed to both ` +
        `outcomes shown`,
      baselineName: 'the rounds themselves: one winner each',
      baseline: { rounds: ROUNDS },
      measured,
      bars: [
        {
          label: 'Every round: one save applied, the other refused with the colleague panel',
          required: `${ROUNDS} of ${ROUNDS}`,
          met: roundsWithOneWinner === ROUNDS,
        },
        {
          label: 'No lost update: every winner in the History, the booking the last winner',
          required: '0 lost',
          met: lostUpdates === 0 && measured.finalIsLastWinner === 1,
        },
      ],
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
