import type { Article } from '../../content/types.ts';

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="article-meta">
      <span className="category">{article.category}</span>
      <time dateTime={article.isoDate}>{article.date}</time>
    </p>
  );
}
