import { itemResult } from '../../../test-support/change-set-preview-fixtures';
import { appliedProblemsOf, applyChoicesOf, changeLinesOf } from '../change-set-items';
import { CONFLICT } from '../../../test-support/booking-form-fixtures';

describe('what a preview item changes, as staff read it', () => {
  it('when an item moves and reshapes a booking, then each field reads old → new in words', () => {
    const item = itemResult({
      changes: [
        { field: 'date', old: '2026-11-12', new: '2026-11-16' },
        { field: 'time', old: '19:00', new: '20:30' },
        { field: 'duration', old: 120, new: 90 },
        { field: 'notes', old: null, new: 'Quiet set' },
        { field: 'performers', old: [], new: [{ performerId: 1, instrument: 'piano' }] },
      ],
    });

    expect(changeLinesOf(item)).toEqual([
      'Date: Nov 12, 2026 → Nov 16, 2026',
      'Time: 7:00 PM → 8:30 PM',
      'Duration: 2 hours → 1.5 hours',
      'Notes: none → Quiet set',
      'Performers: none → Performer 1 (piano)',
    ]);
  });

  it('when an item creates or deletes a booking, then it says so instead of listing fields', () => {
    expect(changeLinesOf(itemResult({ operation: 'create' }))).toEqual(['New booking']);
    expect(changeLinesOf(itemResult({ operation: 'delete' }))).toEqual(['Will be deleted']);
  });
});

describe('the apply choices of a preview', () => {
  const clear = itemResult();
  const warned = itemResult({ problems: [CONFLICT] });

  it('when no item has a problem, then everything can be applied and no partial choice is offered', () => {
    expect(applyChoicesOf([clear, clear])).toEqual({
      canApplyAll: true,
      withoutProblems: 2,
      offersWithoutProblems: false,
    });
  });

  it('when some items are blocked or failed, then all cannot be applied but those without problems can', () => {
    for (const stuck of [
      itemResult({ blocked: true, problems: [CONFLICT] }),
      itemResult({ outcome: 'failed', error: 'Booking not found' }),
    ])
      expect(applyChoicesOf([clear, warned, stuck])).toEqual({
        canApplyAll: false,
        withoutProblems: 1,
        offersWithoutProblems: true,
      });
  });

  it('when the apply answers, then only the applied items’ problems are warned of', () => {
    expect(appliedProblemsOf([warned, { ...warned, outcome: 'skipped' }, clear])).toEqual([CONFLICT]);
  });
});
