import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { dashboardNav, isPhone, sessionRequest } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

const REPLY = 'Halo kak Rina, saya admin toko, ada yang bisa dibantu?';

test('a hand-off answered from the WhatsApp phone stops waiting for a person: the badge goes, live, and the row shows it read and answered, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  await signInThroughApi(page, await activeCustomer(page.request));
  const numberId = await pairedTestNumber(page, 'Toko Telepon');
  expect(
    (
      await (
        await sessionRequest(page)
      ).put(`/api/whatsapp-numbers/${numberId}/bot`, {
        data: { enabled: true },
      })
    ).status(),
  ).toBe(200);
  const rina = sandboxCustomer(page, numberId, { name: 'Rina Kartika' });
  await rina.writes('kak mau ngobrol sama admin aja');
  // Handed to a person, nobody's, and waiting since the customer asked.
  await expect
    .poll(async () => {
      const list = (await (
        await (await sessionRequest(page)).get('/api/conversations')
      ).json()) as {
        items: { contact: { phone: string }; bot_active: boolean; waiting_since?: string }[];
      };
      const found = list.items.find((c) => c.contact.phone === rina.phone);
      return found && { ...found, waiting: Boolean(found.waiting_since) };
    })
    .toMatchObject({ bot_active: false, waiting: true, unread_count: 1 });

  // The owner is on the dashboard (not the inbox, so nothing is given to them): the bot's
  // hand-off waits for a person.
  await page.goto('/dashboard');
  const nav = await dashboardNav(page);
  const inboxLink = nav.getByRole('link', { name: /^Inbox/ });
  await expect(inboxLink).toContainText('Waiting for you: 1');

  // The owner answers on the shop's phone: the badge goes without a reload.
  const fromPhone = await (await sessionRequest(page)).post(
    `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
    { data: { from: rina.phone, text: REPLY, from_me: true } },
  );
  expect(fromPhone.status(), await fromPhone.text()).toBe(202);
  await expect(inboxLink).not.toContainText('Waiting for you');
  await expect(inboxLink.locator('.nav-badge')).toHaveCount(0);

  // In the list the conversation reads as answered: the phone's words, nothing unread, no wait,
  // and opening the inbox (which gives the owner whoever waits) did not make it theirs.
  await page.goto('/dashboard/inbox');
  const row = page.locator('.inbox-row', { hasText: 'Rina Kartika' });
  await expect(row).toContainText(REPLY);
  await expect(row.locator('.inbox-unread')).toHaveCount(0);
  await expect(row.locator('.inbox-chip.is-waiting')).toHaveCount(0);
  await expect(row.locator('.inbox-row-assignee')).toHaveText('Unassigned');
  await shot('phone-reply-list-en');

  expect(
    (
      await (await sessionRequest(page)).put('/api/auth/user/locale', { data: { locale: 'id' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(row).toContainText(REPLY);
  await expect(row.locator('.inbox-unread')).toHaveCount(0);
  await expect(row.locator('.inbox-chip.is-waiting')).toHaveCount(0);
  await expect(row.locator('.inbox-row-assignee')).toHaveText('Belum ditugaskan');
  await shot('phone-reply-list-id');

  // The customer writes again: they wait once more, and the owner, online here, is given them.
  await rina.writes('stok batik tulis masih ada kak?');
  await expect(row).toContainText('stok batik tulis masih ada kak?');
  await expect(row.locator('.inbox-chip.is-waiting')).toHaveCount(1);
  await expect(row.locator('.inbox-row-assignee')).not.toHaveText('Belum ditugaskan');
});
