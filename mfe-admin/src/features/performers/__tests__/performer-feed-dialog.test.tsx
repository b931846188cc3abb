import { screen, within } from '@testing-library/react';
import type { Role } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { ANA, BEN, PERFORMERS } from './performer-fixtures';

const ANA_FEED = '/api/performers/1/feed';
const ANA_FEED_RESET = '/api/performers/1/feed/reset';
const NEW_ADDRESS = `http://localhost/api/feeds/performers/${'n'.repeat(43)}.ics`;
const SHOWN_ONCE =
  'This address is shown only now. Copy it and keep it private: anyone who has it can read these bookings.';

async function openManager(role: Role = 'owner') {
  fakeNetwork.on('GET', PERFORMERS, { status: 200, body: [ANA, BEN] });
  const rendered = await openAdminScreen('/performers', role);
  await screen.findByRole('heading', { name: 'Ana Strings' });
  return rendered;
}

/** Opens Ana's feed dialog with the server saying whether her link exists. */
async function openAnaFeed(exists: boolean) {
  fakeNetwork.on('GET', ANA_FEED, { status: 200, body: { exists, url: null } });
  const rendered = await openManager();
  await rendered.user.click(screen.getByRole('button', { name: 'Calendar feed for Ana Strings' }));
  const dialog = screen.getByRole('dialog', { name: 'Calendar Feed' });
  await within(dialog).findByRole('button', { name: exists ? 'Reset link' : 'Create link' });
  return { ...rendered, dialog };
}

describe('Calendar feed action', () => {
  it('when the owner views performers, then each row offers Calendar feed; opening it only reads', async () => {
    const { dialog } = await openAnaFeed(false);

    expect(screen.getByRole('button', { name: 'Calendar feed for Ben Keys' })).toHaveTextContent(
      'Calendar feed',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('There is no private feed link yet.')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', ANA_FEED)).toHaveLength(1);
    expect(fakeNetwork.requestsTo('POST', ANA_FEED_RESET)).toHaveLength(0);
  });

  it('when a super admin views performers, then there is no Calendar feed action', async () => {
    await openManager('super_admin');

    expect(screen.getByRole('button', { name: 'Edit Ana Strings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Calendar feed/ })).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', ANA_FEED)).toHaveLength(0);
  });

  it('when the link state cannot be read, then the dialog says so', async () => {
    fakeNetwork.on('GET', ANA_FEED, { status: 403, body: { message: 'Forbidden' } });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Calendar feed for Ana Strings' }));

    const dialog = screen.getByRole('dialog', { name: 'Calendar Feed' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to check the calendar feed link',
    );
    expect(within(dialog).queryByRole('button', { name: /link/ })).not.toBeInTheDocument();
  });
});

describe('Creating a feed link', () => {
  it('when Create link is pressed, then the new address shows once, read-only, and Copy link copies it', async () => {
    fakeNetwork.on('POST', ANA_FEED_RESET, { status: 200, body: { exists: true, url: NEW_ADDRESS } });
    const { user, dialog } = await openAnaFeed(false);

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const address = await within(dialog).findByRole('textbox', { name: 'Feed address' });
    expect(address).toHaveValue(NEW_ADDRESS);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(SHOWN_ONCE);
    expect(await screen.findByText('Calendar feed link created')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_FEED_RESET)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(NEW_ADDRESS);
  });

  it('when the clipboard refuses, then the dialog says to copy by hand', async () => {
    fakeNetwork.on('POST', ANA_FEED_RESET, { status: 200, body: { exists: true, url: NEW_ADDRESS } });
    const { user, dialog } = await openAnaFeed(false);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Feed address' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Could not copy: select the address and copy it yourself.',
    );
  });

  it('when the server refuses, then the error toast shows and no address appears', async () => {
    fakeNetwork.on('POST', ANA_FEED_RESET, { status: 403, body: { message: 'Forbidden' } });
    const { user, dialog } = await openAnaFeed(false);

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    expect(await screen.findByText('Failed to create calendar feed link')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
  });

  it('when the address is shown, then the dialog has no axe violations', async () => {
    fakeNetwork.on('POST', ANA_FEED_RESET, { status: 200, body: { exists: true, url: NEW_ADDRESS } });
    const { user, dialog } = await openAnaFeed(false);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Feed address' });

    await expectNoAxeViolations();
  });
});

describe('Resetting a feed link', () => {
  it('when a link exists, then Reset link asks first; Cancel sends nothing', async () => {
    const { user, dialog } = await openAnaFeed(true);
    expect(
      within(dialog).getByText(
        'A private feed link exists. Its address cannot be shown again; reset it to get a new one.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));

    expect(
      within(dialog).getByText(
        'The current link will stop working, and calendars subscribed to it will stop updating. Continue?',
      ),
    ).toBeInTheDocument();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);

    expect(within(dialog).getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_FEED_RESET)).toHaveLength(0);
  });

  it('when the reset is confirmed, then it posts once and shows the new address', async () => {
    fakeNetwork.on('POST', ANA_FEED_RESET, { status: 200, body: { exists: true, url: NEW_ADDRESS } });
    const { user, dialog } = await openAnaFeed(true);

    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Feed address' })).toHaveValue(NEW_ADDRESS);
    expect(await screen.findByText('Calendar feed link reset')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_FEED_RESET)).toHaveLength(1);
  });

  it('when the reset fails, then the error toast shows and the dialog goes back to the link state', async () => {
    fakeNetwork.on('POST', ANA_FEED_RESET, { status: 500, body: { message: 'boom' } });
    const { user, dialog } = await openAnaFeed(true);

    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));

    expect(await screen.findByText('Failed to reset calendar feed link')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Reset link' })).toBeInTheDocument();
  });
});
