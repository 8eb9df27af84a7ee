import { createFileRoute } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';
import type { MessageKey } from '../../../i18n/en.ts';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { AgentNotice } from './-components/agent-notice.tsx';
import { DocumentsPanel } from './-components/knowledge/documents-panel.tsx';
import { FaqPanel } from './-components/knowledge/faq-panel.tsx';
import { Playground } from './-components/knowledge/playground.tsx';

const TAB_IDS = ['faqs', 'documents', 'playground'] as const;
type Tab = (typeof TAB_IDS)[number];

export const Route = createFileRoute('/_app/dashboard/knowledge')({
  // The open tab is in the address, so the Quick Start Guide and the playground's empty state
  // link straight to the Playground or the FAQs.
  validateSearch: (search: Record<string, unknown>): { tab?: Tab } =>
    TAB_IDS.includes(search.tab as Tab) ? { tab: search.tab as Tab } : {},
  loader: headLoader({
    title: en['pageTitle.knowledge'],
    description: 'What the AI bot knows about your business: FAQs, documents and web pages.',
    path: '/dashboard/knowledge',
    noindex: true,
  }),
  head: headFromLoader,
  component: KnowledgePage,
});

const TABS = [
  { id: 'faqs', label: 'knowledge.tabFaqs' },
  { id: 'documents', label: 'knowledge.tabDocuments' },
  { id: 'playground', label: 'knowledge.tabPlayground' },
] as const satisfies readonly { id: Tab; label: MessageKey }[];

function KnowledgePage() {
  const { t } = useLocale();
  const { known, canManage } = useTeamRole();
  const tab = Route.useSearch().tab ?? 'faqs';
  const navigate = Route.useNavigate();
  const setTab = (next: Tab) =>
    void navigate({ search: next === 'faqs' ? {} : { tab: next }, replace: true });

  // The focus goes to the tab opened, as if it were clicked: not to the page's start.
  const openTab = (next: Tab) => {
    setTab(next);
    document.getElementById(`knowledge-tab-${next}`)?.focus();
  };

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern has it.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((item) => item.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length] as (typeof TABS)[number];
    openTab(next.id);
  };

  if (known && !canManage) return <AgentNotice title={t('knowledge.title')} />;
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('knowledge.title')}</h1>
          <p className="dashboard-page-lead">{t('knowledge.lead')}</p>
        </div>
      </header>
      <div className="knowledge-tabs" role="tablist" aria-label={t('knowledge.title')}>
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`knowledge-tab-${item.id}`}
            type="button"
            role="tab"
            className="knowledge-tab"
            aria-selected={tab === item.id}
            aria-controls={`knowledge-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={onKeyDown}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div
        id={`knowledge-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`knowledge-tab-${tab}`}
        className="knowledge-panel"
      >
        {tab === 'faqs' ? (
          <FaqPanel />
        ) : tab === 'documents' ? (
          <DocumentsPanel />
        ) : (
          <Playground onOpenTab={openTab} />
        )}
      </div>
    </div>
  );
}
