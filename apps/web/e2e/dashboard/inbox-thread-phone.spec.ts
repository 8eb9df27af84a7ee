import { expect, type Locator, type Page, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { isPhone, sessionRequest } from '../support/app.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

const NAME = 'Rina Kartika Sari Dewi Lestari Wulandari';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

// A conversation the bot handed over (so the header says why), carrying a label.
const handedOver = async (page: Page) => {
  await signInThroughApi(page, await activeCustomer(page.request));
  const numberId = await pairedTestNumber(page, 'Toko Layar');
  const request = await sessionRequest(page);
  expect(
    (
      await request.put(`/api/whatsapp-numbers/${numberId}/bot`, { data: { enabled: true } })
    ).status(),
  ).toBe(200);
  const created = await request.post('/api/labels', { data: { name: 'Komplain', color: 'red' } });
  expect(created.status(), await created.text()).toBe(201);
  const rina = sandboxCustomer(page, numberId, { name: NAME });
  await rina.writes('kak mau ngobrol sama admin aja');
  await page.goto('/dashboard/inbox');
  await page.getByRole('link', { name: /Rina Kartika/ }).click();
  const header = page.locator('.thread-header');
  await expect(header.locator('.thread-handoff')).toBeVisible();
  return header;
};

const tickLabel = async (page: Page, header: Locator) => {
  if (isPhone(page)) await header.getByRole('button', { name: 'More actions' }).click();
  await header.getByRole('button', { name: 'Labels' }).click();
  await header.getByRole('checkbox', { name: 'Komplain' }).check();
  await expect(header.locator('.thread-labels')).toHaveText('Komplain');
};

test(
  'on a phone the messages keep most of the screen, with the hand-off notice and a label; every action stays reachable',
  {
    tag: '@phone-only',
  },
  async ({ page }, testInfo) => {
    test.slow();
    const header = await handedOver(page);
    await tickLabel(page, header);
    // The label panel's way to the labels page is a whole finger's height.
    expect
      .soft((await box(header.getByRole('link', { name: 'Manage labels' }))).height)
      .toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    // Closed again, as the page is first seen.
    await header.getByRole('button', { name: 'More actions' }).click();
    await expect(header.getByRole('button', { name: 'Labels' })).toBeHidden();

    for (const locale of ['en', 'id'] as const) {
      if (locale === 'id') {
        const changed = await (await sessionRequest(page)).put('/api/auth/user/locale', {
          data: { locale: 'id' },
        });
        expect(changed.status()).toBe(200);
        await page.reload();
      }
      await expect(header.locator('.thread-handoff')).toBeVisible();
      await expect(header.locator('.thread-labels')).toHaveText('Komplain');
      // The whole name is there for a screen reader, however short the line cuts it.
      await expect(header.getByRole('heading', { level: 2 })).toHaveText(NAME);
      const log = await box(page.locator('.thread-log'));
      const share = log.height / 740;
      testInfo.annotations.push({
        type: `messages share ${locale}`,
        description: share.toFixed(3),
      });
      // 0.20 before the header was made compact; the reply box's 243 px hold most of the rest.
      expect(share).toBeGreaterThanOrEqual(0.34);
      await page.screenshot({ path: testInfo.outputPath(`thread-phone-${locale}.png`) });

      // Why the bot let go is one line until tapped, then whole, and one line again.
      const notice = header.locator('.thread-handoff');
      await expect(notice).toHaveAttribute('aria-expanded', 'false');
      expect((await box(notice)).height).toBeGreaterThanOrEqual(44);
      await notice.click();
      await expect(notice).toHaveAttribute('aria-expanded', 'true');
      await page.screenshot({ path: testInfo.outputPath(`thread-phone-notice-${locale}.png`) });
      await notice.click();
      await expect(notice).toHaveAttribute('aria-expanded', 'false');

      // Every other action is one press of More away, each a 44 px target.
      const more = header.getByRole('button', { name: locale === 'en' ? 'More actions' : /lain/i });
      await more.click();
      const actions = header.locator('.thread-actions');
      await expect(actions).toBeVisible();
      for (const control of await actions.locator('button, select').all()) {
        const { height } = await box(control);
        expect(height).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: testInfo.outputPath(`thread-phone-more-${locale}.png`) });
      await more.click();
    }
  },
);

test(
  'at 1280 px the actions that wrap start under Resolve',
  {
    tag: '@desktop-only',
  },
  async ({ page }, testInfo) => {
    test.slow();
    const header = await handedOver(page);
    await tickLabel(page, header);
    await page.keyboard.press('Escape');
    for (const locale of ['en', 'id'] as const) {
      if (locale === 'id') {
        const changed = await (await sessionRequest(page)).put('/api/auth/user/locale', {
          data: { locale: 'id' },
        });
        expect(changed.status()).toBe(200);
        await page.reload();
        await expect(header.locator('.thread-labels')).toHaveText('Komplain');
      }
      const resolve = await box(header.locator('.thread-primary .button-primary'));
      const controls = header.locator('.thread-actions').locator('button, select');
      const lefts: number[] = [];
      for (const control of await controls.all()) {
        const { x, y } = await box(control);
        if (y > resolve.y + resolve.height) lefts.push(x);
      }
      // The second row starts at Resolve's left edge, not under the first row's second control.
      if (lefts.length > 0) expect(Math.abs(Math.min(...lefts) - resolve.x)).toBeLessThanOrEqual(1);
      await page.screenshot({ path: testInfo.outputPath(`thread-desktop-${locale}.png`) });
    }
  },
);
