import { Link } from '@tanstack/react-router';
import type { Article } from '../../content/types.ts';
import { ArticleMeta } from './article-meta.tsx';

type ArticleCardProps = {
  article: Article;
  /** h2 on the blog list, h3 under an article's own h2 "Artikel terkait". */
  headingLevel: 'h2' | 'h3';
};

/** A blog card: image, date, category, title, excerpt and the link to /blog/{slug}. */
export function ArticleCard({ article, headingLevel: Heading }: ArticleCardProps) {
  return (
    <article className="card article-card">
      <img src={article.image} alt={article.imageAlt} width="1200" height="630" loading="lazy" />
      <div className="article-card-body">
        <ArticleMeta article={article} />
        <Heading>
          <Link to="/blog/$slug" params={{ slug: article.slug }}>
            {article.title}
          </Link>
        </Heading>
        <p>{article.excerpt}</p>
        <Link
          to="/blog/$slug"
          params={{ slug: article.slug }}
          className="read-more"
          aria-label={`Baca selengkapnya: ${article.title}`}
        >
          Baca selengkapnya
        </Link>
      </div>
    </article>
  );
}
