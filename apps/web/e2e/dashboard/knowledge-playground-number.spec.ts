import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('the playground answers as the chosen number’s bot, with that number’s threshold', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerCustomer(request);
  await signInThroughApi(page, owner);
  const api = await sessionRequest(page);
  for (const data of [
    {
      question: 'Bisa bayar pakai apa?',
      answer: 'Bisa transfer BCA, Mandiri, QRIS, atau bayar di tempat (COD) untuk area Bandung.',
      alternatives: ['bs cod ga?', 'bayarnya gmn'],
    },
    {
      question: 'Jam buka toko?',
      answer: 'Toko buka Senin sampai Sabtu jam 08.00-17.00 WIB. Minggu tutup.',
    },
  ]) {
    const faq = await api.post('/api/knowledge/faqs', { data });
    expect(faq.status(), await faq.text()).toBe(201);
  }
  const numberWith = async (name: string, threshold: number) => {
    const added = await api.post('/api/whatsapp-numbers', {
      data: { number: `+62${uniqueWhatsapp()}`, name, test: true },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const saved = await api.put(`/api/whatsapp-numbers/${id}/bot`, { data: { threshold } });
    expect(saved.status()).toBe(200);
    return id;
  };
  // One number's bot answers whatever comes near; the other's only what it is certain of.
  const careful = await numberWith('Toko Hati-hati', 1);
  const bold = await numberWith('Toko Berani', 0);
  // A question near an FAQ but not one of its ways of asking: confident, not certain (the
  // first of these that scores so, as retrieval is tuned).
  let question = '';
  for (const candidate of [
    'bayar pake qris bisa?',
    'bisa cod gak?',
    'kalo bayar gmn kak',
    'minggu buka ga kak',
    'toko buka hari apa aja?',
  ]) {
    const asked = await api.post('/api/knowledge/ask', {
      data: { question: candidate, number_id: bold },
    });
    const { confidence } = (await asked.json()) as { confidence: number };
    if (confidence > 0 && confidence < 1) {
      question = candidate;
      break;
    }
  }
  expect(question).not.toBe('');

  await page.goto('/dashboard/knowledge');
  await page.getByRole('tab', { name: 'Playground' }).click();
  const number = page.getByLabel('Answer as the bot of');
  await number.selectOption(careful);
  await page.getByLabel('Customer question').fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('Would hand over to a person')).toBeVisible();

  await number.selectOption(bold);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('The bot would reply')).toBeVisible();
  await expect(page.locator('.knowledge-answer')).not.toBeEmpty();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`playground-number-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
