import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../../lib/head.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { BotSettingsForm } from '../-components/bot/bot-settings-form.tsx';
import { BotSwitch } from '../-components/bot/bot-switch.tsx';
import { NumberDetailGate } from '../-components/number-detail-gate.tsx';
import { NumberHeader } from '../-components/number-header.tsx';

export const Route = createFileRoute('/_app/dashboard/numbers/$id/bot')({
  loader: headLoader({
    title: en['pageTitle.bot'],
    description: 'The AI bot of a WhatsApp number: on or off, greeting, hours and hand-off.',
    path: '/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: BotPage,
});

function BotPage() {
  const { id } = Route.useParams();
  return (
    <NumberDetailGate id={id}>
      {(number) => (
        <div className="dashboard-page">
          <NumberHeader number={number} />
          <BotSettingsPanel numberId={number.id} />
        </div>
      )}
    </NumberDetailGate>
  );
}

function BotSettingsPanel({ numberId }: { numberId: string }) {
  const { t } = useLocale();
  const { trpc } = useAppServices();
  const settings = useQuery(trpc.whatsappNumbers.bot.queryOptions({ id: numberId }));
  if (settings.isPending) {
    return (
      <p className="app-empty" role="status">
        {t('bot.loading')}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <div>
        <p className="alert-error" role="alert">
          {t('bot.loadFailed')}
        </p>
        <button type="button" className="button" onClick={() => void settings.refetch()}>
          {t('bot.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <section className="card bot-card" aria-labelledby="bot-title">
        <h2 id="bot-title">{t('bot.title')}</h2>
        <p className="bot-lead">{t('bot.lead')}</p>
        <BotSwitch numberId={numberId} settings={settings.data} />
      </section>
      <BotSettingsForm numberId={numberId} settings={settings.data} />
    </>
  );
}
