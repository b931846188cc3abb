import { AVAILABILITY_VALIDATION_MESSAGES as A } from '@booking-portal/api/contract';
import { EMPTY_DRAFT, inputOf, problemsByField, validateDraft } from '../period-draft';

describe('the add form of an unavailable period', () => {
  it('when All day is on, then the period runs from the start date 00:00 to 00:00 after the end date', () => {
    expect(inputOf({ ...EMPTY_DRAFT, startDate: '2031-12-31', endDate: '2031-12-31', reason: '  ' })).toEqual(
      {
        startDate: '2031-12-31',
        startTime: '00:00',
        endDate: '2032-01-01',
        endTime: '00:00',
        reason: null,
      },
    );
  });

  it('when All day is off, then the chosen times are sent as they are', () => {
    expect(
      inputOf({
        allDay: false,
        startDate: '2031-05-10',
        endDate: '2031-05-11',
        startTime: '22:00',
        endTime: '02:00',
        reason: 'Late flight',
      }),
    ).toEqual({
      startDate: '2031-05-10',
      startTime: '22:00',
      endDate: '2031-05-11',
      endTime: '02:00',
      reason: 'Late flight',
    });
  });

  it('when whole days span more than 366 days, then the length problem shows by the end date', () => {
    expect(validateDraft({ ...EMPTY_DRAFT, startDate: '2031-01-01', endDate: '2032-01-02' })).toEqual({
      endDate: A.spanTooLong,
    });
    expect(validateDraft({ ...EMPTY_DRAFT, startDate: '2031-01-01', endDate: '2031-12-31' })).toEqual({});
  });

  it('when times are shown, then a problem stays by its own field; unknown paths are left out, the first message per field wins', () => {
    const problems = [
      { path: 'endTime', message: A.startBeforeEnd },
      { path: 'endTime', message: A.spanTooLong },
      { path: 'performerId', message: 'not a field of the form' },
    ];
    expect(problemsByField(problems, false)).toEqual({ endTime: A.startBeforeEnd });
    expect(problemsByField(problems, true)).toEqual({ endDate: A.startBeforeEnd });
  });
});
