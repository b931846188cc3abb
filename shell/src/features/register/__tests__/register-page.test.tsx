import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_PATHS, type UserByEmailDto } from '@booking-portal/api/contract';
import { sessionApi } from '@booking-portal/shell/runtime';
import {
  DEMO_ORGANIZATIONS,
  fakeNetwork,
  fakeScreenTimers,
  renderWithShell,
  sessionFor,
  type FakeAnswer,
} from '../../../../test-support';
import { RegisterPage } from '..';
import { REDIRECT_AFTER_SUCCESS_MS } from '../../auth-form';
import { EMAIL_LOOKUP_DELAY_MS } from '../hooks/use-email-lookup';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

const PALM_COVE = DEMO_ORGANIZATIONS.palmCove.name;
const ENCORE = DEMO_ORGANIZATIONS.encore.name;

const NEW_HIRE: UserByEmailDto = { id: 8, department: 'Lobby Bar', isRegistered: false };

function answerOrganizations(answer: FakeAnswer = { status: 200, body: Object.values(DEMO_ORGANIZATIONS) }) {
  fakeNetwork.on('GET', API_PATHS.organizations, answer);
}

function answerLookup(email: string, answer: FakeAnswer) {
  fakeNetwork.on('GET', API_PATHS.userByEmail(email), answer);
}

function answerRegister(answer: FakeAnswer) {
  fakeNetwork.on('POST', API_PATHS.register, answer);
}

function renderRegister() {
  return renderWithShell(<RegisterPage />, { route: '/register' });
}

async function chooseOrganization(user: UserEvent, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByLabelText('Organization'), name);
}

/** Enters text as one paste: typing key by key is covered by the lookup test and only slows the others. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function enterPasswords(user: UserEvent, password: string, confirmation = password) {
  await enter(user, 'Password', password);
  await enter(user, 'Confirm password', confirmation);
}

/** A Palm Cove new hire whose department was found, with valid passwords: ready to submit. */
async function fillNewHire(user: UserEvent) {
  answerLookup('newhire@palmcove.test', { status: 200, body: NEW_HIRE });
  await chooseOrganization(user, PALM_COVE);
  await enter(user, 'Email', 'newhire@palmcove.test');
  await enterPasswords(user, 'Portal-demo-1');
  await waitFor(() => expect(screen.getByLabelText('Department')).toHaveValue('Lobby Bar'));
}

/** The password rule's items as shown: each label and whether it is marked met. */
function requirements(): [string, boolean][] {
  const list = screen.getByText('Your password needs:').nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      item.textContent?.replace(/^[✓○]/, '').replace(/ \((met|not met yet)\)$/, '') ?? '',
      item.getAttribute('data-met') === 'true',
    ]);
}

function toastWith(title: string) {
  return screen.findByText(title).then((element) => element.closest('[role="status"]'));
}

describe('Register screen', () => {
  beforeEach(() => {
    answerOrganizations();
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused registrations are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('when it opens, then the organizations load and the fields come in the spec order with one title', async () => {
    renderRegister();

    for (const organization of Object.values(DEMO_ORGANIZATIONS)) {
      expect(await screen.findByRole('option', { name: organization.name })).toBeInTheDocument();
    }
    const fields = ['Organization', 'Email', 'Password', 'Confirm password'].map((label) =>
      screen.getByLabelText(label),
    );
    for (let index = 1; index < fields.length; index += 1) {
      const previous = fields[index - 1] as HTMLElement;
      expect(
        previous.compareDocumentPosition(fields[index] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(fakeNetwork.requestsTo('GET', API_PATHS.organizations)[0]?.credentials).toBe('include');
  });

  it('when the organizations cannot be read, then the screen says so', async () => {
    answerOrganizations({ status: 404, body: { message: 'Not found' } });
    renderRegister();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch organizations');
  });

  it('when no organization is chosen, then Create account is disabled and leaving the select says Organization is required', async () => {
    const { user } = renderRegister();
    await screen.findByRole('option', { name: PALM_COVE });

    await user.click(screen.getByLabelText('Organization'));
    await user.tab();

    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByText('Organization is required')).toBeInTheDocument();
  });

  it('when the fields are left with bad values, then each shows its validation message', async () => {
    const { user } = renderRegister();
    await chooseOrganization(user, ENCORE);

    await user.type(screen.getByLabelText('Email'), 'newhire');
    await enterPasswords(user, 'short', 'shorter');
    await user.tab();

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 6 characters$/,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(fakeNetwork.requestsTo('GET', API_PATHS.userByEmail('newhire'))).toHaveLength(0);
  });

  it('when the e-mail is typed out, then it is looked up once, only after it contains an @', async () => {
    answerLookup('admin@encore.test', { status: 404, body: { message: 'Not found' } });
    const { user } = renderRegister();
    await chooseOrganization(user, ENCORE);

    await user.type(screen.getByLabelText('Email'), 'admin@encore.test');

    expect(await screen.findByText('Not Recognized')).toBeInTheDocument();
    const lookups = fakeNetwork.requests.filter((request) => request.path.startsWith('/api/user-by-email/'));
    expect(lookups.map((request) => request.url)).toEqual([
      API_PATHS.userByEmail('admin@encore.test', DEMO_ORGANIZATIONS.encore.id),
    ]);
  });

  it('when a provider e-mail is known and not registered, then the note says Recognized and Create account is enabled', async () => {
    answerLookup('newadmin@encore.test', {
      status: 200,
      body: { id: 30, department: null, isRegistered: false },
    });
    const { user } = renderRegister();
    await chooseOrganization(user, ENCORE);

    await enter(user, 'Email', 'newadmin@encore.test');

    expect(await screen.findByText('Recognized')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Recognized');
    expect(screen.queryByLabelText('Department')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it.each([
    ['unknown', { status: 404, body: { message: 'Not found' } }],
    ['already registered', { status: 200, body: { id: 11, department: null, isRegistered: true } }],
  ] as const)('when a provider e-mail is %s, then the note says Not Recognized', async (_case, answer) => {
    answerLookup('someone@encore.test', answer);
    const { user } = renderRegister();
    await chooseOrganization(user, ENCORE);

    await enter(user, 'Email', 'someone@encore.test');

    expect(await screen.findByText('Not Recognized')).toBeInTheDocument();
  });

  it('when a client e-mail is known, then its department fills a read-only field and Create account is enabled', async () => {
    const { user } = renderRegister();
    await chooseOrganization(user, PALM_COVE);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    await fillNewHire(user);

    const department = screen.getByLabelText('Department');
    expect(department).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('when a client e-mail is unknown, then the note says it is not in the system and Create account stays disabled', async () => {
    answerLookup('stranger@palmcove.test', { status: 404, body: { message: 'Not found' } });
    const { user } = renderRegister();
    await chooseOrganization(user, PALM_COVE);

    await enter(user, 'Email', 'stranger@palmcove.test');

    expect(
      await screen.findByText('Email not found in our system. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Department')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('when Cypress Hills is chosen and the e-mail was added by Palm Cove, then the lookup asks for Cypress Hills only and nothing is filled in', async () => {
    const cypressHills = DEMO_ORGANIZATIONS.cypressHills;
    fakeNetwork
      .on('GET', API_PATHS.userByEmail('newhire@palmcove.test', cypressHills.id), {
        status: 404,
        body: { message: 'Email not found in our system. Please contact your administrator.' },
      })
      .on('GET', API_PATHS.userByEmail('newhire@palmcove.test', DEMO_ORGANIZATIONS.palmCove.id), {
        status: 200,
        body: NEW_HIRE,
      });
    const { user } = renderRegister();
    await chooseOrganization(user, cypressHills.name);

    await enter(user, 'Email', 'newhire@palmcove.test');

    expect(
      await screen.findByText('Email not found in our system. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Department')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    await chooseOrganization(user, PALM_COVE);

    await waitFor(() => expect(screen.getByLabelText('Department')).toHaveValue('Lobby Bar'));
    const lookups = fakeNetwork.requests.filter((request) => request.path.startsWith('/api/user-by-email/'));
    expect(lookups.map((request) => request.url)).toEqual([
      API_PATHS.userByEmail('newhire@palmcove.test', cypressHills.id),
      API_PATHS.userByEmail('newhire@palmcove.test', DEMO_ORGANIZATIONS.palmCove.id),
    ]);
  });

  it('when an e-mail is typed before any organization is chosen, then nothing is looked up yet', async () => {
    fakeScreenTimers();
    const { user } = renderRegister();
    await screen.findByRole('option', { name: PALM_COVE });

    await enter(user, 'Email', 'newhire@palmcove.test');
    // Well past the pause after which a typed address is looked up.
    await act(() => jest.advanceTimersByTimeAsync(EMAIL_LOOKUP_DELAY_MS * 5));

    expect(fakeNetwork.requests.filter((request) => request.path.startsWith('/api/user-by-email/'))).toEqual(
      [],
    );
  });

  it('when the screen opens, then the whole password rule the server enforces shows before any submit, none of it met', async () => {
    renderRegister();
    await screen.findByRole('option', { name: PALM_COVE });

    expect(requirements()).toEqual([
      ['At least 8 characters', false],
      ['At most 128 characters', true],
      ['One uppercase letter', false],
      ['One lowercase letter', false],
      ['One number', false],
    ]);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /^Your password needs: At least 8 characters \(not met yet\)/,
    );
  });

  it('when a password is typed, then each requirement is checked as it goes', async () => {
    const { user } = renderRegister();
    const password = await screen.findByLabelText('Password');

    await user.type(password, 'portal');
    expect(
      requirements()
        .filter(([, met]) => met)
        .map(([label]) => label),
    ).toEqual(['At most 128 characters', 'One lowercase letter']);

    await user.type(password, '-Demo1');
    expect(requirements().every(([, met]) => met)).toBe(true);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /At least 8 characters \(met\).*One number \(met\)$/,
    );
  });

  it('when the lookup itself fails, then the note says the e-mail could not be checked', async () => {
    answerLookup('lobby@palmcove.test', {
      status: 429,
      body: { message: 'Too many requests. Please try again later.' },
    });
    const { user } = renderRegister();
    await chooseOrganization(user, PALM_COVE);

    await enter(user, 'Email', 'lobby@palmcove.test');

    expect(
      await screen.findByText('Could not check this email right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('when a client e-mail is known without a department, then Department is required shows and Create account stays disabled', async () => {
    answerLookup('nodept@palmcove.test', {
      status: 200,
      body: { id: 31, department: null, isRegistered: false },
    });
    const { user } = renderRegister();
    await chooseOrganization(user, PALM_COVE);

    await enter(user, 'Email', 'nodept@palmcove.test');

    expect(await screen.findByText('Department is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('while the registration is under way, then the button reads Creating account... and is disabled', async () => {
    answerRegister('pending');
    const { user } = renderRegister();
    await fillNewHire(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('when the form is submitted twice in a row, then one registration is sent', async () => {
    answerRegister('pending');
    const { user } = renderRegister();
    await fillNewHire(user);

    const form = screen.getByRole('form', { name: 'Create account' });
    fireEvent.submit(form);
    fireEvent.submit(form);

    await screen.findByRole('button', { name: 'Creating account...' });
    expect(fakeNetwork.requestsTo('POST', API_PATHS.register)).toHaveLength(1);
  });

  it('when the new hire registers, then the account is sent and the page says a link went to the address, signing nobody in', async () => {
    const linkSent = 'We sent a link to newhire@palmcove.test. Open it to finish creating your account.';
    fakeScreenTimers();
    answerRegister({ status: 202, body: { message: linkSent, pending: true } });
    const { user, currentPath, store } = renderRegister();
    await fillNewHire(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(linkSent)).toBeInTheDocument();
    expect(screen.getByText('Check your email').closest('[role="status"]')).toHaveTextContent(linkSent);
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.register);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({
      organizationId: DEMO_ORGANIZATIONS.palmCove.id,
      email: 'newhire@palmcove.test',
      password: 'Portal-demo-1',
      department: 'Lobby Bar',
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // Well past the pause a created account waits before leaving: this one stays, signed out.
    await act(() => jest.advanceTimersByTimeAsync(REDIRECT_AFTER_SUCCESS_MS * 5));
    expect(screen.queryByText('Account created successfully')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/register');
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toBeUndefined();
  });

  it('when the server answers with a session (201), then it says Account created successfully and goes to /', async () => {
    answerRegister({
      status: 201,
      body: sessionFor('user', { user: { ...sessionFor('user').user, email: 'newhire@palmcove.test' } }),
    });
    const { user, currentPath } = renderRegister();
    await fillNewHire(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('when a provider account is created, then no department is sent', async () => {
    answerLookup('newadmin@encore.test', {
      status: 200,
      body: { id: 30, department: null, isRegistered: false },
    });
    answerRegister({ status: 201, body: sessionFor('super_admin') });
    const { user } = renderRegister();
    await chooseOrganization(user, ENCORE);
    await enter(user, 'Email', 'newadmin@encore.test');
    await enterPasswords(user, 'Portal-demo-1');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.register);
    expect(JSON.parse(request?.body ?? 'null')).toMatchObject({
      organizationId: DEMO_ORGANIZATIONS.encore.id,
      department: null,
    });
  });

  it.each([
    [
      'the e-mail is already registered (409)',
      { status: 409, body: { message: 'This email is already registered. Please try logging in instead.' } },
      'This email is already registered. Please try logging in instead.',
    ],
    [
      'the password breaks the server rule (400)',
      {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [
            {
              path: 'password',
              message:
                'Password must contain at least one uppercase letter, one lowercase letter, and one number',
            },
          ],
        },
      },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'the e-mail was never added (404)',
      { status: 404, body: { message: 'Email not found in our system. Please contact your administrator.' } },
      'Email not found in our system. Please contact your administrator.',
    ],
    [
      'the server fails (500)',
      { status: 500, body: { message: 'Internal server error' } },
      'An error occurred during registration. Please try again.',
    ],
  ] as const)(
    'when %s, then the toast says so and the form can be sent again',
    async (_case, answer, message) => {
      answerRegister(answer);
      const { user, currentPath } = renderRegister();
      await fillNewHire(user);

      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(await toastWith('Registration failed')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
      expect(currentPath()).toBe('/register');
    },
  );
});
