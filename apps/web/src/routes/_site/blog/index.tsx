import { BRAND } from '@balasin/shared/brand';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleCard } from '../../../components/site/article-card.tsx';
import { articles } from '../../../content/blog/articles.ts';
import { pageMeta } from '../../../content/meta.ts';
import { pageHead } from '../../../lib/head.ts';

export const Route = createFileRoute('/_site/blog/')({
  head: () => pageHead({ ...pageMeta.blog, path: '/blog' }),
  // The articles travel with the page's own chunk (see vite.config.ts), not the main bundle.
  loader: () => articles,
  component: BlogPage,
});

/** A grid of the six articles, each linking to /blog/{slug} (spec route table). */
function BlogPage() {
  const list = Route.useLoaderData();
  return (
    <div className="container page-section">
      <div className="section-heading">
        <h1>Blog {BRAND}</h1>
        <p>{pageMeta.blog.description}</p>
      </div>
      <ul className="card-grid card-grid-3">
        {list.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
