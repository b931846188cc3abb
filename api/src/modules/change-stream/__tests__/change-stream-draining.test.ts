import { OWNER } from '../../../test-support/booking-fixtures';
import { signIn } from '../../../test-support/sessions';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { openedChangeStream, streamsClosedAfterEach } from './change-stream-fixtures';
import { listeningPortal } from './event-stream-reader';

jest.setTimeout(API_TEST_TIMEOUT_MS);

// An app of its own: once its streams are closed for a drain, it stays draining.
const app = provideTestApp({ seed: true });
const streams = streamsClosedAfterEach();

describe('the change stream while the process drains', () => {
  it('when the process starts draining, then open streams end, and a stream opened after that gets its position and ends at once', async () => {
    const listening = await listeningPortal(app().portal);
    try {
      const cookie = await signIn(app(), OWNER);
      const before = streams.kept(await openedChangeStream(listening.baseUrl, cookie));

      app().portal.closeStreams();
      await before.ended;
      // What a proxy does with a connection it kept open to this process: sends the next stream on it.
      const after = streams.kept(await openedChangeStream(listening.baseUrl, cookie));
      await after.ended;

      expect(after.status).toBe(200);
      expect(Number(after.lastEventId())).toBeGreaterThanOrEqual(Number(before.lastEventId()));
    } finally {
      await listening.close();
    }
  });
});
