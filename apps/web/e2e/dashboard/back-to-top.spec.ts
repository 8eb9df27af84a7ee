import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { pairedTestNumber } from '../support/sandbox.ts';

test('scrolled to the end of the bot settings, Save settings is not under the back-to-top button', async ({
  page,
}) => {
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const id = await pairedTestNumber(page, 'Toko Panjang');
  await page.goto(`/dashboard/numbers/${id}/bot`);
  // Opening hours make the page long enough for the button to show.
  await page.getByLabel('Set opening hours').check();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const back = page.locator('.scroll-top-button');
  await expect(back).toBeVisible();
  const save = page.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeInViewport();
  const [saveBox, backBox] = [await save.boundingBox(), await back.boundingBox()];
  if (!saveBox || !backBox) throw new Error('no box');
  // The button is below the last control: nothing of Save settings is hidden behind it.
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(backBox.y);
  await save.click({ trial: true });
});

test('scrolled to the end of registration on a phone, the language select is not under the back-to-top button', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/register');
  const language = page.locator('.language-switch select');
  await expect(language).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const back = page.locator('.scroll-top-button');
  await expect(back).toBeVisible();
  await expect(language).toBeInViewport();
  const [languageBox, backBox] = [await language.boundingBox(), await back.boundingBox()];
  if (!languageBox || !backBox) throw new Error('no box');
  expect(languageBox.y + languageBox.height).toBeLessThanOrEqual(backBox.y);
});
