import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocale } from '../../../../../../i18n/locale.tsx';
import type { BotSettings } from '../../../../../../lib/api-types.ts';
import { toast } from '../../../../../../lib/toast.ts';
import { isUnauthorizedError } from '../../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../../lib/use-app-services.ts';

/** On or off at once, saved as it is switched: a bot half turned on is worse than either. */
export function BotSwitch({ numberId, settings }: { numberId: string; settings: BotSettings }) {
  const { t } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const labelId = useId();
  const stateId = useId();
  const change = useMutation(
    trpc.whatsappNumbers.updateBot.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.whatsappNumbers.bot.queryKey({ id: numberId }), saved);
        toast.success(saved.enabled ? t('bot.turnedOn') : t('bot.turnedOff'));
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) toast.error(t('bot.switchFailed'));
      },
    }),
  );
  const on = change.isPending ? !settings.enabled : settings.enabled;
  return (
    <div className="bot-switch-row">
      <div>
        <p id={labelId} className="bot-switch-label">
          {t('bot.switchLabel')}
        </p>
        <p id={stateId} className="field-hint" aria-live="polite">
          {on ? t('bot.on') : t('bot.off')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        className="switch"
        // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
        aria-disabled={change.isPending || undefined}
        onClick={() => {
          if (!change.isPending) change.mutate({ id: numberId, enabled: !settings.enabled });
        }}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
