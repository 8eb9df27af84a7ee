import { readFileSync } from 'node:fs';
import { SESSION } from '@balasin/shared/limits';
import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

/** A 1×1 PNG, the smallest picture a customer can send. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('a customer writes, the open inbox shows it live, the owner answers, resolves, and a new message reopens it', async ({
  page,
}, testInfo) => {
  test.slow();
  const phone = isPhone(page);
  const width = phone ? 375 : 1280;
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const number = sandboxCustomer(page, await pairedTestNumber(page, 'Toko Inbox'), {
    name: 'Budi Santoso',
  });

  await page.goto('/dashboard/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByText('No conversations here')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The customer writes while the inbox is open: the conversation arrives without a reload.
  await number.writes('Halo kak, ongkir ke Bandung berapa?');
  const row = page.getByRole('link', { name: /Budi Santoso/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Halo kak, ongkir ke Bandung berapa?');
  await expect(row).toContainText('Toko Inbox');
  await expect(row).toContainText(/Waiting/);
  await expect(row.getByLabel('1 unread')).toBeVisible();
  const inboxNav = page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: /^Inbox/ });
  if (!phone) await expect(inboxNav).toContainText('Waiting for you: 1');
  await page.screenshot({ path: testInfo.outputPath(`inbox-list-${width}.png`), fullPage: true });

  // The search (over names, phones and message text) narrows the list as the person types.
  const search = page.getByLabel('Search conversations');
  await search.fill('bandung');
  await expect(row).toBeVisible();
  await search.fill('tidak ada yang cocok');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await expect(row).toBeHidden();
  await search.fill(number.phone.slice(-6));
  await expect(row).toBeVisible();
  await search.fill('');
  await search.press('Escape');
  await expect(search).not.toBeFocused();

  // Keyboard: j focuses the first conversation, Enter opens it.
  if (phone) {
    await row.click();
  } else {
    await page.keyboard.press('j');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/);
  const thread = page.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
  await expect(thread.locator('.bubble.is-contact')).toContainText('ongkir ke Bandung');
  if (phone) {
    // Separate screens: the list is gone, and a link leads back to it.
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeHidden();
    await expect(thread.getByRole('link', { name: '← Conversations' })).toBeVisible();
  } else {
    // Side by side: the list stays, the open row is marked, and opening it read it.
    await expect(row).toHaveAttribute('aria-current', 'page');
    await expect(row.getByLabel('1 unread')).toBeHidden();
    await expect(inboxNav).not.toContainText('unread');
  }
  await expect(thread.getByText('Bot is answering')).toBeVisible();

  // Another tab on the same conversation (as a colleague's would be) follows along live.
  const otherTab = phone ? undefined : await page.context().newPage();
  await otherTab?.goto(page.url());
  await expect(otherTab?.locator('.bubble.is-contact') ?? thread).toContainText('ongkir');

  // The owner answers: Enter sends; the reply shows with its author and ticks, and reaches the customer.
  const reply = thread.getByLabel('Reply', { exact: true });
  if (!phone) {
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('r');
    await expect(reply).toBeFocused();
  }
  await reply.fill('Halo Budi, ongkir ke Bandung Rp15.000 ya kak.');
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  const mine = thread.locator('.bubble.is-agent');
  await expect(mine).toContainText('Halo Budi, ongkir ke Bandung Rp15.000 ya kak.');
  await expect(mine).toContainText('Sari Wijaya');
  await expect(mine.locator('.ticks')).toHaveText(/Sent|Delivered|Read/);
  if (otherTab) {
    await expect(otherTab.locator('.bubble.is-agent')).toContainText('Rp15.000', { timeout: 3000 });
    await otherTab.close();
  }
  await expect.poll(number.received).toContain('Halo Budi, ongkir ke Bandung Rp15.000 ya kak.');
  // Files arrive inline: a picture shows, a document is a download link.
  await number.writes('Ini bukti transfernya', {
    type: 'image',
    mime_type: 'image/png',
    filename: 'bukti.png',
    data_base64: PNG_1PX,
  });
  await number.writes('Daftar harga', {
    type: 'document',
    mime_type: 'application/pdf',
    filename: 'harga.pdf',
    data_base64: Buffer.from('%PDF-1.4 harga').toString('base64'),
  });
  const picture = thread.getByRole('img', { name: 'bukti.png' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);
  const download = thread.getByRole('link', { name: 'Download harga.pdf' });
  await expect(download).toBeVisible();
  // An inbox left open on its live stream makes no call that would refresh an expired access
  // cookie (here dropped, as the browser drops it when it expires): the download still works.
  await page.context().clearCookies({ name: SESSION.accessCookie });
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe('harga.pdf');
  expect(readFileSync(await file.path(), 'utf8')).toBe('%PDF-1.4 harga');

  // On a phone the actions other than Resolve wait behind More, which opens from the keyboard.
  if (phone) {
    const more = thread.getByRole('button', { name: 'More actions' });
    await expect(thread.getByRole('button', { name: 'Resolve' })).toBeVisible();
    await expect(thread.getByLabel('Snooze')).toBeHidden();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  }
  // Answering took the conversation from the bot and gave it to the owner.
  await expect(thread.getByRole('button', { name: 'Give back to bot' })).toBeVisible();
  await expect(thread.getByLabel('Assignee')).toHaveValue(/[0-9a-f-]{36}/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`inbox-thread-${width}.png`), fullPage: true });

  // Resolve (the `e` key on a laptop); the customer's next message reopens it live.
  if (phone) {
    await thread.getByRole('button', { name: 'Resolve' }).click();
  } else {
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('e');
  }
  await expect(thread.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(thread.locator('.inbox-status')).toHaveText('Resolved');
  // The list shows open conversations: a resolved one leaves it.
  if (!phone) await expect(row).toBeHidden();
  await number.writes('Oke kak, saya transfer sekarang');
  await expect(thread.locator('.bubble.is-contact').last()).toContainText('saya transfer sekarang');
  await expect(thread.locator('.inbox-status')).toHaveText('Open');
  await expect(thread.getByRole('button', { name: 'Resolve' })).toBeVisible();

  if (phone) {
    await thread.getByRole('link', { name: '← Conversations' }).click();
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(row).toContainText('saya transfer sekarang');
  } else {
    await expect(row).toContainText('saya transfer sekarang');
  }
});
