import type { Article } from '../types';
import { caraMenghubungkanNomorWhatsappKeBalasin } from './cara-menghubungkan-nomor-whatsapp-ke-balasin';
import { chatbotAiUntukUmkm } from './chatbot-ai-untuk-umkm';
import { mengukurKepuasanPelangganDenganData } from './mengukur-kepuasan-pelanggan-dengan-data';
import { studiKasusTokoKueRumahan } from './studi-kasus-toko-kue-rumahan';
import { templateBalasanWhatsappYangEfektif } from './template-balasan-whatsapp-yang-efektif';
import { whatsappBusinessUntukLayananPelanggan } from './whatsapp-business-untuk-layanan-pelanggan';

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
