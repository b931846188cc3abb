import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@booking-portal/api/contract';
import type { RemoteRoute } from '@booking-portal/shell/runtime';
import { sessionFor } from '../../../../test-support/sessions';
import { renderShellApp } from '../../../../test-support/render-shell-app';
import { setViewportWidth } from '../../../../test-support/viewport';

const remotes = { mfe_calendar: [{ path: '/', element: <h1>Calendar screen</h1> }] satisfies RemoteRoute[] };

async function navLabelsFor(role: Role): Promise<string[] | null> {
  renderShellApp({ route: '/', session: sessionFor(role), remotes });
  await screen.findByText('Calendar screen');
  const nav = screen.queryByRole('navigation', { name: 'Main' });
  if (nav === null) return null;
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('navigation per role (docs/PRODUCT.md section 2)', () => {
  it('when a plain user is signed in, then the navigation bar is hidden', async () => {
    expect(await navLabelsFor('user')).toBeNull();
  });

  it('when an org admin is signed in, then Calendar, Users and Departments show', async () => {
    expect(await navLabelsFor('org_admin')).toEqual(['Calendar', 'Users', 'Departments']);
  });

  it('when a super admin is signed in, then Calendar, Users, Departments and Performers show', async () => {
    expect(await navLabelsFor('super_admin')).toEqual(['Calendar', 'Users', 'Departments', 'Performers']);
  });

  it('when the owner is signed in, then all five items show, Admin leading to the System Dashboard', async () => {
    expect(await navLabelsFor('owner')).toEqual(['Calendar', 'Users', 'Departments', 'Performers', 'Admin']);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('title', 'System Dashboard');
  });

  it('when the screen is narrower than 768 px, then the short labels show', async () => {
    setViewportWidth(600);

    expect(await navLabelsFor('owner')).toEqual(['Cal', 'Users', 'Dept', 'Perf', 'Admin']);
  });

  it('when the window shrinks below 768 px, then the labels switch to the short ones', async () => {
    renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    expect(await screen.findByRole('link', { name: 'Departments' })).toBeInTheDocument();

    setViewportWidth(767);

    await waitFor(() => expect(screen.getByRole('link', { name: 'Dept' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
  });
});
