import { INSTRUMENTS } from '@booking-portal/api/contract';
import { expect, signIn, test } from '../support/fixtures';
import { pageScrollsSideways, PHONE_WIDTH } from '../support/layout';

test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });

test('when the owner adds a performer on a phone, then every instrument is on the page, with no scroll box inside it', async ({
  page,
}) => {
  await signIn(page, 'owner@encore.test');
  await page.goto('/performers');
  const instruments = page.getByRole('group', { name: 'Instruments' }).first();
  await expect(instruments.getByRole('checkbox')).toHaveCount(INSTRUMENTS.length);

  // A box that scrolls on its own inside the page hides choices behind a gesture nothing hints at.
  const innerScrollers = await instruments.evaluate(
    (group) =>
      [group, ...group.querySelectorAll('*')].filter((element) => {
        const overflow = getComputedStyle(element).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight;
      }).length,
  );
  expect(innerScrollers).toBe(0);
  expect(await pageScrollsSideways(page)).toBe(false);
  for (const checkbox of await instruments.getByRole('checkbox').all()) {
    await checkbox.scrollIntoViewIfNeeded();
    await expect(checkbox).toBeInViewport();
  }
});
