import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/site/legal-page.tsx';
import { intro, meta, sections, title } from '../../content/privacy.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/privacy')({
  loader: headLoader({ ...meta, path: '/privacy' }),
  head: headFromLoader,
  component: () => <LegalPage title={title} intro={intro} sections={sections} />,
});
