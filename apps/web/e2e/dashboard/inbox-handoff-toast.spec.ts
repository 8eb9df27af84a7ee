import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { sessionRequest, toastWith } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

test('a hand-off given at once to the owner in the inbox is one toast, not two', {
  tag: '@desktop-only',
}, async ({ page }) => {
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const id = await pairedTestNumber(page, 'Toko Satu Kabar');
  const on = await (await sessionRequest(page)).put(`/api/whatsapp-numbers/${id}/bot`, {
    data: { enabled: true },
  });
  expect(on.status()).toBe(200);
  // The owner has the inbox open, so is online: the queue gives the hand-off to them at once.
  await page.goto('/dashboard/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await sandboxCustomer(page, id, { name: 'Wulan' }).writes('mau ngobrol sama admin');

  const mine = toastWith(page, 'Wulan is now yours to answer');
  await expect(mine).toBeVisible();
  // The 'waiting for a person' news it follows is replaced, not left beside it.
  expect(await toastWith(page, 'Wulan').count()).toBe(1);
  await mine.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/);
});
