import { screen, waitFor, within } from '@testing-library/react';
import type { PerformerDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { ANA, BEN, PERFORMERS } from './performer-fixtures';

const ANA_PAGE = '/api/performers/1/page';
const ANA_PAGE_RESET = '/api/performers/1/page/reset';
const ANA_PAGE_SEND = '/api/performers/1/page/send';
const NEW_ADDRESS = `http://localhost/performer#token=${'p'.repeat(43)}`;
const SENT = { message: 'The page link has been sent to the performer' };
const ANA_WITH_MAIL: PerformerDto = { ...ANA, email: 'ana@strings.test' };

/** Opens the owner's Performer Page dialog of `performer` (Ana by default), the server saying whether a link exists. */
async function openAnaPage(exists: boolean, performer: PerformerDto = ANA) {
  fakeNetwork.on('GET', PERFORMERS, { status: 200, body: [performer, BEN] });
  fakeNetwork.on('GET', ANA_PAGE, { status: 200, body: { exists, url: null } });
  const rendered = await openAdminScreen('/performers', 'owner');
  await rendered.user.click(await screen.findByRole('button', { name: 'Performer page for Ana Strings' }));
  const dialog = screen.getByRole('dialog', { name: 'Performer Page' });
  await within(dialog).findByRole('button', { name: exists ? 'Reset page link' : 'Create page link' });
  return { ...rendered, dialog };
}

describe('Performer page action', () => {
  it('when the owner opens it, then it says whether a link exists and only reads', async () => {
    const { dialog } = await openAnaPage(false);

    expect(within(dialog).getByText('There is no page link yet.')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(fakeNetwork.requestsTo('GET', ANA_PAGE)).toHaveLength(1);
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_RESET)).toHaveLength(0);
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_SEND)).toHaveLength(0);
  });

  it('when a super admin views performers, then there is no Performer page action', async () => {
    fakeNetwork.on('GET', PERFORMERS, { status: 200, body: [ANA, BEN] });
    await openAdminScreen('/performers', 'super_admin');

    expect(await screen.findByRole('button', { name: 'Unavailability of Ana Strings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Performer page/ })).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', ANA_PAGE)).toHaveLength(0);
  });

  it('when the link state cannot be read, then the dialog says so', async () => {
    fakeNetwork.on('GET', PERFORMERS, { status: 200, body: [ANA, BEN] });
    fakeNetwork.on('GET', ANA_PAGE, { status: 403, body: { message: 'Forbidden' } });
    const { user } = await openAdminScreen('/performers', 'owner');

    await user.click(await screen.findByRole('button', { name: 'Performer page for Ana Strings' }));

    const dialog = screen.getByRole('dialog', { name: 'Performer Page' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to check the performer page link',
    );
    expect(within(dialog).queryByRole('button', { name: /page link/ })).not.toBeInTheDocument();
  });
});

describe('Creating and resetting a page link', () => {
  it('when Create page link is pressed, then the new address shows once, read-only, with Copy link', async () => {
    fakeNetwork.on('POST', ANA_PAGE_RESET, { status: 200, body: { exists: true, url: NEW_ADDRESS } });
    const { user, dialog } = await openAnaPage(false);

    await user.click(within(dialog).getByRole('button', { name: 'Create page link' }));

    const address = await within(dialog).findByRole('textbox', { name: 'Page address' });
    expect(address).toHaveValue(NEW_ADDRESS);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('This address is shown only now.') as string,
    );
    expect(await screen.findByText('Performer page link created')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(NEW_ADDRESS);
  });

  it('when a link exists, then Reset page link warns that the old link stops working; Cancel sends nothing', async () => {
    const { user, dialog } = await openAnaPage(true);
    expect(
      within(dialog).getByText(
        'A page link exists. Its address cannot be shown again; reset it to get a new one.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reset page link' }));

    expect(
      within(dialog).getByText(
        'The current link will stop working: the performer can no longer open their page with it. Continue?',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(within(dialog).getByRole('button', { name: 'Reset page link' })).toHaveFocus();
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_RESET)).toHaveLength(0);
  });

  it('when the reset is confirmed, then it posts once and shows the new address', async () => {
    fakeNetwork.on('POST', ANA_PAGE_RESET, { status: 200, body: { exists: true, url: NEW_ADDRESS } });
    const { user, dialog } = await openAnaPage(true);

    await user.click(within(dialog).getByRole('button', { name: 'Reset page link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset page link' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Page address' })).toHaveValue(NEW_ADDRESS);
    expect(await screen.findByText('Performer page link reset')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_RESET)).toHaveLength(1);
  });

  it('when the reset fails, then the error toast shows and the dialog goes back to the link state', async () => {
    fakeNetwork.on('POST', ANA_PAGE_RESET, { status: 500, body: { message: 'boom' } });
    const { user, dialog } = await openAnaPage(true);

    await user.click(within(dialog).getByRole('button', { name: 'Reset page link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset page link' }));

    expect(await screen.findByText('Failed to reset performer page link')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Page address' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Reset page link' })).toBeInTheDocument();
  });
});

describe('Sending the page link by e-mail', () => {
  it('when the performer has no e-mail, then Send is disabled and says why', async () => {
    const { dialog } = await openAnaPage(false);

    const send = within(dialog).getByRole('button', { name: 'Send page link by e-mail' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'The performer has no e-mail address. Add one with Edit to send the link.',
    );
  });

  it("when there is no link yet, then Send mails one at once and the server's answer is shown", async () => {
    fakeNetwork.on('POST', ANA_PAGE_SEND, { status: 202, body: SENT });
    const { user, dialog } = await openAnaPage(false, ANA_WITH_MAIL);
    const send = within(dialog).getByRole('button', { name: 'Send page link by e-mail' });
    expect(send).toHaveAccessibleDescription(
      'Mails a new link to ana@strings.test. A link made before stops working.',
    );
    fakeNetwork.on('GET', ANA_PAGE, { status: 200, body: { exists: true, url: null } });

    await user.click(send);

    expect(await screen.findByText('The page link has been sent to the performer')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_SEND)).toHaveLength(1);
    // The mailed link is the performer's link now: the state is read again.
    expect(await within(dialog).findByRole('button', { name: 'Reset page link' })).toBeInTheDocument();
  });

  it('when a link exists, then Send asks first, since the current link stops working', async () => {
    fakeNetwork.on('POST', ANA_PAGE_SEND, { status: 202, body: SENT });
    const { user, dialog } = await openAnaPage(true, ANA_WITH_MAIL);

    await user.click(within(dialog).getByRole('button', { name: 'Send page link by e-mail' }));
    expect(
      within(dialog).getByText(
        'A new link will be mailed to ana@strings.test, and the current link will stop working. Continue?',
      ),
    ).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_SEND)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText('The page link has been sent to the performer')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', ANA_PAGE_SEND)).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send page link by e-mail' })).toHaveFocus(),
    );
  });

  it('when the server refuses (no e-mail on file), then its message is toasted', async () => {
    fakeNetwork.on('POST', ANA_PAGE_SEND, {
      status: 400,
      body: {
        message: 'The performer has no e-mail address',
        errors: [{ path: 'email', message: 'The performer has no e-mail address' }],
      },
    });
    const { user, dialog } = await openAnaPage(false, ANA_WITH_MAIL);

    await user.click(within(dialog).getByRole('button', { name: 'Send page link by e-mail' }));

    expect(await screen.findByText('The performer has no e-mail address')).toBeInTheDocument();
    expect(screen.queryByText('The page link has been sent to the performer')).not.toBeInTheDocument();
  });

  it('when open with a link and an e-mail, then the page has no axe violations', async () => {
    await openAnaPage(true, ANA_WITH_MAIL);

    await expectNoAxeViolations();
  });
});
