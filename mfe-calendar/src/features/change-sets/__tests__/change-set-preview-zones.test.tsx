import { screen, within } from '@testing-library/react';
import { viewerTimeZone } from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS, fakeNetwork } from '@booking-portal/shell/test-support';
import { ChangeSetPreview } from '..';
import { renderDialog } from '../../../test-support/booking-form-fixtures';
import {
  answerChangeSets,
  changeSetResult,
  itemResult,
} from '../../../test-support/change-set-preview-fixtures';

/** A zone whose clock never reads like the test machine's. */
const FAR_ZONE = viewerTimeZone() === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
const FAR_ZONE_NAME = FAR_ZONE === 'Pacific/Kiritimati' ? 'GMT+14' : 'GMT-11';

function answerOrganizations(palmCoveZone: string, cypressHillsZone: string) {
  fakeNetwork.on('GET', '/api/organizations', {
    status: 200,
    body: [
      { ...DEMO_ORGANIZATIONS.palmCove, timeZone: palmCoveZone },
      { ...DEMO_ORGANIZATIONS.cypressHills, timeZone: cypressHillsZone },
    ],
  });
}

async function itemWhenTexts(): Promise<string[]> {
  const dialog = screen.getByRole('dialog', { name: 'Finalize Bookings' });
  const list = await within(dialog).findByRole('list', { name: 'Bookings to change' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.children[1]?.textContent ?? '');
}

describe("the preview's times", () => {
  it("when a booking's venue keeps another clock than the viewer's, then its time names that venue's zone", async () => {
    answerOrganizations(viewerTimeZone(), FAR_ZONE);
    answerChangeSets({
      preview: {
        status: 200,
        body: changeSetResult(
          [
            itemResult({
              index: 0,
              bookingId: 101,
              title: 'Jazz night',
              date: '2026-03-10',
              time: '19:00',
              organizationId: 1,
            }),
            itemResult({
              index: 1,
              bookingId: 102,
              title: 'Harp brunch',
              date: '2026-03-10',
              time: '11:00',
              organizationId: 3,
            }),
          ],
          '2 bookings would change',
          true,
        ),
      },
    });
    renderDialog(
      <ChangeSetPreview
        request={{ action: 'finalize', bookingIds: [101, 102], notifyPerformers: 'affected' }}
        onApplied={jest.fn()}
        onClose={jest.fn()}
      />,
    );

    await screen.findByText(/Tuesday, March 10, 2026 at 11:00 AM GMT/);
    expect(await itemWhenTexts()).toEqual([
      'Tuesday, March 10, 2026 at 7:00 PM · Lobby Bar',
      `Tuesday, March 10, 2026 at 11:00 AM ${FAR_ZONE_NAME} · Lobby Bar`,
    ]);
  });
});
