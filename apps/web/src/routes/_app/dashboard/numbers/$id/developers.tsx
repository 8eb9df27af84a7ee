import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../../../i18n/en.ts';
import { headFromLoader, headLoader } from '../../../../../lib/head.ts';
import { ApiLogCard } from '../-components/api-log-card.tsx';
import { ApiQuickStart } from '../-components/api-quick-start.tsx';
import { ApiTokensCard } from '../-components/api-tokens-card.tsx';
import { NumberDetailGate } from '../-components/number-detail-gate.tsx';
import { NumberHeader } from '../-components/number-header.tsx';

export const Route = createFileRoute('/_app/dashboard/numbers/$id/developers')({
  loader: headLoader({
    title: en['pageTitle.developers'],
    description: 'API tokens and the API log of a WhatsApp number.',
    path: '/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: DevelopersPage,
});

function DevelopersPage() {
  const { id } = Route.useParams();
  return (
    <NumberDetailGate id={id}>
      {(number) => (
        <div className="dashboard-page">
          <NumberHeader number={number} />
          <ApiTokensCard numberId={number.id} />
          <ApiQuickStart />
          <ApiLogCard numberId={number.id} />
        </div>
      )}
    </NumberDetailGate>
  );
}
