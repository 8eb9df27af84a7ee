import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../../i18n/en.ts';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { ThreadView } from '../-components/inbox/thread-view.tsx';

export const Route = createFileRoute('/_app/dashboard/inbox/$id')({
  loader: headLoader({
    title: en['pageTitle.conversation'],
    description: 'A conversation with a customer.',
    path: '/dashboard/inbox',
    noindex: true,
  }),
  head: headFromLoader,
  component: ConversationPage,
});

function ConversationPage() {
  const { id } = Route.useParams();
  // Keyed: another conversation starts with an empty reply box and its own scroll.
  return <ThreadView key={id} id={id} />;
}
