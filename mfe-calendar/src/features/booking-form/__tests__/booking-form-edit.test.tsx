import { screen, waitFor } from '@testing-library/react';
import type { BookingDto } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import { BookingFormDialog } from '..';
import {
  answerPerformers,
  bookingDto,
  CONFLICT,
  CONFLICT_TEXT,
  DEPARTMENTS,
  PALM_COVE_ID,
  renderDialog,
  requestBodies,
} from '../../../test-support/booking-form-fixtures';

function openEditForm(booking: BookingDto = bookingDto()) {
  const onClose = jest.fn();
  const rendered = renderDialog(
    <BookingFormDialog
      booking={booking}
      organizationId={PALM_COVE_ID}
      departments={DEPARTMENTS}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
}

const field = (name: string) => screen.getByRole('combobox', { name });
const updateButton = () => screen.getByRole('button', { name: 'Update Booking' });

describe('Edit Booking', () => {
  it('when a booking is edited, then the form starts from its fields and performers', async () => {
    answerPerformers();
    openEditForm(bookingDto({ status: 'pending' }));

    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
    expect(field('Start Time')).toHaveValue('19:00');
    expect(field('End Time')).toHaveValue('21:00');
    expect(field('Department')).toHaveValue('Lobby Bar');
    expect(field('Ensemble')).toHaveValue('Duo');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Acoustic set');
    expect(screen.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Ana Reyes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ben Ortiz' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cara Lee' })).toBeDisabled();
    expect(field('Instrument for Ana Reyes')).toHaveValue('vocals');
    expect(screen.queryByRole('checkbox', { name: 'Recurring booking' })).not.toBeInTheDocument();
  });

  it('when saved, then PATCH sends every field with userId empty and the success toast shows', async () => {
    answerPerformers();
    fakeNetwork.on('PATCH', '/api/bookings/7', { status: 200, body: { ...bookingDto(), conflicts: [] } });
    const { user, onClose } = openEditForm();

    await user.selectOptions(field('End Time'), '22:00');
    await user.selectOptions(field('Department'), 'DUSK');
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Ana Reyes' }));
    await user.click(updateButton());

    expect(await screen.findByText('Booking updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requestBodies('PATCH', '/api/bookings/7')).toEqual([
      {
        title: 'Duo - DUSK',
        date: '2026-03-10',
        time: '19:00',
        duration: 180,
        notes: null,
        department: 'DUSK',
        ensemble: 'Duo',
        userId: '',
        status: 'confirmed',
        performerData: JSON.stringify([{ performerId: 2, instrument: 'piano', name: 'Ben Ortiz' }]),
      },
    ]);
    expect(fakeNetwork.requestsTo('POST', '/api/bookings')).toHaveLength(0);
  });

  it('when the booking ends at midnight, then the end shows 12:00 AM and the duration is kept', async () => {
    answerPerformers();
    fakeNetwork.on('PATCH', '/api/bookings/7', { status: 200, body: { ...bookingDto(), conflicts: [] } });
    const { user, onClose } = openEditForm(
      bookingDto({ time: '22:00', startTime: '22:00', endTime: '00:00' }),
    );

    expect(field('End Time')).toHaveDisplayValue('12:00 AM');
    await user.click(updateButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestBodies('PATCH', '/api/bookings/7')).toEqual([
      expect.objectContaining({ time: '22:00', duration: 120 }),
    ]);
  });

  it('when the booking was stored as a Quintet, then editing keeps that ensemble', async () => {
    answerPerformers();
    fakeNetwork.on('PATCH', '/api/bookings/7', { status: 200, body: { ...bookingDto(), conflicts: [] } });
    const { user, onClose } = openEditForm(bookingDto({ ensemble: 'Quintet', title: 'Quintet - Lobby Bar' }));

    expect(field('Ensemble')).toHaveValue('Quintet');
    await user.click(updateButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestBodies('PATCH', '/api/bookings/7')).toEqual([
      expect.objectContaining({ title: 'Quintet - Lobby Bar', ensemble: 'Quintet' }),
    ]);
  });

  it('when the update fails, then the Error toast shows and the dialog stays open', async () => {
    answerPerformers();
    fakeNetwork.on('PATCH', '/api/bookings/7', { status: 500, body: { message: 'boom' } });
    const { user, onClose } = openEditForm();

    await user.click(updateButton());

    expect(await screen.findByText('Failed to update booking. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the organization blocks a double booking, then the conflicts show in the dialog', async () => {
    answerPerformers();
    fakeNetwork.on('PATCH', '/api/bookings/7', {
      status: 409,
      body: { message: 'A performer is already booked at this time', conflicts: [CONFLICT] },
    });
    const { user, onClose } = openEditForm();

    await user.click(updateButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking refused: performer already booked');
    expect(alert).toHaveTextContent(CONFLICT_TEXT);
    expect(screen.queryByText('Booking updated successfully')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
