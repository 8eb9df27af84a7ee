import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

const ONGKIR = 'Ongkir ke Bandung Rp12.000 dengan JNE REG, sampai 2 hari.';

test('the open conversation says why the bot handed it over, live, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  await signInThroughApi(page, await activeCustomer(page.request));
  const id = await pairedTestNumber(page, 'Toko Alasan');
  const owner = await sessionRequest(page);
  expect(
    (await owner.put(`/api/whatsapp-numbers/${id}/bot`, { data: { enabled: true } })).status(),
  ).toBe(200);
  const faq = await owner.post('/api/knowledge/faqs', {
    data: { question: 'Ongkir ke Bandung berapa?', answer: ONGKIR },
  });
  expect(faq.status(), await faq.text()).toBe(201);

  // The bot answers the first question: the conversation is the bot's.
  const wulan = sandboxCustomer(page, id, { name: 'Wulan' });
  await wulan.writes('Ongkir ke Bandung berapa?');
  await expect.poll(wulan.received).toContain(ONGKIR);
  const list = await (await sessionRequest(page)).get('/api/conversations');
  const { items } = (await list.json()) as { items: { id: string; contact: { phone: string } }[] };
  const conversation = items.find((item) => item.contact.phone === wulan.phone);
  expect(conversation).toBeDefined();

  await page.goto(`/dashboard/inbox/${conversation?.id}`);
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
  const id = await pairedTestNumber(page, 'Toko Balasan');
  const owner = await sessionRequest(page);
  expect(
    (await owner.put(`/api/whatsapp-numbers/${id}/bot`, { data: { enabled: true } })).status(),
  ).toBe(200);
  const faq = await owner.post('/api/knowledge/faqs', {
    data: { question: 'Ongkir ke Bandung berapa?', answer: ONGKIR },
  });
  expect(faq.status(), await faq.text()).toBe(201);
  const rina = sandboxCustomer(page, id, { name: 'Rina' });
  await rina.writes('Ongkir ke Bandung berapa?');
  await expect.poll(rina.received).toContain(ONGKIR);
  const list = await (await sessionRequest(page)).get('/api/conversations');
  const { items } = (await list.json()) as { items: { id: string; contact: { phone: string } }[] };
  const conversation = items.find((item) => item.contact.phone === rina.phone);

  await page.goto(`/dashboard/inbox/${conversation?.id}`);
  const header = page.locator('.thread-header');
  await expect(header.getByText('Bot is answering')).toBeVisible();
  const reply = page.getByLabel('Reply', { exact: true });
  await reply.fill('Halo kak Rina, saya bantu ya.');
  await reply.press('Enter');
  await expect(header.getByText('The bot stopped: a person answered the customer')).toBeVisible();
  await expect(header.getByText(/WhatsApp phone/)).toHaveCount(0);
});
