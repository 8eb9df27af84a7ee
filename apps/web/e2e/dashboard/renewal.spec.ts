import { expect, type Page, test } from '@playwright/test';
import {
  activeCustomer,
  adminRequest,
  setStatusAs,
  signInThroughApi,
  verifyEmailThroughMail,
} from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

const DAY_MS = 86_400_000;

const shot = async (page: Page, name: string) => {
  const folder = process.env.PAYMENT_SCREENSHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
};

test('an owner whose subscription ends within two weeks renews it from the dashboard', async ({
  page,
}) => {
  test.slow();
  const owner = await activeCustomer(page.request);
  await verifyEmailThroughMail(page.request, owner.email);
  // Ten days left: past the first reminder (14 days before the end).
  const admin = await adminRequest();
  try {
    const id = await setStatusAs(admin, owner.email, 'active');
    const dates = await admin.put(`/api/subscriptions/${id}/dates`, {
      data: {
        start_date: new Date(Date.now() - 20 * DAY_MS).toISOString(),
        end_date: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      },
    });
    expect(dates.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  await signInThroughApi(page, owner);
  await page.goto('/dashboard');

  const panel = page.getByRole('region', { name: 'Complete your payment' });
  await expect(page.getByRole('heading', { name: /^Renew before / })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel).toContainText('Renewing adds one more period from the end date');
  // The package stays in force meanwhile.
  await expect(page.getByText(/active until/)).toBeVisible();
  // The subscription's open order (registration's, never paid: an admin activated it) pays for
  // the next period as well as a renewal order would.
  await expect(page.getByTestId('transfer-amount')).toHaveText(/^Rp\s3(49|50)\.\d{3}$/);
  await expect(page.getByRole('button', { name: 'Copy BCA account number' })).toBeVisible();
  await expect(panel).toContainText(
    'We extend your subscription as soon as the transfer is confirmed.',
  );
  await expect(panel).not.toContainText('add a test number');
  await expect(page.getByRole('button', { name: 'I have paid' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'dashboard-renewal');
});
