import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { holdNextRequest } from '../support/app.ts';
import { changesMade } from '../support/changes-made.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

test('e pressed again while the conversation is being resolved sends nothing more', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.slow();
  await signInThroughApi(page, await activeCustomer(page.request));
  const customer = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Tombol'), {
    name: 'Eka Tombol',
  });
  await customer.writes('Kak, sudah saya transfer ya');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: /Eka Tombol/ }).click();
  const header = page.locator('.thread-header');
  const status = header.locator('.inbox-status');
  await expect(status).toHaveText('Open');

  const changes = changesMade(page, 'conversations.setStatus');
  const release = await holdNextRequest(page, /conversations\.setStatus/);
  await page.locator('.thread-log').focus();
  // Twice at once, as an impatient key or a key's repeat does, and once more while it is busy.
  await page.keyboard.press('e');
  await page.keyboard.press('e');
  await expect(header.getByRole('button', { name: 'Resolve' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('e');
  release();
  await expect(status).toHaveText('Resolved');
  await expect(header.getByRole('button', { name: 'Reopen' })).not.toHaveAttribute('aria-disabled');
  expect(await changes.made()).toBe(1);
  // A screen reader hears the result, as it would the button's.
  await expect(page.getByRole('status').filter({ hasText: /^Resolved$/ })).toBeAttached();
});
