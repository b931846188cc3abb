import { screen } from '@testing-library/react';
import type { OrganizationSummary, Role } from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS, renderRemoteRoutes, sessionFor } from '@booking-portal/shell/test-support';
import remoteRoutes from '../../../expose/routes';
import { answerCalendarReads, freezeToday } from '../../../test-support/calendar-fixtures';

function renderCalendar(role: Role, organization: OrganizationSummary = DEMO_ORGANIZATIONS.palmCove) {
  return renderRemoteRoutes(remoteRoutes, { route: '/', session: sessionFor(role, { organization }) });
}

describe('calendar heading (docs/PRODUCT.md section 2, Calendar screen)', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    ['owner', 'Owner'],
    ['super_admin', 'Super Admin'],
  ] as const)(
    'when the %s opens the calendar, then the admin heading, subtitle and badge show',
    async (role, badge) => {
      await renderCalendar(role, DEMO_ORGANIZATIONS.encore);

      expect(await screen.findByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeInTheDocument();
      expect(screen.getByText('Admin view - Manage bookings for all users')).toBeInTheDocument();
      expect(screen.getByText(badge)).toBeInTheDocument();
    },
  );

  it('when an org admin opens the calendar, then the musician heading names their organization and the badge says Admin', async () => {
    await renderCalendar('org_admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeInTheDocument();
    expect(screen.getByText('View musician bookings for Palm Cove Beach Resort')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('when a plain user opens the calendar, then the musician heading names their organization and the badge says User', async () => {
    await renderCalendar('user', DEMO_ORGANIZATIONS.cypressHills);

    expect(await screen.findByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeInTheDocument();
    expect(screen.getByText('View musician bookings for Cypress Hills Country Club')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.queryByText('Booking Calendar')).not.toBeInTheDocument();
  });
});
