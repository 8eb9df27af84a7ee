import { expect, type Page, test } from '@playwright/test';
import {
  adminRequest,
  registerCustomer,
  signInThroughApi,
  submitProofThroughApi,
  verifyEmailThroughMail,
} from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';

/** With LANGUAGE_SCREENSHOTS set to a folder: the page at a phone's width and a desktop's. */
const shots = async (page: Page, name: string) => {
  const folder = process.env.LANGUAGE_SCREENSHOTS;
  if (!folder) return;
  const viewport = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The phone's sidebar slides shut after the resize: shoot once it has.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
};

/**
 * The admin's language is the test server's one admin account's: this runs in its own project,
 * after every other browser test, so no admin test sees it in Bahasa Indonesia by surprise. To
 * run it alone: `npx playwright test e2e/admin-language --no-deps`.
 */
test('the admin area follows its admin into Bahasa Indonesia, in another browser too', async ({
  page,
  browser,
  request,
}) => {
  // At least one row to open the dates dialog on, and a payment waiting for review.
  const owner = await registerCustomer(request);
  await verifyEmailThroughMail(request, owner.email);
  await submitProofThroughApi(owner);
  try {
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const saved = page.waitForResponse(
      // The first try may meet an expired access token (the test server's last seconds): the retry.
      (response) => response.url().includes('auth.setLocale') && response.status() === 200,
    );
    await page.getByLabel('Language').selectOption({ label: 'Bahasa Indonesia' });
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Dasbor', level: 1 })).toBeVisible();
    await expect(page.getByText('Total Pendapatan')).toBeVisible();

    const elsewhere = await browser.newContext({ viewport: page.viewportSize() });
    const other = await elsewhere.newPage();
    try {
      await signInThroughApi(other, ADMIN);
      await other.goto('/admin/subscriptions');
      await expect(
        other.getByRole('heading', { name: 'Kelola Langganan', level: 1 }),
      ).toBeVisible();
      await expect(other.getByPlaceholder('Cari berdasarkan email...')).toBeVisible();
      await expect(
        other.getByRole('combobox', { name: 'Saring menurut status' }).locator('option').first(),
      ).toHaveText('Semua Status');
      await expect(other.getByRole('columnheader', { name: 'Tanggal Mulai' })).toBeVisible();
      await other
        .getByRole('button', { name: /^Ubah Tanggal untuk / })
        .first()
        .click();
      await expect(other.getByRole('dialog', { name: 'Ubah Tanggal Langganan' })).toBeVisible();
      await other.getByRole('button', { name: 'Batal' }).click();
      await other.goto('/admin/users');
      await expect(other.getByRole('heading', { name: 'Kelola Pengguna', level: 1 })).toBeVisible();
      // On a phone each user is a card: its longest badge (the admin's own, created unverified)
      // stays inside it; it ran 7 px past the card's edge at 375 px.
      const wide = other.viewportSize();
      await other.setViewportSize({ width: 375, height: 800 });
      await other.goto(`/admin/users?q=${encodeURIComponent(ADMIN.email)}`);
      const card = other.getByRole('row').filter({ hasText: ADMIN.email });
      const badge = card.getByText('E-mail belum diverifikasi');
      await expect(badge).toBeVisible();
      const [badgeBox, cardBox] = [await badge.boundingBox(), await card.boundingBox()];
      expect((badgeBox?.x ?? 0) + (badgeBox?.width ?? 0)).toBeLessThanOrEqual(
        (cardBox?.x ?? 0) + (cardBox?.width ?? 0) - 8,
      );
      if (wide) await other.setViewportSize(wide);

      await other.goto(`/admin/payments?q=${encodeURIComponent(owner.email)}`);
      await expect(other.getByRole('heading', { name: 'Pembayaran', level: 1 })).toBeVisible();
      await expect(other.getByPlaceholder('Cari berdasarkan email atau jumlah...')).toBeVisible();
      await expect(other.getByRole('columnheader', { name: 'Jumlah tagihan' })).toBeVisible();
      const row = other.getByRole('row').filter({ hasText: owner.email });
      await expect(row).toContainText('Perlu diperiksa');
      await expect(row.getByRole('link', { name: 'Lihat bukti' })).toBeVisible();
      await expect(row).toContainText(/\d{4} pukul \d{2}\.\d{2} WIB/);
      await row.getByRole('button', { name: 'Tolak' }).click();
      const reject = other.getByRole('dialog', { name: 'Tolak pembayaran' });
      await reject.getByRole('button', { name: 'Tolak pembayaran' }).click();
      await expect(reject.getByText('Tuliskan alasan minimal 5 karakter')).toBeVisible();
      await reject.getByRole('button', { name: 'Batal' }).click();
      await row.getByRole('button', { name: 'Konfirmasi' }).click();
      const confirm = other.getByRole('dialog', { name: 'Konfirmasi pembayaran' });
      await expect(confirm).toContainText('sudah masuk ke salah satu rekening kami?');
      await shots(other, 'admin-payments-confirm-id');
      await confirm.getByRole('button', { name: 'Batal' }).click();
      await shots(other, 'admin-payments-id');
      await expectNoSeriousAxeViolations(other);
    } finally {
      await elsewhere.close();
    }
  } finally {
    const admin = await adminRequest();
    expect((await admin.put('/api/auth/user/locale', { data: { locale: 'en' } })).status()).toBe(
      200,
    );
    await admin.dispose();
  }
});
