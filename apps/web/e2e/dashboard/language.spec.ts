import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('the dashboard speaks English until a user picks Bahasa Indonesia, which it remembers for that user', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  // Two languages, several screens and axe on each: near 30 s on a busy 2-core run.
  test.slow();
  const sari = await registerCustomer(request);
  await signInThroughApi(page, sari);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Settings | Balasin');
  const language = page.getByLabel('Language');
  await expect(language).toHaveValue('en');
  await expect(language.locator('option')).toHaveText(['English', 'Bahasa Indonesia']);

  // Saved on the account: wait for it before leaving the page.
  const saved = page.waitForResponse(
    // The first try may meet an expired access token (the test server's last seconds): the retry.
    (response) => response.url().includes('auth.setLocale') && response.status() === 200,
  );
  await language.selectOption({ label: 'Bahasa Indonesia' });
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
  await expect(page.locator('.locale-root')).toHaveAttribute('lang', 'id');
  // The tab's title follows the choice at once, and on every page after it.
  await expect(page).toHaveTitle('Pengaturan | Balasin');
  await expectNoSeriousAxeViolations(page);

  // Remembered across pages and reloads.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Nomor WhatsApp', level: 1 })).toBeVisible();
  await expect(page.getByText('Nomor WhatsApp tidak ditemukan')).toBeVisible();
  await expect(page).toHaveTitle('Nomor WhatsApp | Balasin');
  // The frame speaks it too.
  const sidebar = page.getByRole('navigation', { name: 'Bilah samping' });
  await expect(sidebar.getByRole('link', { name: 'Kontak' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ciutkan bilah samping' })).toBeVisible();

  // Another user on the same browser still gets English.
  const budi = await registerCustomer(request, { name: 'Budi' });
  await signInThroughApi(page, budi);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'WhatsApp Numbers', level: 1 })).toBeVisible();
  await expect(page.getByText('No WhatsApp numbers found')).toBeVisible();
  await expect(page).toHaveTitle('WhatsApp Numbers | Balasin');

  await signInThroughApi(page, sari);
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Bahasa')).toHaveValue('id');
});
