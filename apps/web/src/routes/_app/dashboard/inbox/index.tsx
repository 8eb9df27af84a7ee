import { createFileRoute } from '@tanstack/react-router';
import { ChatIcon } from '../../../../components/app/icons.tsx';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';

export const Route = createFileRoute('/_app/dashboard/inbox/')({
  loader: headLoader({
    title: en['pageTitle.inbox'],
    description: 'Answer your customers together with the bot.',
    path: '/dashboard/inbox',
    noindex: true,
  }),
  head: headFromLoader,
  component: NoConversation,
});

/** The laptop's right side before a conversation is chosen. */
function NoConversation() {
  const { t } = useLocale();
  return (
    <div className="thread-empty">
      <span className="dashboard-placeholder-icon">
        <ChatIcon />
      </span>
      <p>{t('inbox.choose')}</p>
    </div>
  );
}
