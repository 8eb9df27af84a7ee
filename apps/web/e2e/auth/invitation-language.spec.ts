import { expect, type Page, test } from '@playwright/test';
import {
  invitationLink,
  registerCustomer,
  setSubscriptionStatus,
  uniqueEmail,
} from '../support/api.ts';
import { toastWith } from '../support/app.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

test('an invited agent switches the invitation page to Indonesian and joins in it', async ({
  page,
  request,
}) => {
  const owner = await registerCustomer(request, { businessName: 'Toko Tim' }, 'pro');
  await setSubscriptionStatus(owner.email, 'active');
  expect((await request.post('/api/auth/login', { data: owner })).status()).toBe(200);
  const agentEmail = uniqueEmail('agent');
  const invited = await request.post('/api/team/invitations', {
    data: { email: agentEmail, role: 'agent' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  await page.goto(await invitationLink(agentEmail));
  await expect(page.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await shot(page, 'invite-en');

  // The same menu, in the same place, as under the sign-in and registration cards: the page's
  // last control.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.language-switch select')).toBeInViewport();

  await page.getByLabel('Language').selectOption('id');
  await expect(page.getByRole('heading', { name: 'Bergabung dengan tim' })).toBeVisible();
  await expect(
    page.getByText('Pilih nama dan kata sandi untuk membuka dasbor usaha yang mengundang Anda.'),
  ).toBeVisible();
  await expect(page.getByLabel('Bahasa')).toHaveValue('id');
  await shot(page, 'invite-id');

  // The choice made before joining is the new account's: the welcome already speaks it.
  await page.getByLabel('Nama Anda').fill('Rina Agen');
  await page.getByLabel('Kata sandi', { exact: true }).fill('a-long-password-2');
  await page.getByRole('button', { name: 'Bergabung dan masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastWith(page, 'Selamat datang di tim')).toBeVisible();
});
