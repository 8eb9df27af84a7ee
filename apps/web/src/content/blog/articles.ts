import type { Article } from '../types.ts';
import { caraMenghubungkanNomorWhatsappKeBalasin } from './cara-menghubungkan-nomor-whatsapp-ke-balasin.ts';
import { chatbotAiUntukUmkm } from './chatbot-ai-untuk-umkm.ts';
import { mengukurKepuasanPelangganDenganData } from './mengukur-kepuasan-pelanggan-dengan-data.ts';
import { studiKasusTokoKueRumahan } from './studi-kasus-toko-kue-rumahan.ts';
import { templateBalasanWhatsappYangEfektif } from './template-balasan-whatsapp-yang-efektif.ts';
import { whatsappBusinessUntukLayananPelanggan } from './whatsapp-business-untuk-layanan-pelanggan.ts';

/** All blog articles, newest first. The blog grid and "related articles" use this order. */
export const articles: Article[] = [
  caraMenghubungkanNomorWhatsappKeBalasin,
  studiKasusTokoKueRumahan,
  mengukurKepuasanPelangganDenganData,
  templateBalasanWhatsappYangEfektif,
  chatbotAiUntukUmkm,
  whatsappBusinessUntukLayananPelanggan,
];

/** Number of related articles shown under an article. */
export const RELATED_ARTICLE_COUNT = 2;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The first two articles in list order other than the one with `slug`. */
export function relatedArticles(slug: string): Article[] {
  return articles.filter((article) => article.slug !== slug).slice(0, RELATED_ARTICLE_COUNT);
}
