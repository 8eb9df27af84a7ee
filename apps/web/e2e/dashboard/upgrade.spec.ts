import { paymentMessages } from '@balasin/shared/payments';
import { expect, type Page, test } from '@playwright/test';
import { mailsTo, ownerWithPeriod, signInThroughApi } from '../support/api.ts';
import { paymentShot } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';

const DAY_MS = 86_400_000;
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/** An owner with this active period, signed in, with the upgrade dialog open on the dashboard. */
const openUpgrade = async (page: Page, period: Parameters<typeof ownerWithPeriod>[1]) => {
  const owner = await ownerWithPeriod(page.request, period);
  await signInThroughApi(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Upgrade package' }).click({ timeout: 30_000 });
  return { owner, dialog: page.getByRole('dialog', { name: 'Upgrade your package' }) };
};

/** "Rp 95.753" as a number. */
const rupiah = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('an owner upgrades Lite to Pro with a credit for the unused days, an admin confirms, the dashboard shows Pro', async ({
  page,
  browser,
}) => {
  test.slow();
  // 100 days and some hours of the Lite year left.
  const { owner, dialog } = await openUpgrade(page, { startedDaysAgo: 265, endsInDays: 100.25 });
  // Bigger packages only: Pro (chosen first) and Enterprise, never Lite.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: /^Pro/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^Lite/ })).toHaveCount(0);
  const estimate = dialog.getByTestId('upgrade-breakdown');
  await expect(estimate).toContainText('Rp 579.000');
  await expect(estimate).toContainText('Credit for 100 unused days');
  await expectNoSeriousAxeViolations(page);
  await paymentShot(page, 'upgrade-dialog');
  await dialog.getByRole('button', { name: 'Get payment details' }).click();
  await expect(dialog).toBeHidden();

  // The order shows like any other: amount with its code, accounts, deadline, "I have paid".
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  const breakdown = page.getByTestId('upgrade-breakdown');
  await expect(breakdown).toContainText('Credit for 100 unused days');
  const credit = rupiah(await breakdown.locator('dd').nth(1).textContent());
  // About 100/365 of the Lite price.
  expect(credit).toBeGreaterThan(95_000);
  expect(credit).toBeLessThan(96_500);
  const amountText = (await page.getByTestId('transfer-amount').textContent()) ?? '';
  const amount = rupiah(amountText);
  expect(amount - (579_000 - credit)).toBeGreaterThanOrEqual(1);
  expect(amount - (579_000 - credit)).toBeLessThanOrEqual(999);
  await expect(page.getByRole('button', { name: 'Copy BCA account number' })).toBeVisible();
  await expect(page.getByText('Pay by')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade package' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await paymentShot(page, 'upgrade-order');

  await page.getByRole('button', { name: 'I have paid' }).click();
  const paid = page.getByRole('dialog', { name: 'I have paid' });
  await paid.getByLabel('Your bank').fill('BCA');
  await paid.getByLabel("Sender's name").fill('Sari Wijaya');
  await paid.getByLabel('Proof of transfer').setInputFiles({
    name: 'bukti-transfer.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await paid.getByRole('button', { name: 'Send proof' }).click();
  await expect(paid).toBeHidden();
  await expect(page.getByText(/We received your proof on/)).toBeVisible();
  await paymentShot(page, 'upgrade-submitted');

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const reviewer = await adminContext.newPage();
  try {
    await signInThroughApi(reviewer, ADMIN);
    await reviewer.goto(`/admin/payments?q=${encodeURIComponent(owner.email)}`);
    const row = reviewer.getByRole('row').filter({ hasText: owner.email });
    await expect(row).toContainText(amountText, { timeout: 30_000 });
    // The queue says what the order pays for: its amount is the price less the credit.
    await expect(row).toContainText('Pro · Upgrade');
    await paymentShot(reviewer, 'upgrade-admin-queue');
    await row.getByRole('button', { name: 'Confirm' }).click();
    const confirm = reviewer.getByRole('dialog', { name: 'Confirm payment' });
    await expect(confirm).toContainText(amountText);
    await expect(confirm).toContainText(
      `An upgrade to Pro: Rp 579.000 less a credit of Rp ${credit.toLocaleString('id-ID')} for 100 unused days.`,
    );
    await paymentShot(reviewer, 'upgrade-admin-confirm');
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(reviewer.getByText(paymentMessages.confirmed)).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // Pro from now, for a month; its six numbers.
  await page.reload();
  await expect(page.getByText(/Pro package/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/of 6 WhatsApp numbers used/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toHaveCount(0);
  const inAMonth = new Date(Date.now() + 30 * DAY_MS);
  await expect(page.getByText(/active until/)).toContainText(String(inAMonth.getUTCFullYear()));
  await paymentShot(page, 'upgrade-done');
});

test('time paid ahead: a credit that pays the whole price upgrades at once, with nothing to transfer, and the rest is days of the new package', async ({
  page,
  browser,
}) => {
  test.slow();
  // Lite renewed ahead: 700 days left, worth more than a Pro month.
  const { owner, dialog } = await openUpgrade(page, { startedDaysAgo: 30, endsInDays: 700.25 });
  const estimate = dialog.getByTestId('upgrade-breakdown');
  await expect(estimate).toContainText('Credit for 700 unused days');
  await expect(estimate).toContainText('Credit beyond the price, added to the new period');
  await expect(estimate).toContainText(/\+\d+ days/);
  // Nothing to transfer, so no unique code and no payment details to ask for.
  await expect(estimate).toContainText('To payRp 0');
  await expect(dialog).toContainText(
    'Your credit pays the whole price: there is nothing to transfer.',
  );
  await expect(dialog.getByRole('button', { name: 'Get payment details' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await paymentShot(page, 'upgrade-ahead-dialog');
  await dialog.getByRole('button', { name: 'Upgrade now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your package is now Pro')).toBeVisible();

  // Pro at once: no order to pay, no "I have paid"; the summary says what the credit did.
  await expect(page.getByText(/Pro package/)).toBeVisible();
  await expect(page.getByText(/of 6 WhatsApp numbers used/)).toBeVisible();
  const note = page.getByTestId('upgrade-credited');
  await expect(note).toContainText('with the credit for 700 unused days: nothing was due.');
  await expect(note).toContainText(/added \d+ days/);
  await expect(page.getByTestId('transfer-amount')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await paymentShot(page, 'upgrade-ahead-done');

  // The admin's queue keeps the record, with nothing to review.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const reviewer = await adminContext.newPage();
  try {
    await signInThroughApi(reviewer, ADMIN);
    // Nothing waits for review: the record is among the confirmed orders.
    await reviewer.goto(`/admin/payments?status=confirmed&q=${encodeURIComponent(owner.email)}`);
    const row = reviewer
      .getByRole('row')
      .filter({ hasText: owner.email })
      .filter({ hasText: 'Pro · Upgrade' });
    await expect(row).toContainText('Paid by credit, no transfer', { timeout: 30_000 });
    await expect(row).toContainText('Rp 0');
    await expect(row).toContainText('Confirmed');
    // Invoiced like any paid change of package: its number where a confirmed order's shows.
    await expect(row).toContainText(/INV\/\d{4}\/\d{5}/);
    await expect(row.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await paymentShot(reviewer, 'upgrade-ahead-admin-queue');
  } finally {
    await adminContext.close();
  }

  // The owner's e-mail names the invoice and carries its PDF.
  await expect
    .poll(
      async () =>
        (await mailsTo(owner.email)).find((mail) => /Subject: Paket Pro aktif/.test(mail)) ?? '',
      { timeout: 30_000 },
    )
    .toMatch(/Content-Type: application\/pdf[\s\S]*filename="?invoice-INV-\d{4}-\d{5}\.pdf/i);
});
