import { describeActivity } from '../activity-details';

describe('describeActivity', () => {
  it('when a sign-in failed, then its reason reads as a sentence', () => {
    expect(describeActivity('login_failed', '{"reason":"wrong_password"}')).toEqual({
      sentence: 'Sign-in failed: wrong password.',
      lines: [],
    });
    expect(describeActivity('login_failed', '{"reason":"pending_registration"}').sentence).toBe(
      'Sign-in failed: the account has not finished registering.',
    );
    expect(describeActivity('login_failed', '{"reason":"some_new_reason"}').sentence).toBe(
      'Sign-in failed: some new reason.',
    );
  });

  it('when the conflict policy or the venue time zone changed, then the sentence says from what to what', () => {
    expect(
      describeActivity(
        'booking_policy_updated',
        '{"old":{"conflictPolicy":"warn"},"new":{"conflictPolicy":"block"}}',
      ).sentence,
    ).toBe('Performer conflict policy changed from Warn to Block.');
    expect(
      describeActivity(
        'organization_time_zone_updated',
        '{"old":{"timeZone":"America/New_York"},"new":{"timeZone":"America/Port_of_Spain"}}',
      ).sentence,
    ).toBe('Venue time zone changed from America/New York to America/Port of Spain.');
  });

  it('when a user or department was changed, then the sentence names it and a line shows each change', () => {
    expect(
      describeActivity(
        'user_updated',
        JSON.stringify({
          old: { email: 'host@palmcove.test', organizationId: 1, department: 'Lobby Bar', role: 'user' },
          new: { email: 'host@palmcove.test', organizationId: 1, department: 'DUSK', role: 'org_admin' },
        }),
      ),
    ).toEqual({
      sentence: 'Changed host@palmcove.test.',
      lines: [
        { label: 'Department', value: 'Lobby Bar → DUSK' },
        { label: 'Role', value: 'user → org_admin' },
      ],
    });
    expect(
      describeActivity(
        'department_deleted',
        JSON.stringify({
          old: { name: 'Nolita', color: '#112233' },
          migratedBookings: 3,
          migratedUsers: 1,
          migratedTo: 'DUSK',
        }),
      ).sentence,
    ).toBe('Deleted department Nolita; moved 3 bookings and 1 user to DUSK.');
  });

  it('when a closure was added, then its span reads as dates in its zone and its reason is a line', () => {
    const closure = {
      closureId: 4,
      departmentId: null,
      department: null,
      span: {
        startDate: '2025-06-10',
        startTime: '00:00',
        endDate: '2025-06-12',
        endTime: '00:00',
        timeZone: 'America/New_York',
      },
      reason: 'Private event',
    };

    expect(describeActivity('venue_closure_added', JSON.stringify(closure))).toEqual({
      sentence:
        'Closure added for the whole organization: Jun 10, 2025 – Jun 11, 2025, all day (America/New York).',
      lines: [{ label: 'Reason', value: 'Private event' }],
    });
  });

  it('when an action has no sentence of its own, then each field is a "label: value" line, never JSON', () => {
    const described = describeActivity(
      'something_new',
      JSON.stringify({
        old: { name: 'Quinn', instruments: ['Piano'] },
        new: { name: 'Quinn', instruments: ['Piano', 'Voice'] },
        extra: { count: 2, enabled: true },
        note: null,
      }),
    );

    expect(described).toEqual({
      sentence: null,
      lines: [
        { label: 'Instruments', value: 'Piano → Piano, Voice' },
        { label: 'Extra', value: 'count 2, enabled yes' },
        { label: 'Note', value: '—' },
      ],
    });
    expect(JSON.stringify(described.lines)).not.toMatch(/\{\\"/);
  });

  it('when a known action holds an unexpected shape, then its fields are listed instead', () => {
    expect(describeActivity('user_deleted', '{"id":7}')).toEqual({
      sentence: null,
      lines: [{ label: 'Id', value: '7' }],
    });
  });

  it('when the details are plain text or absent, then the text shows as it is, or nothing', () => {
    expect(describeActivity('booking_created', 'imported from the old system')).toEqual({
      sentence: null,
      lines: [{ label: 'Details', value: 'imported from the old system' }],
    });
    expect(describeActivity('booking_created', null)).toEqual({ sentence: null, lines: [] });
    expect(describeActivity('login_success', null)).toEqual({ sentence: 'Signed in.', lines: [] });
  });
});
