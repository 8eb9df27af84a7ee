import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { sessionRequest, toastWith } from '../support/app.ts';

// A button disabled while its request runs drops the keyboard's focus to the page's start: the
// next Tab or Space starts over from the top. These stay focused, marked busy.

test('the bot settings’ Save keeps the focus when pressed from the keyboard', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInThroughApi(page, await registerCustomer(page.request));
  const added = await (await sessionRequest(page)).post('/api/whatsapp-numbers', {
    data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Fokus', test: true },
  });
  const { id } = (await added.json()) as { id: string };
  await page.goto(`/dashboard/numbers/${id}/bot`);
  await page.getByLabel('Greeting').fill('Halo kak!');
  const save = page.getByRole('button', { name: 'Save settings' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Bot settings saved')).toBeVisible();
  await expect(save).toBeFocused();
});

test('Add page and Fetch again keep the focus when pressed from the keyboard', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInThroughApi(page, await registerCustomer(page.request));
  await page.goto('/dashboard/knowledge?tab=documents');
  // Nobody listens there: the page is saved, then fails to be read.
  await page.getByLabel('Page address').fill('http://127.0.0.1:1/kebijakan-retur');
  const add = page.getByRole('button', { name: 'Add page' });
  await add.focus();
  await page.keyboard.press('Space');
  await expect(toastWith(page, 'Page added: fetching it now')).toBeVisible();
  await expect(add).toBeFocused();

  const card = page.locator('.knowledge-card').filter({ hasText: '127.0.0.1' });
  await expect(card.getByText('Failed', { exact: true })).toBeVisible({ timeout: 15_000 });
  const again = card.getByRole('button', { name: /Fetch again/ });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Failed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(again).toBeFocused();
});
