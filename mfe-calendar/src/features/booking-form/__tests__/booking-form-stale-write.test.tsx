import { screen, waitFor, within } from '@testing-library/react';
import {
  API_PATHS,
  BOOKING_MESSAGES,
  formatInstantLabel,
  STALE_WRITE_MESSAGES,
  type BookingDto,
  type StaleWriteBody,
} from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import {
  answerPerformers,
  bookingDto,
  openBookingForm,
  requestBodies,
} from '../../../test-support/booking-form-fixtures';

const BOOKING_PATH = '/api/bookings/7';
const OPENED_TAG = '"opened-version"';
const CURRENT_TAG = '"sams-version"';
const SAVED_AT = '2026-03-02T15:20:00.000Z';

/** Sam (Palm Cove) made it pending and moved it an hour later after the dialog was opened. */
const SAMS_BOOKING: BookingDto = bookingDto({
  status: 'pending',
  time: '20:00',
  startTime: '20:00',
  endTime: '22:00',
  updatedAt: SAVED_AT,
});

const STALE_ANSWER: StaleWriteBody<BookingDto> = {
  message: STALE_WRITE_MESSAGES.changedSinceOpened,
  current: SAMS_BOOKING,
  changedBy: { userId: 12, name: 'Sam', organization: 'Palm Cove' },
  changedAt: SAVED_AT,
};

function answerOpenedBooking() {
  fakeNetwork.on('GET', BOOKING_PATH, { status: 200, body: bookingDto(), headers: { ETag: OPENED_TAG } });
}

const ifMatchOfPatches = () =>
  fakeNetwork.requestsTo('PATCH', BOOKING_PATH).map((request) => request.headers.get('If-Match'));

/** Opens booking 7, changes its notes, and saves into Sam's newer save. */
async function saveOverSamsChange() {
  answerPerformers();
  answerOpenedBooking();
  fakeNetwork.on('PATCH', BOOKING_PATH, [
    { status: 412, body: STALE_ANSWER, headers: { ETag: CURRENT_TAG } },
    { status: 200, body: { ...SAMS_BOOKING, notes: 'Bring the music stands', conflicts: [] } },
  ]);
  const opened = openBookingForm(bookingDto());
  await waitFor(() => expect(fakeNetwork.requestsTo('GET', BOOKING_PATH)).toHaveLength(1));
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  await opened.user.clear(notes);
  await opened.user.type(notes, 'Bring the music stands');
  await opened.user.click(screen.getByRole('button', { name: 'Update Booking' }));
  const panel = await screen.findByRole('alertdialog', { name: STALE_WRITE_MESSAGES.changedSinceOpened });
  return { ...opened, panel };
}

describe('Edit Booking when a colleague saved it since it was opened', () => {
  it('when the save is refused as stale, then it was sent with the version read at opening and the panel says what Sam changed, who and when, without an error toast', async () => {
    const { panel } = await saveOverSamsChange();

    expect(ifMatchOfPatches()).toEqual([OPENED_TAG]);
    expect(panel).toHaveFocus();
    expect(panel).toHaveAccessibleDescription(`Saved by Sam (Palm Cove), ${formatInstantLabel(SAVED_AT)}`);
    const theirs = within(panel).getByRole('list', { name: 'Their changes' });
    expect(
      within(theirs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Start Time: 7:00 PM → 8:00 PM',
      'End Time: 9:00 PM → 10:00 PM',
      'Status: confirmed → pending',
    ]);
    const yours = within(panel).getByRole('list', { name: 'Your changes' });
    expect(
      within(yours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Notes: Acoustic set → Bring the music stands']);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("when 'Apply Mine on Top' is pressed, then my notes go over Sam's booking with Sam's version, and the dialog closes once saved", async () => {
    const { user, panel, onClose } = await saveOverSamsChange();

    await user.click(within(panel).getByRole('button', { name: 'Apply Mine on Top' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(ifMatchOfPatches()).toEqual([OPENED_TAG, CURRENT_TAG]);
    expect(requestBodies('PATCH', BOOKING_PATH)[1]).toMatchObject({
      time: '20:00',
      duration: 120,
      notes: 'Bring the music stands',
      status: 'pending',
    });
    expect(await screen.findByText(BOOKING_MESSAGES.updated)).toBeInTheDocument();
  });

  it("when 'Take Theirs' is pressed, then the form shows Sam's booking and nothing is sent until the next save, which carries Sam's version", async () => {
    const { user, panel } = await saveOverSamsChange();

    await user.click(within(panel).getByRole('button', { name: 'Take Theirs' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Acoustic set');
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveValue('20:00');
    expect(screen.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    expect(fakeNetwork.requestsTo('PATCH', BOOKING_PATH)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(ifMatchOfPatches()).toEqual([OPENED_TAG, CURRENT_TAG]));
  });

  it('when the single read answers newer values than the list showed, then the untouched form takes them', async () => {
    answerPerformers();
    fakeNetwork.on('GET', BOOKING_PATH, { status: 200, body: SAMS_BOOKING, headers: { ETag: CURRENT_TAG } });
    openBookingForm(bookingDto());

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveValue('20:00'));
    expect(screen.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
  });

  it('when a colleague has the booking open, then a polite live region names them', async () => {
    answerPerformers();
    answerOpenedBooking();
    fakeNetwork.on('POST', API_PATHS.changePresence, {
      status: 200,
      body: {
        bookingId: 7,
        editors: [
          { userId: 12, name: 'Sam', organization: 'Palm Cove' },
          { userId: 13, name: 'ana@encore.example', organization: null },
        ],
      },
    });
    openBookingForm(bookingDto());

    expect(await screen.findByText('Sam (Palm Cove) and ana@encore.example are editing')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
