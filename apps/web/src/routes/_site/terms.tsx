import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/site/legal-page.tsx';
import { TodayDate } from '../../components/site/today-date.tsx';
import { intro, lastUpdatedLabel, meta, sections, title } from '../../content/terms.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/terms')({
  loader: headLoader({ ...meta, path: '/terms' }),
  head: headFromLoader,
  component: TermsPage,
});

function TermsPage() {
  return (
    <LegalPage
      title={title}
      intro={intro}
      sections={sections}
      aside={
        <p className="legal-updated">
          {lastUpdatedLabel}: <TodayDate />
        </p>
      }
    />
  );
}
