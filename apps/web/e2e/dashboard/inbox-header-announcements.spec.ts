import { expect, type Page, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, sessionRequest } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

/** What a screen reader hears once a header change is made: the page's live region. */
const announced = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test('snoozing and (un)assigning say what happened, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  await signInThroughApi(page, await activeCustomer(page.request));
  const customer = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Kabar'), {
    name: 'Wulan Kabar',
  });
  await customer.writes('Kak, pesanan saya kapan dikirim?');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: /Wulan Kabar/ }).click();
  const header = page.locator('.thread-header');
  const snooze = header.locator('.inbox-snooze');
  const assignee = header.locator('.thread-assignee');
  // A phone keeps these behind More.
  const showActions = async () => {
    if (isPhone(page)) await header.locator('.thread-more').click();
    await expect(assignee).toBeVisible();
  };
  await showActions();

  await snooze.selectOption('hour');
  await expect(header.locator('.inbox-status')).toHaveText('Snoozed');
  await expect(announced(page, /^Snoozed until \S/)).toBeAttached();
  await snooze.selectOption('reply');
  await expect(announced(page, /^Snoozed until the customer replies$/)).toBeAttached();
  // Opening the inbox gave the waiting customer to the owner, the one person online.
  await expect(assignee).not.toHaveValue('');
  await assignee.selectOption('');
  await expect(announced(page, /^Unassigned$/)).toBeAttached();
  await assignee.selectOption({ index: 1 });
  await expect(announced(page, /^Assigned to Sari Wijaya$/)).toBeAttached();
  await header.screenshot({ path: testInfo.outputPath(`header-announced-en-${width}.png`) });

  expect(
    (
      await (await sessionRequest(page)).put('/api/auth/user/locale', { data: { locale: 'id' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await showActions();
  await snooze.selectOption('hour');
  await expect(announced(page, /^Ditunda sampai \S/)).toBeAttached();
  await snooze.selectOption('reply');
  await expect(announced(page, /^Ditunda sampai pelanggan membalas$/)).toBeAttached();
  await assignee.selectOption('');
  await expect(announced(page, /^Penugasan dihapus$/)).toBeAttached();
  await assignee.selectOption({ index: 1 });
  await expect(announced(page, /^Ditugaskan ke Sari Wijaya$/)).toBeAttached();
  await header.screenshot({ path: testInfo.outputPath(`header-announced-id-${width}.png`) });
});
