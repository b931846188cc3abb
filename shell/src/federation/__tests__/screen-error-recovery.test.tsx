import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { baseApi, type RemoteRoute } from '@booking-portal/shell/runtime';
import { fakeNetwork, type FakeAnswer } from '../../../test-support';
import { sessionFor } from '../../../test-support/sessions';
import { renderShellApp } from '../../../test-support/render-shell-app';

const FIGURES_PATH = '/api/test/figures';

/** A screen's read whose answer the screen trusts: a malformed answer makes it throw while rendering. */
const figuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestFigures: build.query<{ figures: { total: number } }, void>({ query: () => FIGURES_PATH }),
  }),
});

function FiguresScreen() {
  const { data } = figuresApi.useGetTestFiguresQuery();
  if (data === undefined) return <p>Loading figures</p>;
  return <h1>{`Total ${data.figures.total}`}</h1>;
}

const MALFORMED: FakeAnswer = { status: 200, body: { figures: null } };
const GOOD: FakeAnswer = { status: 200, body: { figures: { total: 42 } } };
const adminRoutes: RemoteRoute[] = [{ path: '/admin', element: <FiguresScreen /> }];

function openFiguresScreen(answers: FakeAnswer[]) {
  fakeNetwork.on('GET', FIGURES_PATH, answers);
  return renderShellApp({
    route: '/admin',
    session: sessionFor('owner'),
    remotes: { mfe_admin: adminRoutes },
  });
}

function figureReads(): number {
  return fakeNetwork.requestsTo('GET', FIGURES_PATH).length;
}

describe('an error inside a screen (docs/PRODUCT.md section 2, error screen)', () => {
  beforeEach(() => {
    // React reports every caught render error on the console; what the person sees is asserted.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when the screen throws on a malformed answer once, then the error screen takes its place under the header and recovery reads the data again', async () => {
    openFiguresScreen([MALFORMED, GOOD]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Total 42' })).toBeInTheDocument();
    expect(figureReads()).toBe(2);
    // The session was kept: the guard and header never went back to loading.
    expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(1);
  });

  it('when the answer stays malformed, then recovery stops after 3 attempts and Try Again reads the data and mounts the screen again', async () => {
    const { user } = openFiguresScreen([MALFORMED, MALFORMED, MALFORMED, MALFORMED, GOOD]);

    expect(
      await screen.findByText('Automatic recovery stopped after 3 attempts. Try again or force a refresh.'),
    ).toBeInTheDocument();
    expect(figureReads()).toBe(4);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Total 42' })).toBeInTheDocument();
    expect(figureReads()).toBe(5);
  });

  it('when the user leaves the failed screen and comes back, then it reads its data again instead of failing on the cached answer', async () => {
    const { user } = openFiguresScreen([MALFORMED, MALFORMED, MALFORMED, MALFORMED, GOOD]);
    await screen.findByText('Automatic recovery stopped after 3 attempts. Try again or force a refresh.');

    await user.click(screen.getByRole('link', { name: 'Users' }));
    await user.click(screen.getByRole('link', { name: 'Admin' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Total 42' })).toBeInTheDocument();
  });

  it('when a chunk of the screen fails to download, then the remote panel with Retry shows instead', async () => {
    const chunkFailure = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
    function BrokenChunk(): never {
      throw chunkFailure;
    }
    renderShellApp({
      route: '/admin',
      session: sessionFor('owner'),
      remotes: { mfe_admin: [{ path: '/admin', element: <BrokenChunk /> }] },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The administration pages could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument());
  });
});
