import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, EMBED_ELEMENT_NAME } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import {
  ALL_BOOKINGS,
  answerPublicBookings,
  freezeNow,
  NOVEMBER_GRID,
} from '../../features/schedule/__tests__/schedule-fixtures';
import { API_BASE_ATTRIBUTE, defineScheduleElement } from '../schedule-element';

const PORTAL = 'https://portal.example';

function shadowOf(element: Element): HTMLElement {
  const shadow = element.shadowRoot;
  if (shadow === null) throw new Error('no shadow root');
  // Testing Library queries work on any node with querySelectorAll, a shadow root included.
  return shadow as unknown as HTMLElement;
}

async function mountElement(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(EMBED_ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.appendChild(element);
  });
  return element;
}

describe('<booking-portal-schedule> (the embed script)', () => {
  beforeAll(() => defineScheduleElement(PORTAL));
  beforeEach(() => freezeNow());
  afterEach(async () => {
    // Removing an element unmounts its React root.
    await act(async () => {
      document.body.innerHTML = '';
    });
    jest.useRealTimers();
  });

  it('when the element is placed on a page, then the schedule mounts in its shadow root with its styles there, reading the portal', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    const element = await mountElement();

    const shadow = within(shadowOf(element));
    expect(
      await shadow.findByRole('heading', { level: 1, name: 'Performance Schedule' }),
    ).toBeInTheDocument();
    expect(await shadow.findByText('Members Only')).toBeInTheDocument();
    // Nothing of it lands in the host page's light DOM.
    expect(screen.queryByText('Performance Schedule')).not.toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('style')).not.toBeNull();

    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(
      `${PORTAL}${API_PATHS.publicBookings}?from=${NOVEMBER_GRID.from}&to=${NOVEMBER_GRID.to}`,
    );
    const [visit] = fakeNetwork.requestsTo('POST', API_PATHS.publicVisits);
    expect(urls).toContain(`${PORTAL}${API_PATHS.publicVisits}`);
    // The host page's address is the visit's referrer.
    expect(JSON.parse(visit?.body ?? '{}')).toMatchObject({ page: '/public', referrer: 'http://localhost/' });
    expect(visit?.credentials).toBe('omit');
  });

  it('when the api-base attribute is set, then the schedule reads that API instead', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    const element = await mountElement({ [API_BASE_ATTRIBUTE]: 'https://api.other.example/' });

    expect(await within(shadowOf(element)).findByText('Members Only')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(
        `https://api.other.example${API_PATHS.publicBookings}?from=${NOVEMBER_GRID.from}&to=${NOVEMBER_GRID.to}`,
      ),
    );
  });

  it('when the element leaves the page, then its schedule unmounts', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const element = await mountElement();
    await within(shadowOf(element)).findByText('Members Only');

    await act(async () => element.remove());

    expect(element.shadowRoot?.querySelector('h1')).toBeNull();
  });
});
