import { expect, type Page, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations, settled } from '../support/axe.ts';

const ask = async (page: Page, question: string) => {
  await page.locator('input[name="question"]').fill(question);
  await page.locator('.knowledge-ask button[type="submit"]').click();
  await expect(page.locator('.knowledge-result-question')).toHaveText(`“${question}”`);
};

test('the Quick Start Guide leads a new owner to the knowledge, the playground and the bot, in both languages', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const shot = async (name: string) => {
    await settled(page);
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
      fullPage: true,
    });
  };
  await signInThroughApi(page, await registerCustomer(request));
  const api = await sessionRequest(page);
  const added = await api.post('/api/whatsapp-numbers', {
    data: { number: `+62${uniqueWhatsapp()}`, name: 'Toko Panduan', test: true },
  });
  const { id } = (await added.json()) as { id: string };

  await page.goto('/dashboard');
  // The spec's guide keeps its four steps; the AI's three have a card of their own beside it.
  await expect(
    page.getByRole('region', { name: 'Quick Start Guide' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Add a WhatsApp number',
    'Scan the QR code',
    'Use your API token',
    'Send messages through the REST API',
  ]);
  const guide = page.getByRole('region', { name: 'Answer customers with AI' });
  await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
    'Teach Balasin your business',
    'Try it in the Playground',
    'Turn the bot on',
  ]);
  await expect(guide.getByRole('link', { name: 'Open the bot settings' })).toHaveAttribute(
    'href',
    `/dashboard/numbers/${id}/bot`,
  );
  await expect(guide.getByRole('link', { name: 'Open Knowledge' })).toHaveAttribute(
    'href',
    '/dashboard/knowledge',
  );
  await guide.screenshot({
    path: testInfo.outputPath(`quick-start-${testInfo.project.name}.png`),
  });

  // Nothing taught yet: the playground says what to do, and the way there keeps the focus.
  await guide.getByRole('link', { name: 'Open the Playground' }).click();
  await expect(page.getByRole('tab', { name: 'Playground' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Nothing to answer from yet' })).toBeVisible();
  await ask(page, 'kak ongkir ke jkt brp?');
  await expect(page.locator('.knowledge-handoff')).toContainText(
    'Your knowledge is empty, so the bot has nothing to answer from.',
  );
  await expectNoSeriousAxeViolations(page);
  await shot('playground-empty');
  await page.getByRole('button', { name: 'Add FAQs' }).click();
  const faqTab = page.getByRole('tab', { name: 'FAQ' });
  await expect(faqTab).toHaveAttribute('aria-selected', 'true');
  await expect(faqTab).toBeFocused();

  // Taught one answer: a question it matches lists only what it rests on, one it does not match
  // lists nothing at 0%.
  const faq = await (await sessionRequest(page)).post('/api/knowledge/faqs', {
    data: {
      question: 'Berapa ongkos kirim ke Jakarta?',
      answer: 'Ongkir ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
    },
  });
  expect(faq.status(), await faq.text()).toBe(201);
  await page.goto('/dashboard/knowledge?tab=playground');
  await expect(page.getByRole('heading', { name: 'Nothing to answer from yet' })).toBeHidden();
  await ask(page, 'apakah bisa bayar pakai kartu kredit?');
  await expect(page.locator('.knowledge-handoff')).toContainText(
    'Nothing in your knowledge answers this confidently enough.',
  );
  await expect(page.locator('.knowledge-result')).not.toContainText('· 0%');
  await expect(page.locator('.knowledge-sources')).toHaveCount(0);
  await ask(page, 'kak ongkir ke jkt brp?');
  await expect(page.locator('.knowledge-answer')).toContainText('Rp15.000');
  await expect(page.locator('.knowledge-sources li')).not.toHaveText([/· 0%/]);
  await expect(page.locator('.knowledge-sources')).toContainText('Berapa ongkos kirim ke Jakarta?');
  await shot('playground-answer');

  // Bahasa Indonesia: the same guide and the same playground.
  const locale = await (await sessionRequest(page)).put('/api/auth/user/locale', {
    data: { locale: 'id' },
  });
  expect(locale.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Panduan Memulai' })).toBeVisible();
  const panduan = page.getByRole('region', { name: 'Jawab pelanggan dengan AI' });
  await expect(panduan.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Ajari Balasin tentang usaha Anda',
  );
  await expect(panduan.getByRole('link', { name: 'Buka pengaturan bot' })).toBeVisible();
  await panduan.screenshot({
    path: testInfo.outputPath(`quick-start-id-${testInfo.project.name}.png`),
  });
  await panduan.getByRole('link', { name: 'Buka Uji coba' }).click();
  await expect(page.getByRole('tab', { name: 'Uji coba' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await ask(page, 'apakah bisa bayar pakai kartu kredit?');
  await expect(page.locator('.knowledge-handoff')).toContainText('Akan diteruskan ke petugas');
  await expect(page.locator('.knowledge-result')).not.toContainText('· 0%');
  await shot('playground-id');
});

test('an empty playground in Bahasa Indonesia says what to add', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerCustomer(request);
  await signInThroughApi(page, owner);
  const locale = await (await sessionRequest(page)).put('/api/auth/user/locale', {
    data: { locale: 'id' },
  });
  expect(locale.status()).toBe(200);
  await page.goto('/dashboard/knowledge?tab=playground');
  await expect(page.getByRole('heading', { name: 'Belum ada bahan untuk menjawab' })).toBeVisible();
  await ask(page, 'ada warna merah?');
  await expect(page.locator('.knowledge-handoff')).toContainText('Pengetahuan Anda masih kosong');
  await settled(page);
  await page.screenshot({
    path: testInfo.outputPath(`playground-empty-id-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Tambah dokumen atau halaman' }).click();
  await expect(page.getByRole('tab', { name: 'Dokumen & halaman' })).toBeFocused();
});
