import { SESSION } from '@balasin/shared/limits';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations, expectReadableToasts } from '../support/axe.ts';

test(
  'an owner teaches the bot an FAQ and a document, and tries it in the playground',
  { tag: '@desktop-only' },
  async ({ page, request }, testInfo) => {
    test.slow();
    const customer = await registerCustomer(request);
    await signInThroughApi(page, customer);
    await page.goto('/dashboard/knowledge');
    await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible();
    await expect(page.getByText('No FAQ yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`knowledge-empty-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Add your first FAQ' }).click();
    const form = page.getByRole('dialog', { name: 'Add FAQ' });
    await form.getByRole('button', { name: 'Save FAQ' }).click();
    await expect(form.getByText('Write the question')).toBeVisible();
    await form.getByLabel('Question').fill('Berapa ongkos kirim ke Jakarta?');
    await form
      .getByLabel('Answer')
      .fill('Ongkir ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.');
    await form
      .getByLabel('Other ways customers ask (one per line)')
      .fill('Ongkir Jabodetabek berapa?');
    await form.getByRole('button', { name: 'Save FAQ' }).click();
    await expect(toastWith(page, 'FAQ saved')).toBeVisible();
    await expectReadableToasts(page);
    await expect(
      page.getByRole('heading', { name: 'Berapa ongkos kirim ke Jakarta?' }),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`knowledge-faqs-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByRole('tab', { name: 'Documents & pages' }).click();
    await expect(page.getByText('No documents or pages yet.')).toBeVisible();
    // One way to choose files, for screen readers too (the file input behind it is hidden).
    await expect(page.getByRole('button', { name: 'Choose files' })).toHaveCount(1);
    // An owner who left the page open past the access cookie's life still uploads (the browser
    // drops an expired cookie; dropped here).
    await page.context().clearCookies({ name: SESSION.accessCookie });
    await page.locator('#knowledge-file').setInputFiles({
      name: 'kebijakan.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(
        '# Kebijakan\n\n## Tukar ukuran\n\nTukar ukuran gratis dalam 14 hari setelah barang diterima.\n',
      ),
    });
    const doc = page.locator('.knowledge-card').filter({ hasText: 'kebijakan.md' });
    await expect(doc.getByText('Ready')).toBeVisible({ timeout: 15_000 });
    await expect(doc).toContainText(/ · (1 passage|[02-9] passages|\d{2,} passages) · /);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`knowledge-documents-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByRole('tab', { name: 'Playground' }).click();
    await page.getByLabel('Customer question').fill('kak ongkir ke jkt brp?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByText('The bot would reply')).toBeVisible();
    await expect(page.locator('.knowledge-answer')).toContainText('Rp15.000');
    await expect(page.getByText(/Confidence: \d+%/)).toBeVisible();
    await expect(page.locator('.knowledge-sources')).toContainText(
      'Berapa ongkos kirim ke Jakarta?',
    );
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`knowledge-playground-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByLabel('Customer question').fill('mau ngobrol sama admin aja');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByText('Would hand over to a person')).toBeVisible();
    await expect(page.getByText('The customer asks for a person.')).toBeVisible();
  },
);

test('an empty file is named and refused before it is sent', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  await page.goto('/dashboard/knowledge');
  await page.getByRole('tab', { name: 'Documents & pages' }).click();
  // The owner did choose a file: 'Choose a file to upload' (the server's answer) told them wrong.
  await page.locator('#knowledge-file').setInputFiles({
    name: 'harga.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(0),
  });
  await expect(toastWith(page, 'harga.txt is empty: there is no text in it')).toBeVisible();
  await expect(page.getByText('Choose a file to upload')).toHaveCount(0);
  await expect(page.getByText('No documents or pages yet.')).toBeVisible();
});
