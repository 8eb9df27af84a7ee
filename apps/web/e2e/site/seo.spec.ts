import { expect, test } from '@playwright/test';
import { articles } from '../../src/content/blog/articles.ts';
import { PUBLIC_PAGE_PATHS } from '../../src/content/site-paths.ts';
import { E2E_BASE_URL } from '../support/env.ts';

/**
 * What a crawler that runs no JavaScript sees: every public page's own head tags and its whole
 * content, straight from the prerendered HTML.
 */
// The HTML is the same at every width: checked once, at desktop width.
test('without JavaScript, each public page has its own head tags and content', {
  tag: '@desktop-only',
}, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');

  for (const path of PUBLIC_PAGE_PATHS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'id');

    const title = await page.title();
    expect(title, path).toMatch(/^.+ \| Balasin$/);
    titles.add(title);
    const description = await meta('meta[name="description"]');
    expect(description?.length, path).toBeGreaterThan(50);
    descriptions.add(description ?? '');
    const url = `${E2E_BASE_URL}${path}`;
    await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute('href', url);
    expect(await meta('meta[property="og:title"]'), path).toBe(title);
    expect(await meta('meta[property="og:description"]'), path).toBe(description);
    expect(await meta('meta[property="og:url"]'), path).toBe(url);
    // Share previews must be raster images (no network preview renders SVG), served by us.
    const image = await meta('meta[property="og:image"]');
    expect(image, path).toMatch(new RegExp(`^${E2E_BASE_URL}/images/share/.+\\.png$`));
    const served = await page.request.get(new URL(image ?? '').pathname);
    expect(served.headers()['content-type'], path).toBe('image/png');
    expect(await meta('meta[name="twitter:card"]'), path).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:title"]'), path).toBe(title);
    expect(await meta('meta[name="twitter:image"]'), path).toBe(image);

    // The content itself, not an empty shell: header, one h1, the page's text, footer.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Lite Version' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(400);
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(5);
  }
  expect(titles.size).toBe(PUBLIC_PAGE_PATHS.length);
  expect(descriptions.size).toBe(PUBLIC_PAGE_PATHS.length);

  // An article's whole text is in the HTML, down to its conclusion.
  const [article] = articles;
  if (!article) throw new Error('articles expected');
  await page.goto(`/blog/${article.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('main')).toContainText(article.content.conclusion.slice(0, 80));
  await expect(page.getByRole('heading', { name: 'Kesimpulan' })).toBeVisible();
  await context.close();
});

test('robots.txt, sitemap.xml and the favicon', { tag: '@desktop-only' }, async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(PUBLIC_PAGE_PATHS.map((path) => `${E2E_BASE_URL}${path}`));

  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
});
