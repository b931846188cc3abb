import axe from 'axe-core';

/**
 * Runs axe-core over the whole document and fails with the rule ids and targets it reports.
 * Colour contrast needs real layout, which jsdom lacks: the browser tests (e2e) check it.
 */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
