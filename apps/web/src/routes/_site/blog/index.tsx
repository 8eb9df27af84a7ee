import { BRAND } from '@balasin/shared/brand';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleCard } from '../../../components/site/article-card.tsx';
import { articles } from '../../../content/blog/articles.ts';
import { meta } from '../../../content/blog/list-page.ts';
import { headFromLoader, pageHead } from '../../../lib/head.ts';

export const Route = createFileRoute('/_site/blog/')({
  // The articles travel with the page's own chunk (see vite.config.ts), not the main bundle.
  loader: () => ({ articles, head: pageHead({ ...meta, path: '/blog' }) }),
  head: headFromLoader,
  component: BlogPage,
});

/** A grid of the six articles, each linking to /blog/{slug} (spec route table). */
function BlogPage() {
  const { articles: list } = Route.useLoaderData();
  return (
    <div className="container page-section">
      <div className="section-heading">
        <h1>Blog {BRAND}</h1>
        <p>{meta.description}</p>
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
