import { expect, type Locator, test } from '@playwright/test';
import { registerCustomer, setSubscriptionStatus, signInThroughApi } from '../support/api.ts';
import { isPhone, sessionRequest } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

const LONG_NAME = 'Raden Ayu Sekar Kinanthi Wulandari Prameswari Kusumaningrum';

/**
 * How the assignee select shows its choice: whether the chosen text fits its box (the native
 * arrow takes about 1.5rem of it), and whether a text that does not ends in an ellipsis.
 */
const shownChoice = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.text ?? '';
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return {
      text,
      fits: context.measureText(text).width <= room,
      ellipsis: style.textOverflow === 'ellipsis',
    };
  });

/** Every header action lies inside the header, none pushed past its edge. */
const actionsInside = (header: Locator) =>
  header.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const actions = [...element.querySelectorAll('.thread-actions > *')].filter(
      (action) => action.getClientRects().length > 0,
    );
    return (
      element.scrollWidth <= element.clientWidth &&
      actions.every((action) => {
        const rect = action.getBoundingClientRect();
        return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
      })
    );
  });

test('a long assignee name shows whole or ends in an ellipsis, with the full name as its tooltip, and pushes no control off, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  const owner = await registerCustomer(page.request, { name: LONG_NAME });
  await setSubscriptionStatus(owner.email, 'active');
  await signInThroughApi(page, owner);
  const customer = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Nama'), {
    name: 'Dimas Nama',
  });
  await customer.writes('Halo kak, ukuran L masih ada?');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: /Dimas Nama/ }).click();
  const header = page.locator('.thread-header');
  const assignee = header.getByRole('combobox', { name: 'Assignee' });
  if (isPhone(page)) await header.getByRole('button', { name: 'More actions' }).click();
  // Opening the inbox gave the waiting customer to the owner, the one person online.
  await expect(assignee).not.toHaveValue('');
  await expect(assignee).toBeEnabled();
  await expect(page.locator('.thread-log')).toContainText('Halo kak, ukuran L masih ada?');
  await expect(assignee).toHaveAttribute('title', `Assigned to ${LONG_NAME}`);
  const en = await shownChoice(assignee);
  expect(en.text).toContain(LONG_NAME);
  expect(en.fits || en.ellipsis, JSON.stringify(en)).toBe(true);
  expect(await actionsInside(header)).toBe(true);
  await page.screenshot({
    path: testInfo.outputPath(`assignee-long-en-${width}.png`),
    fullPage: true,
  });

  expect(
    (
      await (await sessionRequest(page)).put('/api/auth/user/locale', { data: { locale: 'id' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  if (isPhone(page)) await header.getByRole('button', { name: 'Tindakan lain' }).click();
  const ditugaskan = header.getByRole('combobox', { name: 'Ditugaskan ke' });
  await expect(ditugaskan).toBeEnabled();
  await expect(page.locator('.thread-log')).toContainText('Halo kak, ukuran L masih ada?');
  await expect(ditugaskan).toHaveAttribute('title', `Ditugaskan ke ${LONG_NAME}`);
  const id = await shownChoice(ditugaskan);
  expect(id.fits || id.ellipsis, JSON.stringify(id)).toBe(true);
  expect(await actionsInside(header)).toBe(true);
  await page.screenshot({
    path: testInfo.outputPath(`assignee-long-id-${width}.png`),
    fullPage: true,
  });
});
