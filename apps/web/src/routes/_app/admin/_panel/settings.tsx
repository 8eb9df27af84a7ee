import type { OperatorSettings } from '@balasin/shared/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { forgetOperatorSettings } from '../../../../lib/operator-settings.ts';
import { toast } from '../../../../lib/toast.ts';
import { SettingsForm } from '../-components/settings-form.tsx';
import { type SettingsValues, toValues } from '../-components/settings-values.ts';

export const Route = createFileRoute('/_app/admin/_panel/settings')({
  loader: headLoader({
    title: en['pageTitle.settings'],
    description: 'Bank accounts, company details and support contacts.',
    path: '/admin/settings',
    noindex: true,
  }),
  head: headFromLoader,
  component: SettingsPage,
});

/** Where the form stands: its values, how many accounts it shows, and a key to start it again. */
type Draft = { values: SettingsValues; count: number; version: number; focusSlot?: number };

function SettingsPage() {
  const { t } = useLocale();
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.settings.queryOptions());
  const update = useMutation(trpc.admin.updateSettings.mutationOptions());
  const [draft, setDraft] = useState<Draft>();

  const save = async (input: OperatorSettings) => {
    const saved = await update.mutateAsync(input);
    queryClient.setQueryData(trpc.admin.settings.queryKey(), saved);
    // Payment panels, the footer and the registration wizard read the new values from now on.
    forgetOperatorSettings();
    setDraft({ values: toValues(saved), count: saved.bankAccounts.length, version: Date.now() });
    toast.success(t('msg.settingsSaved'));
  };

  const current =
    draft ??
    (settings.data
      ? {
          values: toValues(settings.data),
          count: settings.data.bankAccounts.length,
          version: 0,
        }
      : undefined);

  return (
    <>
      <h1>{t('adminSettings.title')}</h1>
      <p className="admin-settings-intro">{t('adminSettings.lead')}</p>
      {current ? (
        <SettingsForm
          key={current.version}
          initial={current.values}
          count={current.count}
          focusSlot={current.focusSlot}
          onSave={save}
          onRestructure={(values, count, focusSlot) =>
            setDraft({ values, count, version: (current.version ?? 0) + 1, focusSlot })
          }
        />
      ) : settings.isError ? (
        <p className="alert-error">{t('msg.settingsLoadFailed')}</p>
      ) : (
        <p className="app-empty" role="status">
          {t('adminSettings.loading')}
        </p>
      )}
    </>
  );
}
