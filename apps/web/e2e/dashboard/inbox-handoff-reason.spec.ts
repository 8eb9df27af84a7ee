import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { botConversation } from '../support/bot-conversation.ts';

const ONGKIR = 'Ongkir ke Bandung Rp12.000 dengan JNE REG, sampai 2 hari.';

test('the open conversation says why the bot handed it over, live, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  await signInThroughApi(page, await activeCustomer(page.request));
  const { conversationId, customer: wulan } = await botConversation(page, {
    shop: 'Toko Alasan',
    customer: 'Wulan',
    faq: { question: 'Ongkir ke Bandung berapa?', answer: ONGKIR },
  });

  await page.goto(`/dashboard/inbox/${conversationId}`);
  const header = page.locator('.thread-header');
  await expect(header.getByText('Bot is answering')).toBeVisible();
  await expect(header.getByText('Handed over by the bot')).toHaveCount(0);

  // Asked for a person while the agent has it open: the header says why, without a reload.
  await wulan.writes('mau ngobrol sama admin aja kak');
  await expect(
    header.getByText('Handed over by the bot: the customer asked for a person'),
  ).toBeVisible();
  await expect(header.getByText('A person is answering')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`handoff-reason-${testInfo.project.name}.png`),
  });

  expect(
    (
      await (await sessionRequest(page)).put('/api/auth/user/locale', { data: { locale: 'id' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(
    header.getByText('Diserahkan bot: pelanggan minta bicara dengan petugas'),
  ).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`handoff-reason-id-${testInfo.project.name}.png`),
  });
});

test('a reply from the dashboard stops the bot, and the header does not say it came from the phone', async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page, await activeCustomer(page.request));
  const { conversationId } = await botConversation(page, {
    shop: 'Toko Balasan',
    customer: 'Rina',
    faq: { question: 'Ongkir ke Bandung berapa?', answer: ONGKIR },
  });

  await page.goto(`/dashboard/inbox/${conversationId}`);
  const header = page.locator('.thread-header');
  await expect(header.getByText('Bot is answering')).toBeVisible();
  const reply = page.getByLabel('Reply', { exact: true });
  await reply.fill('Halo kak Rina, saya bantu ya.');
  await reply.press('Enter');
  await expect(header.getByText('The bot stopped: a person answered the customer')).toBeVisible();
  await expect(header.getByText(/WhatsApp phone/)).toHaveCount(0);
});
