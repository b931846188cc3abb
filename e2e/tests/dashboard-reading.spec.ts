import AxeBuilder from '@axe-core/playwright';
import { request, type Locator, type Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { E2E_BASE_URL } from '../support/environment';
import { expect, signIn, test } from '../support/fixtures';

const OWNER = 'owner@encore.test';
/** The widths a person reads the dashboard at: desktops from 1024 px up, and a phone. */
const WIDTHS = [1024, 1280, 1440, 1920, 390] as const;

/** The number shown beside a label of a card's figures. */
async function figure(card: Locator, label: string): Promise<number> {
  const text = await card.locator(`dt:text-is("${label}") + dd`).textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** Answers a portal's client gets wrong (401, 403, 404), and a high-severity refusal (a foreign origin's write). */
async function provokeClientErrorsAndAHighSeverityEvent(): Promise<void> {
  const visitor = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await visitor.get('/api/users')).status()).toBe(401);
  expect((await visitor.get('/api/no-such-route')).status()).toBe(404);
  await visitor.dispose();
  const lobby = await apiSignedInAs('lobby@palmcove.test');
  expect((await lobby.get('/api/admin/metrics')).status()).toBe(403);
  // A signed-in write from another site: refused, and recorded as a high-severity security event.
  const refused = await lobby.post('/api/bookings', {
    headers: { Origin: 'https://evil.example' },
    data: {},
  });
  expect(refused.status()).toBe(403);
  await lobby.dispose();
}

/** Two failed sign-ins of fresh addresses: low-severity events newer than everything before them. */
async function provokeNewerLowSeverityEvents(): Promise<void> {
  const stranger = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await stranger.post('/api/auth/login', {
      data: { email: `e2e-stranger-${Date.now()}-${attempt}@nowhere.test`, password: 'Wrong-password-1' },
    });
    expect(response.status()).toBe(401);
  }
  await stranger.dispose();
}

async function openDashboard(page: Page): Promise<void> {
  await signIn(page, OWNER);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'System Dashboard' })).toBeVisible();
}

test('when client errors happened, then the Requests card counts every answer in one bucket and shows them, and the error rates say they count server errors only', async ({
  page,
}) => {
  await provokeClientErrorsAndAHighSeverityEvent();
  await openDashboard(page);

  const requests = page.getByRole('region', { name: 'Requests' });
  await expect(requests.getByText('Client Errors (4xx)')).toBeVisible();
  expect(await figure(requests, 'Client Errors (4xx)')).toBeGreaterThanOrEqual(3);
  const read = (label: string) => figure(requests, label);
  const total = await read('Total');
  const errors = await read('Errors');
  expect((await read('Success')) + errors + (await read('Rate Limited'))).toBe(total);
  expect((await read('Client Errors (4xx)')) + (await read('Server Errors (5xx)'))).toBe(errors);
  await expect(
    page.getByRole('region', { name: 'System Health' }).getByText('Error Rate (server errors only)'),
  ).toBeVisible();
});

test('when a high-severity event is followed by newer minor ones, then it leads the unresolved list, reads as text, and the health issue links to it', async ({
  page,
}) => {
  await provokeClientErrorsAndAHighSeverityEvent();
  await provokeNewerLowSeverityEvents();
  await openDashboard(page);

  const unresolved = page.getByRole('region', { name: 'Unresolved Security Events' });
  const severities = await unresolved
    .locator('li[data-severity]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-severity')));
  const rank = ['critical', 'high', 'medium', 'low'];
  expect(severities.map((severity) => rank.indexOf(severity ?? ''))).toEqual(
    [...severities.map((severity) => rank.indexOf(severity ?? ''))].sort((a, b) => a - b),
  );
  const refusal = unresolved.locator('li[data-severity="high"]', { hasText: 'https://evil.example' }).first();
  await expect(refusal).toContainText('Origin:https://evil.example');
  await expect(refusal).toContainText('Path:/api/bookings');
  await expect(unresolved).not.toContainText('{"');

  const health = page.getByRole('region', { name: 'System Health' });
  await health.getByRole('link', { name: /unresolved high-severity security event/ }).click();

  await expect(page.locator(':focus')).toHaveAttribute('data-severity', 'high');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("when 'Last 24 hours' is chosen, then Historical Trends still shows the last 7 daily rows", async ({
  page,
}) => {
  await openDashboard(page);

  await page.getByLabel(/time range/i).selectOption({ label: 'Last 24 hours' });

  const trends = page.getByRole('region', { name: 'Historical Trends' });
  await expect(trends.getByRole('table').locator('tbody tr')).toHaveCount(7);
});

test('when the dashboard is read at 1024 to 1920 px and on a phone, then no figure overlaps its label and nothing spills out of its card', async ({
  page,
}, testInfo) => {
  await provokeClientErrorsAndAHighSeverityEvent();
  await openDashboard(page);
  await expect(
    page.getByRole('region', { name: 'Unresolved Security Events' }).locator('li').first(),
  ).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1000 });
    await expect(page.getByRole('region', { name: 'Requests' }).locator('dd').first()).toBeVisible();
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const box = (element: Element) => element.getBoundingClientRect();
      /** Inside a horizontal scroller (the daily table on a phone), running wider is by design. */
      const scrollsWithin = (element: Element, card: Element) => {
        for (let parent = element.parentElement; parent && parent !== card; parent = parent.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
        return false;
      };
      for (const card of document.querySelectorAll('section[aria-labelledby]')) {
        const cardBox = box(card);
        const title = card.querySelector('h2')?.textContent ?? '?';
        for (const element of card.querySelectorAll('dt, dd, li, h2, h3, p, code, button, a, th, td')) {
          const inner = box(element);
          if (inner.width === 0 || scrollsWithin(element, card)) continue;
          if (inner.right > cardBox.right + 1 || inner.left < cardBox.left - 1)
            found.push(`${title}: '${element.textContent?.slice(0, 40)}' spills out of its card`);
          if (
            element instanceof HTMLElement &&
            element.scrollWidth > element.clientWidth + 1 &&
            getComputedStyle(element).overflowX !== 'auto'
          )
            found.push(`${title}: '${element.textContent?.slice(0, 40)}' is cut off`);
        }
        for (const term of card.querySelectorAll('dt')) {
          const value = term.nextElementSibling;
          if (value === null) continue;
          const [a, b] = [box(term), box(value)];
          const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (overlap) found.push(`${title}: '${term.textContent}' overlaps its value`);
        }
      }
      return found;
    });
    await testInfo.attach(`dashboard-${width}px.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    expect(problems, `at ${width} px`).toEqual([]);
  }
});
