import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/site/legal-page.tsx';
import { pageMeta } from '../../content/meta.ts';
import { intro, sections, title } from '../../content/privacy.ts';
import { headFromLoader } from './-head.ts';

export const Route = createFileRoute('/_site/privacy')({
  loader: () => pageMeta.privacy,
  head: headFromLoader('/privacy'),
  component: () => <LegalPage title={title} intro={intro} sections={sections} />,
});
