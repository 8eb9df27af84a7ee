import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, replyTool } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

test('a label goes on a conversation and filters the inbox, a private note stays with the team, and another tab sees both live', async ({
  page,
}, testInfo) => {
  test.slow();
  const phone = isPhone(page);
  const width = phone ? 375 : 1280;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  const owner = await activeCustomer(page.request);
  await signInThroughApi(page, owner);
  const numberId = await pairedTestNumber(page, 'Toko Label');
  const budi = sandboxCustomer(page, numberId, { name: 'Budi Santoso' });
  const ayu = sandboxCustomer(page, numberId, { name: 'Ayu Lestari' });
  await budi.writes('Barang saya belum sampai, kak');
  await ayu.writes('Ada warna merah?');

  await page.goto('/dashboard/inbox');
  const budiRow = page.getByRole('link', { name: /Budi Santoso/ });
  const ayuRow = page.getByRole('link', { name: /Ayu Lestari/ });
  await expect(budiRow).toBeVisible();
  await expect(ayuRow).toBeVisible();
  await budiRow.click();
  const thread = page.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();

  // A colleague's tab on the same conversation.
  const other = await page.context().newPage();
  await other.goto(page.url());
  const otherThread = other.getByRole('region', { name: 'Conversation' });
  await expect(otherThread.getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();

  // The owner makes a label where it is needed (on a phone, behind More); it goes on at once.
  if (phone) await thread.getByRole('button', { name: 'More actions' }).click();
  const picker = thread.getByRole('button', { name: 'Labels' });
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(thread.getByText('No labels yet: add the first one below.')).toBeVisible();
  await thread.getByLabel('New label').fill('Komplain');
  await thread.getByLabel('Colour').selectOption('red');
  await thread.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(thread.getByRole('checkbox', { name: 'Komplain' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await shot('labels-picker');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toBeFocused();
  await expect(thread.locator('.thread-labels')).toHaveText('Komplain');
  await expect(otherThread.locator('.thread-labels')).toHaveText('Komplain');

  // A private note: the toggle is keyboard reachable, the note shows yellow with its author.
  const noteMode = await replyTool(page, 'Private note');
  await noteMode.focus();
  await page.keyboard.press('Enter');
  await expect(noteMode).toHaveAttribute('aria-pressed', 'true');
  const note = thread.getByLabel('Private note', { exact: true });
  await expect(thread.getByText('Only your team sees notes, never the customer')).toBeVisible();
  await note.fill('Pelanggan lama: kirim ulang tanpa ongkir.');
  await expectNoSeriousAxeViolations(page);
  await shot('notes-reply-box');
  await note.press('Enter');
  await expect(note).toHaveValue('');
  const written = thread.locator('.bubble.is-note');
  await expect(written).toContainText('Pelanggan lama: kirim ulang tanpa ongkir.');
  await expect(written).toContainText(`Private note · ${owner.name}`);
  await expect(other.locator('.bubble.is-note')).toContainText('kirim ulang tanpa ongkir');
  // Not a reply: the bot still answers, and the customer never receives it.
  await expect(thread.getByText('Bot is answering')).toBeVisible();
  expect(await budi.received()).not.toContain('Pelanggan lama: kirim ulang tanpa ongkir.');
  await shot('notes-thread');

  // Back to replying: a reply still goes to the customer.
  await (await replyTool(page, 'Reply')).click();
  const reply = thread.getByLabel('Reply', { exact: true });
  await reply.fill('Baik kak, kami kirim ulang hari ini.');
  await reply.press('Enter');
  await expect.poll(budi.received).toContain('Baik kak, kami kirim ulang hari ini.');
  await other.close();

  // The list shows the chip, and the label filter keeps only the labelled conversation.
  if (phone) await thread.getByRole('link', { name: '← Conversations' }).click();
  await expect(budiRow.locator('.label-chip')).toHaveText('Komplain');
  await page.getByLabel('Filter by label').selectOption({ label: 'Komplain' });
  await expect(budiRow).toBeVisible();
  await expect(ayuRow).toBeHidden();
  await shot('labels-inbox-list');
  await page.getByLabel('Filter by label').selectOption('');
  await expect(ayuRow).toBeVisible();

  // Contacts: the same labels go on a contact and filter the book.
  await page.goto('/dashboard/contacts');
  const ayuContact = page.getByRole('row', { name: /Ayu Lestari/ });
  await expect(ayuContact).toBeVisible();
  await ayuContact.getByRole('button', { name: /Labels/ }).click();
  await ayuContact.getByRole('checkbox', { name: 'Komplain' }).check();
  await expect(ayuContact.locator('.label-chip').first()).toHaveText('Komplain');
  await page.keyboard.press('Escape');
  await page.getByLabel('Filter by label').selectOption({ label: 'Komplain' });
  await expect(ayuContact).toBeVisible();
  await expect(page.getByRole('row', { name: /Budi Santoso/ })).toBeHidden();
  await expectNoSeriousAxeViolations(page);
  await shot('labels-contacts');
});
