import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/site/legal-page.tsx';
import { pageMeta } from '../../content/meta.ts';
import { intro, sections, title } from '../../content/privacy.ts';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/privacy')({
  head: () => pageHead({ ...pageMeta.privacy, path: '/privacy' }),
  component: () => <LegalPage title={title} intro={intro} sections={sections} />,
});
