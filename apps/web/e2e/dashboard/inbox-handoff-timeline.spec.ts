import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, sessionRequest } from '../support/app.ts';
import { botConversation } from '../support/bot-conversation.ts';

const ONGKIR = 'Ongkir ke Surabaya Rp18.000 dengan JNE REG, sampai 3 hari.';
const ASK_PERSON = 'mau ngobrol sama admin aja kak';
/** A time as the thread shows it, in either language (14:02 or 14.02). */
const AT = /\d{2}[:.]\d{2}$/;

test('the thread shows when the bot handed over and when it was turned back on, live, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const { conversationId, customer: dewi } = await botConversation(page, {
    shop: 'Toko Linimasa',
    customer: 'Dewi Lestari',
    faq: { question: 'Ongkir ke Surabaya berapa?', answer: ONGKIR },
  });

  await page.goto(`/dashboard/inbox/${conversationId}`);
  const log = page.locator('.thread-log');
  // A loaded machine can take a while to open the thread; what follows is quick once it shows.
  await expect(log.getByText(ONGKIR)).toBeVisible({ timeout: 30_000 });
  await expect(log.locator('.thread-event')).toHaveCount(0);

  // The customer asks for a person while the thread is open: the moment appears in place.
  await dewi.writes(ASK_PERSON);
  const handedOver = log.getByRole('listitem').filter({
    hasText: 'Handed over by the bot: the customer asked for a person',
  });
  await expect(handedOver).toBeVisible();
  await expect(handedOver).toHaveText(
    /^Handed over by the bot: the customer asked for a person · /,
  );
  await expect(handedOver).toHaveText(AT);
  const order = async () =>
    (await log.getByRole('listitem').allInnerTexts()).map((text) =>
      text.includes(ASK_PERSON) ? 'asked' : text.includes('Handed over by the bot') ? 'event' : '',
    );
  await expect.poll(async () => (await order()).filter(Boolean)).toEqual(['asked', 'event']);

  // The owner turns the bot back on: the thread names them, without a reload.
  const header = page.locator('.thread-header');
  if (isPhone(page)) await header.getByRole('button', { name: 'More actions' }).click();
  await header.getByRole('button', { name: 'Give back to bot' }).click();
  const turnedOn = log.getByRole('listitem').filter({ hasText: 'Bot turned back on by' });
  await expect(turnedOn).toHaveText(new RegExp(`^Bot turned back on by ${owner.name} · `));
  await expect(turnedOn).toHaveText(AT);
  await expect(header.getByText('Bot is answering')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`handoff-timeline-en-${testInfo.project.name}.png`),
  });

  expect(
    (
      await (await sessionRequest(page)).put('/api/auth/user/locale', { data: { locale: 'id' } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(log.getByText(ONGKIR)).toBeVisible({ timeout: 30_000 });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: 'Diserahkan bot: pelanggan minta bicara dengan petugas' }),
  ).toHaveText(AT);
  await expect(
    log.getByRole('listitem').filter({ hasText: `Bot diaktifkan lagi oleh ${owner.name}` }),
  ).toHaveText(AT);
  await page.screenshot({
    path: testInfo.outputPath(`handoff-timeline-id-${testInfo.project.name}.png`),
  });
});
