import { expect, test } from '@playwright/test';
import { ownerWithPeriod, signInThroughApi } from '../support/api.ts';
import { paymentShot } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('an owner whose subscription ends within two weeks renews it from the dashboard', async ({
  page,
}) => {
  test.slow();
  // Ten days left: past the first reminder (14 days before the end).
  const owner = await ownerWithPeriod(page.request, { startedDaysAgo: 20, endsInDays: 10 });
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
  await paymentShot(page, 'dashboard-renewal');
});
