import {
  BOOKING_MESSAGES,
  type ChangeSetItemResultDto,
  type ChangeSetResultDto,
} from '@booking-portal/api/contract';
import { changeSet } from '../../../test-support/change-set-fixtures';
import { undoneToastTitle } from '../undo-refusal';

function undoAnswer(undoneCount: number): ChangeSetResultDto {
  return {
    dryRun: false,
    changeSet: changeSet({ kind: 'undo', itemCount: undoneCount }),
    message: 'Undone',
    items: [],
  };
}

describe("an undo's toast", () => {
  const ofTwo = changeSet({ kind: 'finalize', itemCount: 2 });
  const ofFive = changeSet({ kind: 'finalize', itemCount: 5 });

  it('keeps the spec text when the whole change set was undone', () => {
    expect(undoneToastTitle(ofTwo, undoAnswer(2), false)).toBe(BOOKING_MESSAGES.undone);
    expect(undoneToastTitle(ofTwo, undoAnswer(2), true)).toBe(BOOKING_MESSAGES.undone);
  });

  it("says how many were undone after 'Undo the others'", () => {
    expect(undoneToastTitle(ofTwo, undoAnswer(1), true)).toBe(
      'Undone: 1 of 2 bookings; 1 changed by someone else since was left as it is.',
    );
    expect(undoneToastTitle(ofFive, undoAnswer(3), true)).toBe(
      'Undone: 3 of 5 bookings; 2 changed by someone else since were left as they are.',
    );
  });

  it('counts the applied items when the answer names no change set', () => {
    const item = (outcome: ChangeSetItemResultDto['outcome']): ChangeSetItemResultDto => ({
      index: 0,
      operation: 'update',
      bookingId: 1,
      title: 'Jazz night',
      date: '2026-11-12',
      time: '19:00',
      department: null,
      organizationId: 1,
      changes: [],
      problems: [],
      blocked: false,
      outcome,
      error: null,
    });
    const answer: ChangeSetResultDto = {
      ...undoAnswer(0),
      changeSet: null,
      items: [item('applied'), item('skipped')],
    };
    expect(undoneToastTitle(ofTwo, answer, true)).toBe(
      'Undone: 1 of 2 bookings; 1 changed by someone else since was left as it is.',
    );
  });
});
