import { screen, within } from '@testing-library/react';
import type { PerformerDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, setViewportWidth } from '@booking-portal/shell/test-support';
import { ALL_ORGANIZATIONS, onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';
import { ANA, BEN, PERFORMERS, performer } from './performer-fixtures';

async function openManager(performers: PerformerDto[] = [ANA, BEN]) {
  fakeNetwork.on('GET', PERFORMERS, { status: 200, body: performers });
  const rendered = await openAdminScreen('/performers', 'owner');
  const first = performers[0];
  if (first !== undefined) await screen.findByRole('heading', { name: first.name });
  return rendered;
}

describe('Performer Manager list', () => {
  it('when performers exist, then each shows its name and instruments, read for the provider (demo id 2)', async () => {
    await openManager();

    const ana = (await screen.findByRole('heading', { name: 'Ana Strings' })).closest('li');
    expect(ana).toHaveTextContent('electric violin, violin');
    expect(screen.getByRole('heading', { name: 'Ben Keys' }).closest('li')).toHaveTextContent('piano');
    expect(fakeNetwork.requestsTo('GET', PERFORMERS)).toHaveLength(1);
  });

  it('when the provider has another id, then it is found by its kind and its performers are read', async () => {
    const renumbered = ALL_ORGANIZATIONS.map((organization) =>
      organization.kind === 'provider' ? { ...organization, id: 7 } : organization,
    );
    fakeNetwork.on('GET', '/api/performers?organizationId=7', { status: 200, body: [BEN] });
    await openAdminScreen('/performers', 'owner', {}, { status: 200, body: renumbered });

    expect(await screen.findByRole('heading', { name: 'Ben Keys' })).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/performers').map(({ url }) => url)).toEqual([
      '/api/performers?organizationId=7',
    ]);
  });

  it('while the organizations are read, then a spinner shows and no performers are asked for', async () => {
    await openAdminScreen('/performers', 'owner', {}, 'pending');

    expect(await screen.findByRole('heading', { name: 'Performer Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add New Performer' })).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/performers')).toHaveLength(0);
  });

  it('when the organizations list holds no provider, then it alerts and asks for no performers', async () => {
    await openAdminScreen(
      '/performers',
      'owner',
      {},
      {
        status: 200,
        body: ALL_ORGANIZATIONS.filter(({ kind }) => kind !== 'provider'),
      },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch performers');
    expect(fakeNetwork.requestsTo('GET', '/api/performers')).toHaveLength(0);
  });

  it('when there are none, then the empty text shows', async () => {
    await openManager([]);

    expect(
      await screen.findByText('No performers found. Add some performers to get started.'),
    ).toBeInTheDocument();
  });

  it('when the session has no organization, then the select-an-organization text shows', async () => {
    await openAdminScreen('/performers', 'super_admin', { organization: null });

    expect(
      await screen.findByText('Please select an organization to manage performers.'),
    ).toBeInTheDocument();
  });

  it('when shown at 375 px, then it has no axe violations', async () => {
    setViewportWidth(375);
    await openManager();
    await screen.findByRole('heading', { name: 'Ana Strings' });

    await expectNoAxeViolations();
  });
});

describe('Adding a performer', () => {
  it('when the name or the instruments are missing, then the spec message shows and nothing is sent', async () => {
    const { user } = await openManager();
    const form = screen.getByRole('region', { name: 'Add New Performer' });

    await user.type(within(form).getByRole('textbox', { name: 'Performer Name' }), 'Cleo');
    await user.click(within(form).getByRole('button', { name: 'Add Performer' }));

    expect(
      await screen.findByText('Please enter performer name and select at least one instrument'),
    ).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/performers')).toHaveLength(0);
  });

  it('when a name and instruments are given, then it posts them for the provider (demo id 2) and toasts success', async () => {
    fakeNetwork.on('POST', '/api/performers', { status: 201, body: performer(3, 'Cleo Harp', ['harp']) });
    const { user } = await openManager();
    const form = screen.getByRole('region', { name: 'Add New Performer' });

    await user.type(within(form).getByRole('textbox', { name: 'Performer Name' }), ' Cleo Harp ');
    await user.click(within(form).getByRole('checkbox', { name: 'vocals' }));
    await user.click(within(form).getByRole('checkbox', { name: 'harp' }));
    await user.click(within(form).getByRole('button', { name: 'Add Performer' }));

    expect(await screen.findByText('Performer added successfully')).toBeInTheDocument();
    expect(onlyRequestBody('POST', '/api/performers')).toEqual({
      name: 'Cleo Harp',
      instruments: ['harp', 'vocals'],
      bio: null,
      profilePicture: null,
      organizationId: 2,
      email: null,
      sendBookingNotices: true,
    });
    expect(within(form).getByRole('textbox', { name: 'Performer Name' })).toHaveValue('');
  });

  it('when the server refuses, then the failure toast shows', async () => {
    fakeNetwork.on('POST', '/api/performers', { status: 403, body: { message: 'Forbidden' } });
    const { user } = await openManager();
    const form = screen.getByRole('region', { name: 'Add New Performer' });

    await user.type(within(form).getByRole('textbox', { name: 'Performer Name' }), 'Cleo');
    await user.click(within(form).getByRole('checkbox', { name: 'harp' }));
    await user.click(within(form).getByRole('button', { name: 'Add Performer' }));

    expect(await screen.findByText('Failed to add performer')).toBeInTheDocument();
  });
});

describe("A performer's e-mail and 'Send booking notices'", () => {
  it('when an e-mail is given with notices off, then both are posted, the e-mail lowercased', async () => {
    fakeNetwork.on('POST', '/api/performers', { status: 201, body: performer(3, 'Cleo Harp', ['harp']) });
    const { user } = await openManager();
    const form = screen.getByRole('region', { name: 'Add New Performer' });
    const notices = within(form).getByRole('switch', { name: 'Send booking notices' });
    expect(notices).toBeChecked();

    await user.type(within(form).getByRole('textbox', { name: 'Performer Name' }), 'Cleo Harp');
    await user.click(within(form).getByRole('checkbox', { name: 'harp' }));
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), ' Cleo@Harp.TEST ');
    await user.click(notices);
    await user.click(within(form).getByRole('button', { name: 'Add Performer' }));

    expect(await screen.findByText('Performer added successfully')).toBeInTheDocument();
    expect(onlyRequestBody('POST', '/api/performers')).toMatchObject({
      email: 'cleo@harp.test',
      sendBookingNotices: false,
    });
  });

  it("when the e-mail is not valid, then the spec's text shows under it and nothing is sent", async () => {
    const { user } = await openManager();
    const form = screen.getByRole('region', { name: 'Add New Performer' });

    await user.type(within(form).getByRole('textbox', { name: 'Performer Name' }), 'Cleo Harp');
    await user.click(within(form).getByRole('checkbox', { name: 'harp' }));
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'cleo-at-harp');
    await user.click(within(form).getByRole('button', { name: 'Add Performer' }));

    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Must be a valid email address') as string,
    );
    expect(fakeNetwork.requestsTo('POST', '/api/performers')).toHaveLength(0);
  });

  it('when a performer has an e-mail, then the row says where notices go and the editor starts from it', async () => {
    const withMail = { ...BEN, email: 'ben@keys.test', sendBookingNotices: false };
    fakeNetwork.on('PATCH', '/api/performers/2', {
      status: 200,
      body: { ...withMail, sendBookingNotices: true },
    });
    const { user } = await openManager([ANA, withMail]);

    expect(screen.getByRole('heading', { name: 'Ana Strings' }).closest('li')).toHaveTextContent(
      'No e-mail: no booking notices',
    );
    expect(screen.getByRole('heading', { name: 'Ben Keys' }).closest('li')).toHaveTextContent(
      'ben@keys.test (booking notices off)',
    );
    await user.click(screen.getByRole('button', { name: 'Edit Ben Keys' }));
    const editor = screen.getByRole('listitem', { name: 'Editing Ben Keys' });
    expect(within(editor).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ben@keys.test');
    await user.click(within(editor).getByRole('switch', { name: 'Send booking notices' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Performer updated successfully')).toBeInTheDocument();
    expect(onlyRequestBody('PATCH', '/api/performers/2')).toMatchObject({
      email: 'ben@keys.test',
      sendBookingNotices: true,
    });
  });
});

describe('Editing and deleting a performer', () => {
  it('when edited inline, then it patches name and instruments and toasts success', async () => {
    fakeNetwork.on('PATCH', '/api/performers/2', {
      status: 200,
      body: performer(2, 'Ben Grand', ['piano', 'keyboard']),
    });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Edit Ben Keys' }));
    const editor = screen.getByRole('listitem', { name: 'Editing Ben Keys' });
    const name = within(editor).getByRole('textbox', { name: 'Performer Name' });
    expect(within(editor).getByRole('checkbox', { name: 'piano' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Ben Grand');
    await user.click(within(editor).getByRole('checkbox', { name: 'keyboard' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Performer updated successfully')).toBeInTheDocument();
    expect(onlyRequestBody('PATCH', '/api/performers/2')).toEqual({
      name: 'Ben Grand',
      instruments: ['piano', 'keyboard'],
      email: null,
      sendBookingNotices: true,
    });
    expect(screen.queryByRole('listitem', { name: 'Editing Ben Keys' })).not.toBeInTheDocument();
  });

  it('when the update fails, then the failure toast shows', async () => {
    fakeNetwork.on('PATCH', '/api/performers/2', { status: 500, body: { message: 'boom' } });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Edit Ben Keys' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update performer')).toBeInTheDocument();
  });

  it('when deletion is confirmed, then it deletes and toasts success', async () => {
    fakeNetwork.on('DELETE', '/api/performers/1', { status: 204 });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Ana Strings' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Performer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Performer' }));

    expect(await screen.findByText('Performer deleted successfully')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', '/api/performers/1')).toHaveLength(1);
  });

  it('when the delete fails, then the failure toast shows', async () => {
    fakeNetwork.on('DELETE', '/api/performers/1', { status: 404, body: { message: 'Not found' } });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Ana Strings' }));
    await user.click(screen.getByRole('button', { name: 'Delete Performer' }));

    expect(await screen.findByText('Failed to delete performer')).toBeInTheDocument();
  });
});
