/** Load generation for the API benchmarks (autocannon) and the sign-in they need. */
import autocannon from 'autocannon';

export const OWNER = { email: 'owner@encore.test', password: 'Portal-demo-1' };

/** Signs in through the portal's login call; returns the Cookie header value of the new session. */
export async function signIn(baseUrl, account = OWNER) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function unexpectedAnswers(result, expectStatus) {
  const stats = Object.entries(result?.statusCodeStats ?? {});
  // 304 answers a conditional read (If-None-Match) whose data the client already has: a success.
  const isExpected =
    expectStatus === undefined
      ? (status) => (status >= 200 && status < 300) || status === 304
      : (status) => status === expectStatus;
  return stats
    .filter(([status]) => !isExpected(Number(status)))
    .reduce((sum, [, entry]) => sum + entry.count, 0);
}

/**
 * Loads one URL (or a sequence of `requests` per connection, each of which may adapt itself with
 * autocannon's setupRequest); every answer must have `expectStatus` (default any 2xx) or the run fails.
 */
export function runLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  requests,
  connections = 10,
  durationSeconds,
  expectStatus,
  failOnUnexpected = true,
}) {
  return new Promise((resolve, reject) => {
    const options = {
      url,
      method,
      headers,
      body,
      requests,
      connections,
      duration: durationSeconds,
    };
    autocannon(options, (error, result) => {
      if (error) {
        reject(error);
        return;
      }
      const unexpected = unexpectedAnswers(result, expectStatus);
      const failures = unexpected + result.errors + result.timeouts;
      if (failOnUnexpected && failures > 0)
        reject(
          new Error(
            `${url}: ${unexpected} unexpected answers (${JSON.stringify(result.statusCodeStats)}), ` +
              `${result.errors} errors and ${result.timeouts} timeouts under load`,
          ),
        );
      else
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          totalRequests: result.requests.total,
          notModified: result.statusCodeStats?.['304']?.count ?? 0,
          failures,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
        });
    });
  });
}

/** The figures a load run reports: rates and latencies (a total depends on the run's length). */
export function loadFigures({ requestsPerSecond, p50Ms, p99Ms }) {
  return { requestsPerSecond, p50Ms, p99Ms };
}
