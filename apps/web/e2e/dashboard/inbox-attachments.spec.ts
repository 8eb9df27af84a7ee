import { expect, type Page, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, replyTool, sessionRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

/** A small real PNG (a 4×4 green square), as a phone's gallery would give one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGNkaGBAAkwMqAAAD6wAgT1qVuEAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A paired test number of the signed-in owner, and a customer who wrote to it. */
const sandboxConversation = async (page: Page) => {
  const customer = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Lampir'), {
    name: 'Rina Kartika',
  });
  await customer.writes('Kak, ada katalognya?');
  const conversationId = async () => {
    const list = (await (await (await sessionRequest(page)).get('/api/conversations')).json()) as {
      items: { id: string; contact: { phone: string } }[];
    };
    return list.items.find((item) => item.contact.phone === customer.phone)?.id;
  };
  await expect.poll(conversationId).toBeTruthy();
  return { id: (await conversationId()) as string, received: customer.received };
};

test('an agent attaches a picture with a caption and an emoji typed by keyboard, sends it, and manages labels', async ({
  page,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  const shots = `/tmp/shots-4304/${testInfo.project.name}-${width}`;
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const conversation = await sandboxConversation(page);
  const api = await sessionRequest(page);
  const label = await api.post('/api/labels', { data: { name: 'Katalog', color: 'teal' } });
  expect(label.status()).toBe(201);
  const labelId = ((await label.json()) as { id: string }).id;
  const put = await api.put(`/api/conversations/${conversation.id}/labels/${labelId}`);
  expect(put.status()).toBe(200);

  await page.goto(`/dashboard/inbox/${conversation.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Kak, ada katalognya?')).toBeVisible();

  // A file of another kind is refused before any upload, with the server's own words.
  const input = page.getByTestId('attachment-input');
  await input.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: PDF });
  await expect(
    page.getByText('Attach a JPEG, PNG or WebP picture, or a PDF document'),
  ).toBeVisible();
  const chip = page.getByTestId('attachment-chip');
  await expect(chip).toHaveCount(0);

  // A PDF dropped on the reply box, then taken off again.
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'harga.pdf', { type: 'application/pdf' }));
    return transfer;
  }, PDF.toString());
  const replyForm = page.locator('form.inbox-reply');
  await replyForm.dispatchEvent('dragover', { dataTransfer: dropped });
  await replyForm.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(chip).toContainText('harga.pdf');
  await page.getByRole('button', { name: 'Remove harga.pdf' }).click();
  await expect(chip).toHaveCount(0);

  // A picture with a caption; the emoji goes where the caret is, chosen with the keyboard.
  await input.setInputFiles({ name: 'katalog.png', mimeType: 'image/png', buffer: PNG });
  await expect(chip).toContainText('katalog.png');
  const caption = page.getByRole('combobox', { name: 'Caption' });
  await caption.fill('Ini katalognya kak');
  await caption.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(14, 14));
  const emojiButton = await replyTool(page, 'Insert emoji');
  await emojiButton.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Insert emoji' });
  const search = picker.getByRole('combobox', { name: 'Search emoji' });
  await expect(search).toBeFocused();
  await page.keyboard.type('thumbs up');
  await expect(
    page.getByRole('dialog', { name: 'Insert emoji' }).getByRole('gridcell').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${shots}-reply-box.png` });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Insert emoji' })).toHaveCount(0);
  await expect(caption).toHaveValue('Ini katalognya👍 kak');
  await expect(caption).toBeFocused();
  // The picture's first request finds the access cookie expired (an <img> cannot refresh it as
  // the API client does): the bubble refreshes the session and asks again.
  let refusedOnce = false;
  await page.route(/\/api\/messages\/[^/]+\/media/, async (route) => {
    if (refusedOnce) return route.continue();
    refusedOnce = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Access token expired', code: 'UNAUTHORIZED' }),
    });
  });
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/auth/refresh'));
  await caption.press('Enter');

  await expect(chip).toHaveCount(0);
  const sentImage = thread.getByRole('img', { name: 'katalog.png' });
  await expect(sentImage).toBeVisible();
  await expect
    .poll(() => sentImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(4);
  expect(refusedOnce).toBe(true);
  await refreshed;
  await expect(thread.getByText('Ini katalognya👍 kak')).toBeVisible();
  await expect(
    thread.locator('li', { hasText: 'Ini katalognya👍 kak' }).locator('.ticks'),
  ).toHaveAttribute('title', /Sent|Delivered|Read/);
  await expect.poll(conversation.received).toContain('[image] katalog.png\nIni katalognya👍 kak');
  await page.screenshot({ path: `${shots}-thread.png` });

  // Labels: reached from settings, renamed, then deleted with the count of what carries it.
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'Manage labels' }).click();
  await expect(page.getByRole('heading', { name: 'Labels', level: 1 })).toBeVisible();
  await expect(page.getByText('Katalog', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${shots}-labels.png`, fullPage: true });
  await page.getByRole('button', { name: /^Edit\s*: Katalog$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit label' });
  await edit.getByLabel('Name').fill('Katalog 2026');
  await edit.getByLabel('Colour').selectOption('purple');
  await edit.getByRole('button', { name: 'Save label' }).click();
  await expect(edit).toHaveCount(0);
  const renamed = page.locator('.labels-row', { hasText: 'Katalog 2026' });
  await expect(renamed.locator('.label-chip.is-purple')).toHaveText('Katalog 2026');

  await page.getByRole('button', { name: /^Delete\s*: Katalog 2026$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the label Katalog 2026?' });
  await expect(confirm).toContainText('It is on 1 conversation(s) and 0 contact(s)');
  await page.screenshot({ path: `${shots}-labels-delete.png` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('No labels yet. Add the first one above.')).toBeVisible();
});
