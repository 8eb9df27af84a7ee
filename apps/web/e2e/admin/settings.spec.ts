import { operatorMessages } from '@balasin/shared/operator-messages';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminRequest, registerCustomer, signInThroughApi } from '../support/api.ts';
import { paymentShot } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';

// The operator's settings are one for the whole server: one project changes them, and puts them back.
test('an admin adds a bank account in the settings, and a pending owner is shown it @desktop-only', async ({
  page,
  browser,
}) => {
  test.slow();
  // Access tokens live seconds here: each call signs an admin in afresh.
  const asAdmin = async <T>(call: (admin: APIRequestContext) => Promise<T>) => {
    const admin = await adminRequest();
    try {
      return await call(admin);
    } finally {
      await admin.dispose();
    }
  };
  const settings = () => asAdmin(async (admin) => (await admin.get('/api/admin/settings')).json());
  const original = await settings();
  try {
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = page.getByRole('listitem').filter({ hasText: 'Account 1' });
    await expect(first.getByLabel('Bank')).toHaveValue('BCA');

    await page.getByRole('button', { name: 'Add a bank account' }).click();
    const added = page.getByRole('listitem').filter({ hasText: 'Account 3' });
    await expect(added.getByLabel('Bank')).toBeFocused();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(added.getByText(operatorMessages.bankRequired)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await added.getByLabel('Bank').fill('BNI');
    await added.getByLabel('Account number').fill('0123 456 789');
    await added.getByLabel('Account holder').fill('PT Balasin Teknologi Indonesia');
    await paymentShot(page, 'admin-settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(operatorMessages.settingsSaved)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Account 3' }).getByLabel('Bank'),
    ).toHaveValue('BNI', { timeout: 30_000 });

    // A pending owner's payment panel lists the new account.
    const ownerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const ownerPage = await ownerContext.newPage();
    try {
      await signInThroughApi(ownerPage, await registerCustomer(ownerPage.request));
      await ownerPage.goto('/dashboard');
      await expect(ownerPage.getByRole('heading', { name: 'Complete your payment' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        ownerPage.getByRole('button', { name: 'Copy BNI account number' }),
      ).toBeVisible();
      await expect(ownerPage.getByText('0123 456 789')).toBeVisible();
    } finally {
      await ownerContext.close();
    }

    // Removing it from the form takes it away again.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Account 3' })
      .getByRole('button', { name: 'Remove account 3' })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Account 3' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(operatorMessages.settingsSaved).first()).toBeVisible();
    const saved = await settings();
    expect(saved.bankAccounts.map((account: { bank: string }) => account.bank)).toEqual(
      original.bankAccounts.map((account: { bank: string }) => account.bank),
    );
  } finally {
    await asAdmin((admin) => admin.put('/api/admin/settings', { data: original }));
  }
});
