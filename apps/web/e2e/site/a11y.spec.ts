import { expect, test } from '@playwright/test';
import { PUBLIC_PAGE_PATHS, STATIC_PAGE_PATHS } from '../../src/content/site-paths.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

/** axe on every public page at both widths (the articles share one layout: one width is enough). */
test('no serious or critical accessibility violation on any public page', async ({
  page,
}, testInfo) => {
  // axe takes 5 to 12 s a page on a 2-core machine, and the desktop pass reads 14 pages.
  test.setTimeout(180_000);
  const paths =
    testInfo.project.name === 'phone'
      ? [...STATIC_PAGE_PATHS]
      : [...PUBLIC_PAGE_PATHS, '/blog/tidak-ada-artikel-ini'];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await test.step(path, () => expectNoSeriousAxeViolations(page));
  }
});
