import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { HOME_JS_BUDGET_BYTES } from '../../scripts/budgets.ts';

/**
 * The home page's JavaScript budget (issue 4), as a phone loads the page: every script it
 * fetches, preloaded or imported, gzipped at level 9 (the budget's unit) and summed.
 */
test('the home page loads at most 100 KB of JavaScript, gzipped', {
  tag: '@phone-only',
}, async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    [...scripts].map(async ([url, size]) => ({ url, size: await size })),
  );
  // What was counted is a working app: the page is hydrated and navigates without a reload.
  await page.evaluate(() => {
    document.body.dataset.sameDocument = 'yes';
  });
  await page.getByRole('banner').getByRole('link', { name: 'Pro Version' }).click();
  await expect(page).toHaveTitle(/^Balasin Pro/);
  await expect(page.locator('body')).toHaveAttribute('data-same-document', 'yes');

  const total = sizes.reduce((sum, { size }) => sum + size, 0);
  test.info().annotations.push({
    type: 'home JavaScript',
    description: `${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzip`,
  });
  expect(total, sizes.map(({ url, size }) => `${size} ${url}`).join('\n')).toBeLessThanOrEqual(
    HOME_JS_BUDGET_BYTES,
  );
});
