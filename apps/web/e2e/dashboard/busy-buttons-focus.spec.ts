import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { pairedTestNumber } from '../support/sandbox.ts';

// A button disabled while its request runs drops the keyboard's focus to the page's start: the
// next Space scrolls the page instead of pressing it again.

test('the test phone’s Send keeps the focus when pressed from the keyboard', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInThroughApi(page, await registerCustomer(page.request));
  const id = await pairedTestNumber(page, 'Toko Papan Ketik');
  await page.goto(`/dashboard/numbers/${id}/test-phone`);
  const message = page.getByLabel('Message');
  const send = page.getByRole('button', { name: 'Send' });

  await message.fill('Halo kak, masih buka?');
  await message.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.chat-bubble.is-mine')).toHaveCount(1);
  await expect(message).toHaveValue('');
  await expect(send).toBeFocused();

  await message.fill('Ada kue keju?');
  await send.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.chat-bubble.is-mine')).toHaveCount(2);
  await expect(send).toBeFocused();
  // Nothing to send: pressing again sends nothing and the focus stays.
  await page.keyboard.press('Space');
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(send).toBeFocused();
  await expect(page.locator('.chat-bubble.is-mine')).toHaveCount(2);
});

test('the playground’s Ask keeps the focus when pressed from the keyboard', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInThroughApi(page, await registerCustomer(page.request));
  await page.goto('/dashboard/knowledge');
  await page.getByRole('tab', { name: 'Playground' }).click();
  const ask = page.getByRole('button', { name: 'Ask', exact: true });

  await page.getByLabel('Customer question').fill('Bisa kirim ke Bandung?');
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.knowledge-result-question')).toHaveText('“Bisa kirim ke Bandung?”');
  await expect(ask).toBeFocused();

  await page.getByLabel('Customer question').fill('Jam buka?');
  await ask.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.knowledge-result-question')).toHaveText('“Jam buka?”');
  await expect(ask).toBeFocused();
});
