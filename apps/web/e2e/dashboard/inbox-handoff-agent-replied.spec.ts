import { expect, type Locator, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { botConversation } from '../support/bot-conversation.ts';

const ONGKIR = 'Ongkir ke Bandung Rp12.000 dengan JNE REG, sampai 2 hari.';

/**
 * Whether who answers ("· A person is answering") sits whole on one line: the phrase in one
 * piece, and the dot before it on the phrase's line.
 */
const wholeOnOneLine = (state: Locator) =>
  state.evaluate((phrase) => {
    const dot = document.createRange();
    if (phrase.previousSibling) dot.selectNode(phrase.previousSibling);
    const [first] = phrase.getClientRects();
    return (
      phrase.getClientRects().length === 1 &&
      Math.abs(dot.getBoundingClientRect().bottom - (first?.bottom ?? 0)) < 2
    );
  });

test('a reply from the WhatsApp phone shows at once, and the header says the bot stopped, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
  await signInThroughApi(page, await activeCustomer(page.request));
  const { numberId, conversationId, customer } = await botConversation(page, {
    shop: 'Toko Jawaban',
    customer: 'Sinta Rahmawati',
    faq: { question: 'Ongkir ke Bandung berapa?', answer: ONGKIR },
  });
  await page.goto(`/dashboard/inbox/${conversationId}`);
  const header = page.locator('.thread-header');
  await expect(header.getByText('Bot is answering')).toBeVisible();

  // The shop's owner answers from the phone itself: the open conversation shows it, no reload.
  const fromPhone = await (await sessionRequest(page)).post(
    `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
    { data: { from: customer.phone, text: 'Halo kak Sinta, saya bantu ya.', from_me: true } },
  );
  expect(fromPhone.status(), await fromPhone.text()).toBe(202);
  await expect(
    page.locator('.thread-log').getByText('Halo kak Sinta, saya bantu ya.'),
  ).toBeVisible();
  await expect(header.getByText('The bot stopped: a person answered the customer')).toBeVisible();
  // Who answers stays whole on its line, with its dot, on a phone too.
  const state = header.locator('.thread-bot-state');
  await expect(state).toHaveText('A person is answering');
  expect(await wholeOnOneLine(state)).toBe(true);
  await expect(state.locator('xpath=..')).toHaveText('· A person is answering');
  await shot('agent-replied-en');

  expect(
    (
      await (await sessionRequest(page)).put('/api/auth/user/locale', { data: { locale: 'id' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(header.getByText('Bot berhenti: petugas sudah membalas pelanggan')).toBeVisible();
  await expect(state).toHaveText('Orang sedang menjawab');
  expect(await wholeOnOneLine(state)).toBe(true);
  await shot('agent-replied-id');
});
