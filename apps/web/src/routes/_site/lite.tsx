import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../../components/site/product-page.tsx';
import * as content from '../../content/lite.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

/** Back link, eight feature bullets and the three yearly packages (spec route table). */
export const Route = createFileRoute('/_site/lite')({
  loader: headLoader({ ...content.meta, path: '/lite' }),
  head: headFromLoader,
  component: LitePage,
});

function LitePage() {
  return <ProductPage content={content} />;
}
