import { expect, type Page, test } from '@playwright/test';
import { articles } from '../../src/content/blog/articles.ts';

// A page's content is the same at every width, and the geometry test checks its layout at 375 px:
// content runs at desktop width alone; the scroll-to-top button, which floats over a phone's page
// too, at both.

/** Hydration mismatches and failed requests show up as console errors; a page must have none. */
const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test('home: hero, the Lite/Pro comparison and the testimonial strip', {
  tag: '@desktop-only',
}, async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Layanan Pelanggan AI di WhatsApp untuk UMKM | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const plans = page.locator('.price-card');
  await expect(plans).toHaveCount(2);
  await expect(plans.nth(0)).toContainText('Lite');
  await expect(plans.nth(0)).toContainText('mulai dari Rp 349.500/tahun');
  await expect(plans.nth(0)).not.toContainText('Rekomendasi');
  await expect(plans.nth(1)).toContainText('Pro');
  await expect(plans.nth(1)).toContainText('mulai dari Rp 579.000/bulan');
  await expect(plans.nth(1).locator('.price-badge')).toHaveText('Rekomendasi');

  // Eight testimonials, each rated 5; the second copy (for the loop) is hidden from readers.
  const strip = page.locator('.testimonial-strip');
  const cards = strip.locator('li:not([aria-hidden]) .testimonial');
  await expect(cards).toHaveCount(8);
  await expect(strip.getByRole('img', { name: 'Nilai 5 dari 5' })).toHaveCount(8);
  const track = strip.locator('.testimonial-track');
  await expect(track).toHaveCSS('animation-play-state', 'running');
  await strip.hover();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  expect(errors).toEqual([]);
});

test('home: the testimonial strip keeps still for reduced motion', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('.testimonial-track')).toHaveCSS('animation-name', 'none');
});

test('/lite: back link, eight features and three yearly packages', {
  tag: '@desktop-only',
}, async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/lite');
  await expect(page).toHaveTitle('Balasin Lite: Chatbot AI WhatsApp | Balasin');
  await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  await expect(page.locator('section[aria-labelledby="features-title"] li')).toHaveCount(8);
  const packages = page.locator('.price-card');
  await expect(packages).toHaveCount(3);
  for (const [index, name, price, numbers] of [
    [0, 'Basic', 'Rp 349.500', '4 nomor WhatsApp'],
    [1, 'Pro', 'Rp 595.000', '6 nomor WhatsApp'],
    [2, 'Enterprise', 'Rp 695.000', '10 nomor WhatsApp'],
  ] as const) {
    await expect(packages.nth(index).getByRole('heading')).toHaveText(name);
    await expect(packages.nth(index)).toContainText(`${price}/tahun`);
    await expect(packages.nth(index)).toContainText(numbers);
  }
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('/pro: back link, twelve main features and the four-plan grid', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/pro');
  await expect(page).toHaveTitle('Balasin Pro: Platform Layanan Pelanggan AI | Balasin');
  await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="features-title"] li.card')).toHaveCount(12);
  const plans = page.locator('.price-card');
  await expect(plans).toHaveCount(4);
  for (const [index, name, price] of [
    [0, 'Pro', 'Rp 579K'],
    [1, 'Business', 'Rp 1.499K'],
    [2, 'Enterprise', 'Rp 5.799K'],
    [3, 'Unlimited+', 'Rp 15.799K'],
  ] as const) {
    await expect(plans.nth(index).getByRole('heading')).toHaveText(name);
    await expect(plans.nth(index)).toContainText(`${price}/bulan`);
  }
  await expect(plans.nth(3)).toContainText('500.000 respons AI');
  await expect(plans.nth(3)).toContainText('Dukungan on-call 24/7');
});

test('/about: vision, mission, three technology cards and the contact button', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Visi Kami' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Misi Kami' })).toBeVisible();
  const technology = page.locator('section[aria-labelledby="technology-title"] li.card');
  await expect(technology).toHaveCount(3);
  await expect(technology.nth(0)).toContainText('Pemrosesan Bahasa Alami');
  await expect(technology.nth(1)).toContainText('Machine Learning');
  await expect(technology.nth(2)).toContainText('Cloud');
  await page.getByRole('link', { name: 'Hubungi Kami' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
});

test('/privacy: seven sections and a reply within 30 working days', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Kebijakan Privasi | Balasin');
  await expect(page.locator('.legal h2')).toHaveCount(7);
  await expect(page.locator('.legal')).toContainText('30 hari kerja');
});

test("/terms: ten sections, the spec's rules and today's date", { tag: '@desktop-only' }, async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/terms');
  await expect(page.locator('.legal h2')).toHaveCount(10);
  const terms = page.locator('.legal');
  await expect(terms).toContainText('minimal 18 tahun');
  await expect(terms).toContainText('30 hari sebelum berlaku');
  await expect(terms).toContainText('tidak dapat dikembalikan');
  const today = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date());
  await expect(page.locator('.legal-updated')).toHaveText(`Terakhir diperbarui: ${today}`);
  expect(errors).toEqual([]);
});

test('/blog: six cards with image, date, category, title, excerpt and link', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog | Balasin');
  const cards = page.locator('.article-card');
  await expect(cards).toHaveCount(6);
  for (const [index, article] of articles.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('img')).toHaveAttribute('src', article.image);
    await expect(card.locator('time')).toHaveText(article.date);
    await expect(card.locator('.category')).toHaveText(article.category);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
    await expect(card).toContainText(article.excerpt);
    await expect(card.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${article.slug}`,
    );
  }
  // Each image ships with the site: no hotlinks.
  for (const article of articles) {
    const image = await page.request.get(article.image);
    expect(image.status(), article.image).toBe(200);
  }
});

test('an article: its parts, share links, two related articles, and top of page', {
  tag: '@desktop-only',
}, async ({ page }) => {
  const errors = watchConsole(page);
  const [first, second, third] = articles;
  if (!first || !second || !third) throw new Error('six articles expected');
  await page.goto(`/blog/${second.slug}`);
  await expect(page).toHaveTitle(`${second.title} | Balasin`);
  const article = page.locator('article.article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(second.title);
  await expect(article.locator('.article-hero')).toHaveAttribute('src', second.image);
  await expect(article.locator('.category')).toHaveText(second.category);
  await expect(article.locator('time')).toHaveText(second.date);
  const headings = article.locator('.article-body h2');
  expect(await headings.count()).toBeGreaterThanOrEqual(4);
  await expect(headings.last()).toHaveText('Kesimpulan');
  const share = page.getByRole('region', { name: 'Bagikan artikel' });
  await expect(share.getByRole('button')).toHaveCount(4);
  await share.getByRole('button', { name: 'WhatsApp' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${second.slug}$`));

  // Related: the first two other articles in list order.
  const related = page.locator('section[aria-labelledby="related-title"] .article-card');
  await expect(related).toHaveCount(2);
  await expect(related.nth(0).getByRole('heading')).toHaveText(first.title);
  await expect(related.nth(1).getByRole('heading')).toHaveText(third.title);

  // Following one starts the next article at the top.
  await related.nth(0).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await related.nth(0).getByRole('link', { name: first.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test("an unknown article says 'Artikel tidak ditemukan' with a link back", {
  tag: '@desktop-only',
}, async ({ page }) => {
  const response = await page.goto('/blog/tidak-ada-artikel-ini');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel tidak ditemukan');
  await page.getByRole('link', { name: 'Kembali ke Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('.article-card')).toHaveCount(6);
});

test('an unknown address answers 404 with the header, the footer and a way back', {
  tag: '@desktop-only',
}, async ({ page }) => {
  for (const path of ['/nope', '/dashboard/nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Halaman tidak ditemukan | Balasin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('scroll-to-top button after 300 px, and every route change starts at the top', async ({
  page,
}) => {
  await page.goto('/privacy');
  const button = page.getByRole('button', { name: 'Kembali ke atas' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Syarat dan Ketentuan' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
