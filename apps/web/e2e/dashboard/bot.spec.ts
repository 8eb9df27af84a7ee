import { botReplies } from '@balasin/shared';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { expectNoToast, failProcedures, sessionRequest, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test(
  'the owner turns the bot on, sets its greeting and hours, and the test phone shows it answering',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    test.slow();
    const customer = await registerCustomer(page.request);
    await signInThroughApi(page, customer);
    const owner = await sessionRequest(page);
    const added = await owner.post('/api/whatsapp-numbers', {
      data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Bot', test: true },
    });
    const { id } = (await added.json()) as { id: string };

    await page.goto(`/dashboard/numbers/${id}`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: 'Scan with the test phone' }).click();
    await expect(page.getByText('Linked to WhatsApp: messages')).toBeVisible();
    await page.getByRole('link', { name: 'Bot', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'AI bot' })).toBeVisible();
    const power = page.getByRole('switch', { name: 'Answer customers with the bot' });
    await expect(power).toHaveAttribute('aria-checked', 'false');

    await page.getByLabel('Greeting').fill('Halo kak, selamat datang di Toko Bot!');
    await page.getByLabel('Set opening hours').check();
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Jakarta');
    // Sunday closed by default; a day that closes before it opens is refused beside that day.
    await page.getByLabel('Saturday Until').fill('07:00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /closes after it opens/ }),
    ).toBeVisible();
    await page.getByLabel('Saturday Until').fill('15:00');
    await page.getByLabel('Always open').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastWith(page, 'Bot settings saved')).toBeVisible();
    await power.click();
    await expect(power).toHaveAttribute('aria-checked', 'true');
    await expect(toastWith(page, 'The bot is on')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('bot-tab.png'), fullPage: true });

    // The settings were kept: a reload shows them.
    await page.reload();
    await expect(page.getByLabel('Greeting')).toHaveValue('Halo kak, selamat datang di Toko Bot!');
    await expect(power).toHaveAttribute('aria-checked', 'true');

    // A customer on the test phone: greeted, then handed to a person on request, then silence.
    await page.goto(`/dashboard/numbers/${id}/test-phone`);
    await page.getByLabel('Message').fill('halo kak, mau ngobrol sama admin dong');
    await page.getByRole('button', { name: 'Send' }).click();
    const theirs = page.locator('.chat-bubble.is-theirs');
    await expect(theirs.first()).toContainText('Halo kak, selamat datang di Toko Bot!');
    await expect(theirs.first()).toContainText(botReplies.handoff);
    // The owner is told at once, wherever they are in the dashboard: once, with a way to the
    // conversation (not to the number's settings, where nothing can be answered).
    const phone = await page.getByLabel('Your phone number (the simulated customer)').inputValue();
    const told = toastWith(page, 'is waiting for a person');
    await expect(told).toHaveCount(1);
    await expect(told).toContainText(
      `${phone} is waiting for a person: the bot handed the conversation over`,
    );
    await told.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/);
    await expect(page.getByText('halo kak, mau ngobrol sama admin dong')).toBeVisible();

    // Back on the test phone, the customer writes again: the bot stays quiet.
    await page.goto(`/dashboard/numbers/${id}/test-phone`);
    await page.getByLabel('Message').fill('halo?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.chat-bubble.is-mine')).toHaveCount(2);
    // The bot's turn is queued with a message only while the bot has the conversation: once the
    // number has stored this one in a conversation handed to a person, no reply can follow.
    await expect
      .poll(async () => {
        const list = await (await sessionRequest(page)).get('/api/conversations');
        const { items } = (await list.json()) as {
          items: { last_message_preview?: string; bot_active: boolean }[];
        };
        return items.map((item) => [item.last_message_preview, item.bot_active]);
      })
      .toContainEqual(['halo?', false]);
    await expect(theirs).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('bot-test-phone.png'), fullPage: true });
  },
);

// At both widths: whether the refusal is in sight is the phone's question too.
test('settings that cannot be saved say so once, above the form', async ({ page }) => {
  await signInThroughApi(page, await registerCustomer(page.request));
  const added = await (await sessionRequest(page)).post('/api/whatsapp-numbers', {
    data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Gagal', test: true },
  });
  const { id } = (await added.json()) as { id: string };
  await failProcedures(page, ['whatsappNumbers.updateBot']);
  await page.goto(`/dashboard/numbers/${id}/bot`);
  await page.getByLabel('Greeting').fill('Halo kak!');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const refusal = page.locator('.bot-form > [role="alert"]');
  await expect(refusal).toHaveText('Could not save the bot settings. Please try again.');
  await expectNoToast(page);
  // Said above the fields, far from Save at the form's foot: brought into view.
  await expect(refusal).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeFocused();
});

test('the bot switch works from the keyboard and keeps the focus', {
  tag: '@desktop-only',
}, async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await signInThroughApi(page, customer);
  const added = await (await sessionRequest(page)).post('/api/whatsapp-numbers', {
    data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Papan Ketik', test: true },
  });
  const { id } = (await added.json()) as { id: string };
  await page.goto(`/dashboard/numbers/${id}/bot`);
  const power = page.getByRole('switch', { name: 'Answer customers with the bot' });
  await power.focus();
  await page.keyboard.press('Space');
  await expect(toastWith(page, 'The bot is on')).toBeVisible();
  await expect(power).toHaveAttribute('aria-checked', 'true');
  // Still on the switch: pressing again turns the bot off, as it would with a mouse.
  await expect(power).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toastWith(page, 'The bot is off')).toBeVisible();
  await expect(power).toHaveAttribute('aria-checked', 'false');
  await expect(power).toBeFocused();
});

test.describe('opening hours in an American English browser', () => {
  // `<input type="time">` would show this browser 5:00 PM: the fields are 24-hour whatever it says.
  test.use({ locale: 'en-US' });

  test('show and take 24-hour times, and refuse a bad one in either language', async ({
    page,
  }, testInfo) => {
    test.slow();
    await signInThroughApi(page, await registerCustomer(page.request));
    const owner = await sessionRequest(page);
    const added = await owner.post('/api/whatsapp-numbers', {
      data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Jam', test: true },
    });
    const { id } = (await added.json()) as { id: string };
    await page.goto(`/dashboard/numbers/${id}/bot`);
    await page.getByLabel('Set opening hours').check();
    await expect(page.getByLabel('Monday From')).toHaveValue('08:00');
    await expect(page.getByLabel('Monday Until')).toHaveValue('17:00');

    // Written the Indonesian way or on a number pad, a time reads HH:MM once the box is left.
    await page.getByLabel('Monday Until').fill('17.30');
    await page.getByLabel('Monday Until').press('Tab');
    await expect(page.getByLabel('Monday Until')).toHaveValue('17:30');
    await page.getByLabel('Tuesday From').fill('730');
    await page.getByLabel('Tuesday From').press('Tab');
    await expect(page.getByLabel('Tuesday From')).toHaveValue('07:30');

    const wednesday = page.getByLabel('Wednesday Until');
    await wednesday.fill('5 PM');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(wednesday).toBeFocused();
    await expect(wednesday).toHaveAttribute('aria-invalid', 'true');
    await expect(wednesday).toHaveAccessibleDescription('Times are HH:MM, from 00:00 to 24:00');
    await page.screenshot({ path: testInfo.outputPath('bot-hours-invalid.png'), fullPage: true });

    await wednesday.fill('16:00');
    await expect(page.getByRole('alert').filter({ hasText: 'HH:MM' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastWith(page, 'Bot settings saved')).toBeVisible();
    // The server keeps "HH:MM" as before.
    const saved = await (await sessionRequest(page)).get(`/api/whatsapp-numbers/${id}/bot`);
    const { business_hours } = (await saved.json()) as {
      business_hours: { days: Record<string, { open: string; close: string }[]> };
    };
    expect(business_hours.days.mon).toEqual([{ open: '08:00', close: '17:30' }]);
    expect(business_hours.days.tue).toEqual([{ open: '07:30', close: '17:00' }]);
    expect(business_hours.days.wed).toEqual([{ open: '08:00', close: '16:00' }]);

    // The same refusal, in Indonesian.
    expect((await owner.put('/api/auth/user/locale', { data: { locale: 'id' } })).status()).toBe(
      200,
    );
    await page.reload();
    const senin = page.getByLabel('Senin Sampai');
    await expect(senin).toHaveValue('17:30');
    await senin.fill('17:75');
    await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await expect(senin).toHaveAccessibleDescription(
      'Waktu ditulis JJ:MM (24 jam), dari 00:00 sampai 24:00',
    );
  });
});
