import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, replyTool, sessionRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

test('canned responses are written on their screen, typed as /shortcut in the reply box, and a suggested reply is sent', async ({
  page,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  const shots = `/tmp/shots-canned/${testInfo.project.name}-${width}`;
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const me = (await (await (await sessionRequest(page)).get('/api/auth/user')).json()) as {
    user: { name: string };
  };
  const number = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Cepat'), {
    name: 'Budi Santoso',
  });
  const faq = await (await sessionRequest(page)).post('/api/knowledge/faqs', {
    data: {
      question: 'Berapa ongkos kirim ke Bandung?',
      answer: 'Ongkir ke Bandung Rp18.000 dengan JNE REG, sampai 2-3 hari.',
    },
  });
  expect(faq.status()).toBe(201);

  // The management screen, reached from Settings.
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'Manage canned responses' }).click();
  await expect(page.getByRole('heading', { name: 'Canned responses', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add response' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add response' });
  await dialog.getByLabel('Shortcut').fill('harga');
  await dialog.getByLabel('Text').fill('Halo {{nama}}, kaos polos Rp75.000 ya. Salam, {{agen}}');
  await dialog.getByRole('button', { name: 'Save response' }).click();
  await expect(page.getByRole('heading', { name: '/harga' })).toBeVisible();
  await page.getByRole('button', { name: 'Add response' }).click();
  await dialog.getByLabel('Shortcut').fill('rekening');
  await dialog.getByLabel('Text').fill('Transfer ke BCA 1234567890 a.n. Toko Cepat');
  await dialog.getByRole('button', { name: 'Save response' }).click();
  await expect(page.getByRole('heading', { name: '/rekening' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${shots}-manage.png`, fullPage: true });

  await number.writes('Kak harga kaos polos berapa?');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: /Budi Santoso/ }).click();
  const box = page.getByRole('combobox', { name: 'Reply' });
  await box.click();
  await box.pressSequentially('/har');
  const list = page.getByRole('listbox', { name: 'Canned responses' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').first()).toContainText('/harga');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${shots}-picker.png` });
  await box.press('Enter');
  const filled = `Halo Budi Santoso, kaos polos Rp75.000 ya. Salam, ${me.user.name}`;
  await expect(box).toHaveValue(filled);
  await expect(list).toHaveCount(0);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect.poll(number.received).toContain(filled);

  // A click works too, and the list follows what is typed.
  await box.pressSequentially('/');
  await expect(list.getByRole('option')).toHaveCount(2);
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toContainText('/rekening');
  await list.getByRole('option', { name: /harga/ }).click();
  await expect(box).toHaveValue(filled);
  await box.fill('');

  // The bot's suggestion becomes an editable draft, its source beside it.
  await number.writes('ongkir ke bandung brp kak?');
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('ongkir ke bandung brp kak?'),
  ).toBeVisible();
  await (await replyTool(page, 'Suggest reply')).click();
  const suggestion = page.getByRole('status', { name: 'Suggested reply' });
  await expect(suggestion).toContainText('Berapa ongkos kirim ke Bandung?');
  await expect(box).toHaveValue('Ongkir ke Bandung Rp18.000 dengan JNE REG, sampai 2-3 hari.');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${shots}-suggestion.png` });
  await box.press('End');
  await box.pressSequentially(' Mau dikirim hari ini?');
  await box.press('Enter');
  await expect(suggestion).toHaveCount(0);
  await expect
    .poll(number.received)
    .toContain('Ongkir ke Bandung Rp18.000 dengan JNE REG, sampai 2-3 hari. Mau dikirim hari ini?');

  // No confident answer: nothing is drafted, and the panel says why.
  await number.writes('Bisa sablon logo perusahaan?');
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Bisa sablon logo perusahaan?'),
  ).toBeVisible();
  await (await replyTool(page, 'Suggest reply')).click();
  await expect(page.getByRole('status', { name: 'Suggested reply' })).toContainText(
    'No confident answer',
  );
  await expect(box).toHaveValue('');
});
