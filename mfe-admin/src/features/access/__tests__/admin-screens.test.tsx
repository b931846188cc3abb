import { screen } from '@testing-library/react';
import type { Role } from '@booking-portal/api/contract';
import { renderRemoteRoutes, sessionFor } from '@booking-portal/shell/test-support';
import remoteRoutes from '../../../expose/routes';

function openAs(role: Role, route: string) {
  return renderRemoteRoutes(remoteRoutes, { route, session: sessionFor(role) });
}

async function expectHeading(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
}

async function expectDenied(text: string, heading: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
}

describe('User Management (/users)', () => {
  it.each([
    ['owner', 'Owner'],
    ['super_admin', 'Super Admin'],
    ['org_admin', 'Admin'],
  ] as const)('when the %s opens it, then the header and their role pill show', async (role, pill) => {
    await openAs(role, '/users');

    await expectHeading('User Management');
    expect(screen.getByText(pill)).toBeInTheDocument();
  });

  it('when a plain user opens it, then the denied text shows', async () => {
    await openAs('user', '/users');

    await expectDenied('This page is only accessible to administrators.', 'User Management');
  });
});

describe('Department Manager (/departments)', () => {
  it.each(['owner', 'super_admin', 'org_admin'] as const)(
    'when the %s opens it, then its heading shows',
    async (role) => {
      await openAs(role, '/departments');

      await expectHeading('Department Manager');
    },
  );

  it('when a plain user opens it, then the denied text shows', async () => {
    await openAs('user', '/departments');

    await expectDenied('You need admin privileges to access this page.', 'Department Manager');
  });
});

describe('Performer Manager (/performers)', () => {
  it.each(['owner', 'super_admin'] as const)('when the %s opens it, then its heading shows', async (role) => {
    await openAs(role, '/performers');

    await expectHeading('Performer Manager');
  });

  it.each(['org_admin', 'user'] as const)(
    'when the %s opens it, then the denied text shows',
    async (role) => {
      await openAs(role, '/performers');

      await expectDenied(
        'Access denied. This page is only available to super admins and owners.',
        'Performer Manager',
      );
    },
  );
});

describe('System Dashboard (/admin)', () => {
  it('when the owner opens it, then its heading shows', async () => {
    await openAs('owner', '/admin');

    await expectHeading('System Dashboard');
  });

  it.each(['super_admin', 'org_admin', 'user'] as const)(
    'when the %s opens it, then the denied text shows',
    async (role) => {
      await openAs(role, '/admin');

      await expectDenied('This page is only available to the owner.', 'System Dashboard');
    },
  );
});
