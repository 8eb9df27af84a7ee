import { botReplies } from '@balasin/shared';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { sessionRequest, toastWith } from '../support/app.ts';
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
