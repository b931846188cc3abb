import { screen } from '@testing-library/react';
import { API_PATHS, PERFORMER_PAGE_PATH } from '@booking-portal/api/contract';
import { fakeNetwork } from '../../../test-support/fake-network';
import { renderShellApp } from '../../../test-support/render-shell-app';
import { sessionFor } from '../../../test-support/sessions';

const remotes = { mfe_public: [{ path: PERFORMER_PAGE_PATH, element: <h1>Performer page</h1> }] };

describe("a performer's own page in the shell", () => {
  it('when a visitor opens the page link, then the public remote shows it with its fragment, without sign-in or a session read', async () => {
    const app = renderShellApp({ route: `${PERFORMER_PAGE_PATH}#token=abc`, session: null, remotes });

    expect(await screen.findByRole('heading', { name: 'Performer page' })).toBeInTheDocument();
    expect(app.currentPath()).toBe(PERFORMER_PAGE_PATH);
    expect(app.router.state.location.hash).toBe('#token=abc');
    expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(0);
  });

  it('when a signed-in user opens the page link, then it shows the same page without the app chrome', async () => {
    renderShellApp({ route: `${PERFORMER_PAGE_PATH}#token=abc`, session: sessionFor('owner'), remotes });

    expect(await screen.findByRole('heading', { name: 'Performer page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
