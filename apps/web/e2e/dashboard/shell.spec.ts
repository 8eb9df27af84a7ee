import { LIMITS } from '@balasin/shared/limits';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { dashboardNav, isPhone } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('the dashboard shell: its pages, a fresh session check on each, sidebar or phone menu', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  let sessionChecks = 0;
  page.on('request', (sent) => {
    // A check may share a batch with the page's own calls (`/trpc/contacts.list,auth.user`).
    const called = new URL(sent.url()).pathname.replace(/^\/trpc\//, '').split(',');
    if (called.includes('auth.user')) sessionChecks += 1;
  });

  await page.goto('/dashboard');
  await expect(page).toHaveTitle('WhatsApp Numbers | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Balasin' })).toBeVisible();

  const sidebar = page.locator('.dashboard-sidebar');
  if (isPhone(page)) {
    await expect(sidebar).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['WhatsApp', 'Contacts', 'Settings']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await sidebar.boundingBox())?.width).toBe(LIMITS.sidebarExpandedPx);
    await expect(nav.getByText('Contacts')).toBeVisible();
    await toggle.click();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(async () => (await sidebar.boundingBox())?.width)
      .toBe(LIMITS.sidebarCollapsedPx);
    // Icons only, still named for assistive technology and keyboard users.
    await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contacts' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/contacts$/);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expand.click();
    await expect
      .poll(async () => (await sidebar.boundingBox())?.width)
      .toBe(LIMITS.sidebarExpandedPx);
  }

  const checksBefore = sessionChecks;
  await (await dashboardNav(page)).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page).toHaveTitle('Settings | Balasin');
  await expect(page.getByText(`You sign in with ${customer.email}.`)).toBeVisible();
  await expect.poll(() => sessionChecks).toBeGreaterThan(checksBefore);
  await expectNoSeriousAxeViolations(page);

  const checksOnSettings = sessionChecks;
  await (await dashboardNav(page)).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Contacts | Balasin');
  await expect.poll(() => sessionChecks).toBeGreaterThan(checksOnSettings);
  await expectNoSeriousAxeViolations(page);

  await (await dashboardNav(page)).getByRole('link', { name: 'WhatsApp' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'WhatsApp Numbers', level: 1 })).toBeVisible();
});
