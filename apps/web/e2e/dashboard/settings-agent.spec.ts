import { expect, test } from '@playwright/test';
import {
  agentSignedIn,
  registerCustomer,
  setSubscriptionStatus,
  signInThroughApi,
  uniqueWhatsapp,
} from '../support/api.ts';
import { toastWith } from '../support/app.ts';

test(
  'an agent renames themselves but only reads the business name, which the owner and admins change',
  { tag: '@desktop-only' },
  async ({ page, request }, testInfo) => {
    test.slow();
    const owner = await registerCustomer(request, { businessName: 'Toko Tim Sari' }, 'pro');
    await setSubscriptionStatus(owner.email, 'active');
    const login = await request.post('/api/auth/login', { data: owner });
    expect(login.status()).toBe(200);
    await agentSignedIn(page, request);

    await page.goto('/dashboard/settings');
    const account = page.getByRole('region', { name: 'Account', exact: true });
    await expect(account.getByText('Toko Tim Sari')).toBeVisible();
    await expect(account.getByText('The owner and admins can change it.')).toBeVisible();
    await expect(account.getByLabel('Business name')).toHaveCount(0);
    await expect(account.getByRole('button', { name: 'Save business name' })).toHaveCount(0);

    const name = account.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Rina Agen');
    await name.fill('Rina Wulandari');
    await account.getByRole('button', { name: 'Save name' }).click();
    await expect(toastWith(page, 'Your name is saved')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Rina Wulandari')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('settings-agent.png'), fullPage: true });
  },
);

test('an agent who opens a page for the owner and admins by its address reads why, not an error', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const owner = await registerCustomer(request, { businessName: 'Toko Tim Sari' }, 'pro');
  await setSubscriptionStatus(owner.email, 'active');
  const login = await request.post('/api/auth/login', { data: owner });
  expect(login.status()).toBe(200);
  const added = await request.post('/api/whatsapp-numbers', {
    data: { name: 'Toko Tim Sari', number: `+62${uniqueWhatsapp()}`, test: true },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  await agentSignedIn(page, request);

  const agentView = /^You are an agent here: you read and answer conversations\./;
  // Were 'Your knowledge could not be loaded.' with Try again and Add FAQ, and 'Failed to load
  // the WhatsApp number' with Try again.
  await page.goto('/dashboard/knowledge');
  await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible();
  await expect(page.getByText(agentView)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add FAQ' })).toHaveCount(0);
  for (const path of ['', '/bot', '/developers']) {
    await page.goto(`/dashboard/numbers/${id}${path}`);
    await expect(page.getByRole('heading', { name: 'WhatsApp Numbers', level: 1 })).toBeVisible();
    await expect(page.getByText(agentView)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});
