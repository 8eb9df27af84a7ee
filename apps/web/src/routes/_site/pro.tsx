import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../../components/site/product-page.tsx';
import * as content from '../../content/pro.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

/** Back link, the twelve main features and the four monthly plans (spec route table). */
export const Route = createFileRoute('/_site/pro')({
  loader: headLoader({ ...content.meta, path: '/pro' }),
  head: headFromLoader,
  component: ProPage,
});

function ProPage() {
  return <ProductPage content={content} />;
}
