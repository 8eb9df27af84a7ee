import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';

test('a dialog closes on a click on its backdrop, not when selecting text ends past its edge', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  await signInThroughApi(page, await activeCustomer(request));
  await page.goto('/dashboard/knowledge');
  await page.getByRole('button', { name: 'Add FAQ', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
  await expect(dialog).toBeVisible();
  const answer = dialog.getByLabel('Answer');
  const text = 'Ongkir ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.';
  await answer.fill(text);

  // Select the answer's text with the mouse and let go over the backdrop, as a quick drag does.
  const box = await answer.boundingBox();
  if (!box) throw new Error('no answer box');
  await page.mouse.move(box.x + box.width - 10, box.y + 12);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + 12, { steps: 4 });
  await page.mouse.move(8, 8, { steps: 4 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(answer).toHaveValue(text);

  // A click on the backdrop itself still closes it.
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
});
