import { createFileRoute, Link } from '@tanstack/react-router';
import { ArticleCard } from '../../../components/site/article-card.tsx';
import { ArticleMeta } from '../../../components/site/article-meta.tsx';
import { ShareLinks } from '../../../components/site/share-links.tsx';
import { findArticle, relatedArticles } from '../../../content/blog/articles.ts';
import type { Article } from '../../../content/types.ts';
import { headFromLoader, pageHead } from '../../../lib/head.ts';

const NOT_FOUND_TITLE = 'Artikel tidak ditemukan';
const NOT_FOUND_TEXT = 'Artikel yang Anda cari tidak ada atau sudah dipindahkan.';

export const Route = createFileRoute('/_site/blog/$slug')({
  // The articles travel with the page's own chunk (see vite.config.ts), not the main bundle.
  loader: ({ params }) => {
    const article = findArticle(params.slug);
    return {
      article,
      related: article ? relatedArticles(article.slug) : [],
      head: pageHead(
        article
          ? {
              title: article.title,
              description: article.excerpt,
              path: `/blog/${article.slug}`,
              image: article.image,
              type: 'article',
            }
          : {
              title: NOT_FOUND_TITLE,
              description: NOT_FOUND_TEXT,
              path: `/blog/${params.slug}`,
              noindex: true,
            },
      ),
    };
  },
  head: headFromLoader,
  component: ArticlePage,
});

function ArticlePage() {
  const { article, related } = Route.useLoaderData();
  if (!article) return <ArticleNotFound />;
  return (
    <div className="container page-section">
      <article className="article">
        <Link to="/blog" className="back-link">
          <span aria-hidden="true">←</span> Kembali ke Blog
        </Link>
        <ArticleMeta article={article} />
        <h1>{article.title}</h1>
        <img
          className="article-hero"
          src={article.image}
          alt={article.imageAlt}
          width="1200"
          height="630"
          fetchPriority="high"
        />
        <ArticleBody article={article} />
        <ShareLinks />
      </article>
      <section aria-labelledby="related-title">
        <h2 id="related-title">Artikel terkait</h2>
        <ul className="card-grid">
          {related.map((other) => (
            <li key={other.slug}>
              <ArticleCard article={other} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const paragraphs = (text: string) => text.split('\n\n');

/** Intro, the sections and the conclusion headed Kesimpulan (spec section 2). */
function ArticleBody({ article }: { article: Article }) {
  const { intro, sections, conclusion } = article.content;
  return (
    <div className="article-body">
      {paragraphs(intro).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {paragraphs(section.content).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section>
        <h2>Kesimpulan</h2>
        {paragraphs(conclusion).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}

function ArticleNotFound() {
  return (
    <div className="container page-section not-found">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <Link to="/blog" className="button button-primary">
        Kembali ke Blog
      </Link>
    </div>
  );
}
