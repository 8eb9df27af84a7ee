import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

// A button disabled while its change is on its way drops the keyboard's focus to the page's
// start: the next Space or Enter does nothing where the person was.

test('the thread header’s Resolve, Pending, Reopen and Take over keep the focus when pressed from the keyboard', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.slow();
  await signInThroughApi(page, await activeCustomer(page.request));
  const customer = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Fokus'), {
    name: 'Rina Fokus',
  });
  await customer.writes('Halo kak, masih buka?');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: /Rina Fokus/ }).click();
  const header = page.locator('.thread-header');
  const status = header.locator('.inbox-status');
  await expect(status).toHaveText('Open');

  const pending = header.getByRole('button', { name: 'Pending', exact: true });
  await pending.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Pending');
  // The same button now reopens the conversation, and still has the focus.
  const reopen = header.getByRole('button', { name: 'Reopen' });
  await expect(reopen).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Open');
  await expect(header.getByRole('button', { name: 'Pending', exact: true })).toBeFocused();

  const takeOver = header.getByRole('button', { name: 'Take over' });
  await takeOver.focus();
  await page.keyboard.press('Enter');
  await expect(header.getByText('A person is answering')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Give back to bot' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(header.getByText('Bot is answering')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Take over' })).toBeFocused();

  const resolve = header.getByRole('button', { name: 'Resolve' });
  await resolve.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Resolved');
  await expect(header.getByRole('button', { name: 'Reopen' })).toBeFocused();
});
