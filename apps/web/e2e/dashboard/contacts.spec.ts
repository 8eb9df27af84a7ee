import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { failProcedures, isPhone, sessionRequest, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations, settled } from '../support/axe.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

const CUSTOMERS = [
  { from: '+6281234500011', name: 'Siti Nurhaliza 🌸' },
  { from: '+6281234500012', name: 'Budi Santoso' },
  { from: '+6281234500013', name: 'Budi kantor' },
];

/** A paired sandbox number of the signed-in owner, and customers who write to it. */
const customersWrite = async (page: Page) => {
  const numberId = await pairedTestNumber(page, 'Toko utama');
  for (const customer of CUSTOMERS) {
    await sandboxCustomer(page, numberId, { phone: customer.from, name: customer.name }).writes(
      'Halo, masih buka?',
    );
  }
  await expect
    .poll(
      async () =>
        (
          (await (await (await sessionRequest(page)).get('/api/contacts')).json()) as {
            count: number;
          }
        ).count,
    )
    .toBe(CUSTOMERS.length);
};

/** The row (or, on a phone, the card) of the contact with this name. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

const shoot = (page: Page, path: string) => page.screenshot({ path, fullPage: true });

test('the owner reads, searches, renames, merges, exports and imports contacts', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const owner = await activeCustomer(request);
  await signInThroughApi(page, owner);
  await customersWrite(page);

  await page.goto('/dashboard/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expect(page.getByText('3 of 5,000 contacts in your package')).toBeVisible();
  const siti = rowOf(page, 'Siti Nurhaliza 🌸');
  await expect(siti).toContainText('+6281234500011');
  const conversation = siti.getByRole('link', { name: /Toko utama/ });
  await expect(conversation).toHaveAttribute('href', /^\/dashboard\/inbox\/[0-9a-f-]{36}$/);
  await settled(page);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, testInfo.outputPath(`contacts-${testInfo.project.name}.png`));

  // Search narrows the list, by name or by phone.
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('500012');
  await expect(page.getByText('1 found')).toBeVisible();
  await expect(rowOf(page, 'Budi Santoso')).toBeVisible();
  await expect(siti).toBeHidden();
  await search.fill('zzz');
  await expect(page.getByText('No contact matches this search')).toBeVisible();
  await search.fill('');
  await expect(siti).toBeVisible();

  // Edit a name.
  await page.getByRole('button', { name: 'Edit name Budi kantor' }).click();
  const rename = page.getByRole('dialog', { name: 'Edit name' });
  await rename.getByLabel('Name').fill('Budi Santoso (kantor)');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name saved')).toBeVisible();
  await expect(rowOf(page, 'Budi Santoso (kantor)')).toBeVisible();

  // Merge the office number into Budi.
  await page.getByRole('button', { name: 'Merge Budi Santoso', exact: true }).click();
  const merge = page.getByRole('dialog', { name: /Merge a duplicate into Budi Santoso/ });
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(merge.getByText('Choose the duplicate first')).toBeVisible();
  await merge.getByLabel('Duplicate: name or phone').fill('kantor');
  await merge.getByRole('radio', { name: /Budi Santoso \(kantor\)/ }).check();
  await settled(page);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, testInfo.outputPath(`contacts-merge-${testInfo.project.name}.png`));
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(toastWith(page, 'Contacts merged')).toBeVisible();
  await expect(rowOf(page, 'Budi Santoso (kantor)')).toBeHidden();
  await expect(page.getByText('2 of 5,000 contacts in your package')).toBeVisible();

  // Export: Excel's UTF-8 (BOM, CRLF), names intact.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path()) as string);
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = exported.toString('utf8');
  expect(text).toContain('name,phone,first_message_at,last_message_at\r\n');
  expect(text).toContain('Siti Nurhaliza 🌸,+6281234500011,');

  // Import: a new contact, a renamed one, and a line that is not a phone number.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import contacts' });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByText('Choose a CSV file first')).toBeVisible();
  await importing.getByLabel('CSV file').setInputFiles({
    name: 'kontak.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFFnama,telepon\r\n"Dewi, Toko ""Makmur""",0813-1111-2222\r\nSiti N. 🌸,+6281234500011\r\nSalah,abc\r\n',
    ),
  });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByText('Added: 1. Renamed: 1.')).toBeVisible();
  await expect(importing.getByText('Skipped lines: 1')).toBeVisible();
  await expect(importing.getByText('Line 4: Not a phone number')).toBeVisible();
  await settled(page);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, testInfo.outputPath(`contacts-import-${testInfo.project.name}.png`));
  await importing.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf(page, 'Dewi, Toko "Makmur"')).toContainText('+6281311112222');
  await expect(rowOf(page, 'Siti N. 🌸')).toBeVisible();
  await expect(page.getByText('3 of 5,000 contacts in your package')).toBeVisible();
  if (isPhone(page)) {
    // Cards on a phone: nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await shoot(page, testInfo.outputPath(`contacts-after-${testInfo.project.name}.png`));
});

test(
  'a new business sees an empty book; a failed load says so and tries again',
  { tag: '@desktop-only' },
  async ({ page, request }, testInfo) => {
    const owner = await activeCustomer(request);
    await signInThroughApi(page, owner);
    await page.goto('/dashboard/contacts');
    await expect(page.getByText('No contacts yet', { exact: false })).toBeVisible();
    await expect(page.getByText('0 of 5,000 contacts in your package')).toBeVisible();
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, testInfo.outputPath(`contacts-empty-${testInfo.project.name}.png`));

    await failProcedures(page, ['contacts.list']);
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the contacts' });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await page.unrouteAll();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No contacts yet', { exact: false })).toBeVisible();
  },
);
