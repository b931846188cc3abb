import { screen, waitFor, within } from '@testing-library/react';
import type { FailedMailDto, MailDeliveryDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, setViewportWidth } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { formatTimestamp } from '../dashboard-format';
import { answerDashboard, HEALTHY, type DashboardAnswers } from './dashboard-fixtures';

function failedMail(id: number, overrides: Partial<FailedMailDto> = {}): FailedMailDto {
  return {
    id,
    recipient: `person${id}@palmcove.test`,
    kind: 'invitation',
    subject: 'You are invited to Booking Portal',
    organization: { id: 1, name: 'Palm Cove Resort' },
    queuedAt: '2026-03-10T09:00:00.000Z',
    failedAt: '2026-03-10T09:00:05.000Z',
    attempts: 1,
    lastError: '550 5.1.1 mailbox unavailable',
    ...overrides,
  };
}

const WITH_FAILURES: MailDeliveryDto = {
  queued: 3,
  oldestQueuedAgeSeconds: 17 * 60 + 20,
  failed: [
    failedMail(2, {
      recipient: 'ana@palmcove.test',
      kind: 'performer_digest',
      subject: 'Your bookings changed',
      organization: null,
      attempts: 14,
      lastError: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25',
    }),
    failedMail(1, { recipient: 'gone@palmcove.test' }),
  ],
};

async function openDashboard(answers: DashboardAnswers = {}) {
  answerDashboard(answers);
  const rendered = await openAdminScreen('/admin', 'owner');
  await screen.findByRole('heading', { level: 1, name: 'System Dashboard' });
  return rendered;
}

async function mailCard(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Mail Delivery' });
  await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
  return region;
}

function valueOf(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('Mail Delivery card', () => {
  it('when mail waits and some failed for good, then the card shows the queue, the oldest wait and each failed mail with its kind, recipient, subject, organization, time and last reply', async () => {
    await openDashboard({ mailDelivery: { status: 200, body: WITH_FAILURES } });

    const card = await mailCard();

    expect(valueOf(card, 'Queued')).toBe('3');
    expect(valueOf(card, 'Oldest Waiting')).toBe('17 min');
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Failed Permanently (2)' }),
    ).toBeInTheDocument();
    const [digest, invitation] = within(card).getAllByRole('listitem');
    expect(digest).toHaveTextContent('Booking digest');
    expect(digest).toHaveTextContent('ana@palmcove.test');
    expect(digest).toHaveTextContent('Your bookings changed');
    expect(digest).toHaveTextContent(`Failed ${formatTimestamp('2026-03-10T09:00:05.000Z')} • 14 attempts`);
    expect(digest).toHaveTextContent('ECONNECTION: connect ECONNREFUSED 127.0.0.1:25');
    expect(invitation).toHaveTextContent('Invitation');
    expect(invitation).toHaveTextContent('gone@palmcove.test');
    expect(invitation).toHaveTextContent(
      `Failed ${formatTimestamp('2026-03-10T09:00:05.000Z')} • Palm Cove Resort • 1 attempt`,
    );
    expect(invitation).toHaveTextContent('550 5.1.1 mailbox unavailable');
  });

  it('when nothing waits and nothing failed, then the card says so', async () => {
    await openDashboard();

    const card = await mailCard();

    expect(valueOf(card, 'Queued')).toBe('0');
    expect(valueOf(card, 'Oldest Waiting')).toBe('None');
    expect(within(card).getByText('No failed mail')).toBeInTheDocument();
  });

  it('when the read fails, then the card says it could not fetch mail delivery', async () => {
    await openDashboard({ mailDelivery: { status: 500, body: { message: 'Internal server error' } } });

    const card = await mailCard();

    expect(within(card).getByText('Failed to fetch mail delivery')).toBeInTheDocument();
  });

  it('when System Health reports late mail, then its issue links to the Mail Delivery card', async () => {
    const text = 'Mail delayed: the oldest of 3 queued mails has waited 17 minutes';
    const { user } = await openDashboard({
      health: {
        status: 200,
        body: {
          status: 'warning',
          details: {
            ...HEALTHY.details,
            issues: [text],
            issueCauses: [{ text, level: 'warning', cause: 'mail-queue' }],
          },
        },
      },
      mailDelivery: { status: 200, body: WITH_FAILURES },
    });
    const health = await screen.findByRole('region', { name: 'System Health' });
    const card = await mailCard();

    await user.click(await within(health).findByRole('link', { name: text }));

    expect(document.activeElement).toBe(card);
  });

  it('when failed mails are listed, on a desktop and at 375 px, then the dashboard has no axe violations', async () => {
    await openDashboard({ mailDelivery: { status: 200, body: WITH_FAILURES } });
    await mailCard();
    await screen.findByRole('region', { name: 'Recent Activity' });
    await expectNoAxeViolations();

    setViewportWidth(375);
    await expectNoAxeViolations();
  });
});
