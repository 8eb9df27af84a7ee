import {
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { adminRequest, registerCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, sessionRequest } from '../support/app.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import { uniquePrefix } from './seed.ts';

/** A line holding nothing but a domain's ending: '.id', '.co', '.co.id', '.com'. */
const SUFFIX_ONLY = /^(\.[a-z]{2,3}){1,2}$/;

/**
 * The lines an element's text is laid out in, as a reader sees them: its characters grouped by
 * the line box each one sits in.
 */
const linesOf = (element: Locator) =>
  element.evaluate((root) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top + rect.height / 2);
        lines.set(top, (lines.get(top) ?? '') + text[at]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });

/** Ten, the users list's page. */
const addressesOf = (prefix: string) => [
  `${prefix}@toko.co`,
  `${prefix}.ayu@tokobatik.co.id`,
  `${prefix}.pemilik@toko-batik.co.id`,
  `${prefix}@rumahmakanpadang.co.id`,
  `${prefix}.admin@kopi-senja.id`,
  `${prefix}.cs@warungsederhana.co`,
  `${prefix}.owner@sepatu-lokal-bandung.co.id`,
  `${prefix}.halo@tokobajuanakmurah.id`,
  `${prefix}x@toko-kue-nusantara.co`,
  // The longest run kept whole (16 characters), of the broadest letters.
  `${prefix}.mwmwmwmwmwmwmw@toko.co`,
];

const expectNoSuffixAlone = async (page: Page, addresses: string[]) => {
  const cells = page.locator('.admin-user-email');
  await expect(cells).toHaveCount(addresses.length);
  for (const cell of await cells.all()) {
    const lines = await linesOf(cell);
    expect(addresses).toContain(lines.join(''));
    // None holds the domain's ending alone.
    for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(SUFFIX_ONLY);
    // And none runs past its row (on a phone, its card).
    const inside = await cell.evaluate((element) => {
      const row = element.closest('tr')?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      return !row || range.getBoundingClientRect().right <= row.right;
    });
    expect(inside, lines.join(' / ')).toBe(true);
  }
};

test('long e-mail addresses wrap after the @ and at dots, never leaving a domain ending alone on its line, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.slow();
  const width = isPhone(page) ? 375 : 1280;
  const prefix = uniquePrefix();
  const addresses = addressesOf(prefix);
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  for (const email of addresses) await registerCustomer(request, { email });
  // An admin of this test's own, promoted by the server's: their language is theirs to change
  // while other tests read the admin area as the server's admin, in English.
  const reviewer = await registerCustomer(request, { email: `${uniquePrefix()}@example.com` });
  await request.dispose();
  const admin = await adminRequest();
  const found = (await (
    await admin.get('/api/admin/users', { params: { q: reviewer.email } })
  ).json()) as { items: { id: string }[] };
  const promoted = await admin.post(`/api/admin/users/${found.items[0]?.id}/role`, {
    data: { role: 'admin' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await admin.dispose();

  await signInThroughApi(page, reviewer);
  await page.goto(`/admin/users?q=${prefix}`);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expectNoSuffixAlone(page, addresses);
  await page.screenshot({
    path: testInfo.outputPath(`admin-users-email-en-${width}.png`),
    fullPage: true,
  });

  const api = await sessionRequest(page);
  expect((await api.put('/api/auth/user/locale', { data: { locale: 'id' } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kelola Pengguna' })).toBeVisible();
  await expectNoSuffixAlone(page, addresses);
  await page.screenshot({
    path: testInfo.outputPath(`admin-users-email-id-${width}.png`),
    fullPage: true,
  });
});
