import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { sessionRequest, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations, settled } from '../support/axe.ts';

test('an owner closes for Friday prayers: two intervals on Friday, kept, and overlapping hours refused in Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  await signInThroughApi(page, await registerCustomer(page.request));
  const added = await (await sessionRequest(page)).post('/api/whatsapp-numbers', {
    data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Jumat', test: true },
  });
  const { id } = (await added.json()) as { id: string };
  const hours = page.getByRole('region', { name: /Business hours|Jam kerja/ });
  const shot = async (name: string) => {
    await settled(page);
    await hours.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
  };

  await page.goto(`/dashboard/numbers/${id}/bot`);
  await page.getByLabel('Set opening hours').check();
  await page.getByLabel('Friday Until', { exact: true }).fill('11:30');
  await page.getByRole('button', { name: /Add hours\W+Friday/ }).click();
  await expect(page.getByLabel('Friday From 2')).toBeFocused();
  await page.getByLabel('Friday From 2').fill('13.00');
  await page.getByLabel('Friday Until 2').fill('17');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastWith(page, 'Bot settings saved')).toBeVisible();
  await shot('bot-hours-break');

  // Kept: the API and a reload show both intervals.
  const saved = await (await sessionRequest(page)).get(`/api/whatsapp-numbers/${id}/bot`);
  expect(
    ((await saved.json()) as { business_hours: { days: { fri: unknown } } }).business_hours.days
      .fri,
  ).toEqual([
    { open: '08:00', close: '11:30' },
    { open: '13:00', close: '17:00' },
  ]);
  await page.reload();
  await expect(page.getByLabel('Friday From 2')).toHaveValue('13:00');
  await expect(page.getByLabel('Thursday From 2')).toHaveCount(0);

  // In Indonesian, a second interval that starts before the first ends is refused beside Friday.
  const locale = await (await sessionRequest(page)).put('/api/auth/user/locale', {
    data: { locale: 'id' },
  });
  expect(locale.status()).toBe(200);
  await page.reload();
  await page.getByLabel('Jumat Dari 2').fill('11:00');
  await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Jam buka dalam satu hari tidak boleh saling tumpang tindih' }),
  ).toBeVisible();
  await expect(page.getByLabel('Jumat Dari 2')).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await shot('bot-hours-overlap-id');

  // Removing the second interval leaves the focus on the way to add it again.
  await page.getByRole('button', { name: /Hapus\W+Jumat 2/ }).click();
  await expect(page.getByRole('button', { name: /Tambah jam\W+Jumat/ })).toBeFocused();
  await expect(page.getByLabel('Jumat Dari 2')).toHaveCount(0);
});
