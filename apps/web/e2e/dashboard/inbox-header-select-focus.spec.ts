import { expect, type Page, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { holdNextRequest, sessionRequest } from '../support/app.ts';
import { changesMade } from '../support/changes-made.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

// A control disabled while its change is on its way drops the keyboard's focus to the page's
// start: the person choosing from the keyboard lost their place after every choice.

const openConversation = async (
  page: Page,
  shop: string,
  name: string,
  prepare: () => Promise<void> = async () => {},
) => {
  await signInThroughApi(page, await activeCustomer(page.request));
  await prepare();
  const customer = sandboxCustomer(page, await pairedTestNumber(page, shop), { name });
  await customer.writes('Halo kak, pesanan saya sudah dikirim?');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  const header = page.locator('.thread-header');
  await expect(header.locator('.inbox-status')).toHaveText('Open');
  return header;
};

test('snoozing and assigning from the keyboard keep the focus on the select, and the result is announced', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.slow();
  const header = await openConversation(page, 'Toko Pilih', 'Dewi Pilih');
  // What a screen reader hears once the change is made, from the page's live region.
  const announced = (text: RegExp) => page.getByRole('status').filter({ hasText: text });

  // The change is held on its way, so the busy state cannot flash by.
  const snooze = header.getByLabel('Snooze');
  await snooze.focus();
  let release = await holdNextRequest(page, /conversations\.setStatus/);
  await page.keyboard.press('ArrowDown');
  await expect(snooze).toBeFocused();
  release();
  await expect(header.locator('.inbox-status')).toHaveText('Snoozed');
  await expect(snooze).toBeFocused();
  await expect(announced(/^Snoozed until /)).toBeAttached();

  // Unassigned to start (opening the inbox may have given it to the owner); snoozed, it is not
  // waiting, so no automatic assignment takes it again.
  const conversationId = new URL(page.url()).pathname.split('/').at(-1);
  const unassigned = await (await sessionRequest(page)).put(
    `/api/conversations/${conversationId}/assignee`,
    { data: { assignee_id: null } },
  );
  expect(unassigned.status(), await unassigned.text()).toBe(200);
  const assignee = header.getByLabel('Assignee');
  await expect(assignee).toHaveValue('');
  await assignee.focus();
  release = await holdNextRequest(page, /conversations\.assign/);
  await page.keyboard.press('ArrowDown');
  await expect(assignee).toBeFocused();
  release();
  await expect(announced(/^Assigned to Sari Wijaya$/)).toBeAttached();
  await expect(assignee).not.toHaveValue('');
  await expect(assignee).toBeFocused();

  // While the change is on its way another choice does nothing, as the buttons' presses do.
  release = await holdNextRequest(page, /conversations\.assign/);
  const assigns = changesMade(page, 'conversations.assign');
  await page.keyboard.press('ArrowUp');
  await expect(assignee).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowDown');
  release();
  await expect(announced(/^Unassigned$/)).toBeAttached();
  await expect(assignee).toHaveValue('');
  await expect(assignee).toBeFocused();
  expect(await assigns.made()).toBe(1);
});

test('ticking a label from the keyboard keeps the focus on its checkbox', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.slow();
  // Made before the inbox reads the business's labels.
  const header = await openConversation(page, 'Toko Centang', 'Budi Centang', async () => {
    const created = await (await sessionRequest(page)).post('/api/labels', {
      data: { name: 'Komplain', color: 'red' },
    });
    expect(created.status(), await created.text()).toBe(201);
  });

  const picker = header.getByRole('button', { name: 'Labels' });
  await picker.focus();
  await page.keyboard.press('Enter');
  const komplain = header.getByRole('checkbox', { name: 'Komplain' });
  await komplain.focus();
  const release = await holdNextRequest(page, /conversations\.addLabel/);
  await page.keyboard.press('Space');
  await expect(komplain).toBeChecked();
  await expect(komplain).toBeFocused();
  release();
  await expect(header.locator('.thread-labels')).toHaveText('Komplain');
  await expect(komplain).toBeFocused();
  await page.keyboard.press('Space');
  await expect(header.locator('.thread-labels')).toHaveCount(0);
  await expect(komplain).not.toBeChecked();
  await expect(komplain).toBeFocused();
});
