import { BOT_LIMITS, BOT_TONES } from '@balasin/shared/bot';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Field, FormError } from '../../../../../../components/ui/field.tsx';
import { useLocale } from '../../../../../../i18n/locale.tsx';
import type { BotSettings } from '../../../../../../lib/api-types.ts';
import { toast } from '../../../../../../lib/toast.ts';
import {
  isUnauthorizedError,
  serverMessage,
  trpcErrorCode,
} from '../../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../../lib/use-app-services.ts';
import { useForm } from '../../../../../../lib/use-form.ts';
import { parseBotForm, toFormValues } from './bot-values.ts';
import { ScheduleEditor } from './schedule-editor.tsx';

type BotSettingsFormProps = { numberId: string; settings: BotSettings };

/** What the bot says and when, how it answers, and when a person takes over. */
export function BotSettingsForm({ numberId, settings }: BotSettingsFormProps) {
  const { t } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const save = useMutation(trpc.whatsappNumbers.updateBot.mutationOptions());
  const form = useForm({
    initialValues: toFormValues(settings),
    parse: parseBotForm,
    onSubmit: async (input) => {
      const saved = await save.mutateAsync({ id: numberId, ...input });
      queryClient.setQueryData(trpc.whatsappNumbers.bot.queryKey({ id: numberId }), saved);
      toast.success(t('bot.saved'));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      // The server words what it refused (a value out of range); anything else is ours to say.
      return trpcErrorCode(error) === 'BAD_REQUEST'
        ? (serverMessage(error) ?? t('bot.saveFailed'))
        : t('bot.saveFailed');
    },
  });
  // Save sits at the foot of a long form and the refusal above its fields, which no toast
  // repeats: it is brought into view, the focus staying on Save.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.formError) return;
    formRef.current?.querySelector(':scope > [role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [form.formError]);
  const setValue = (field: string, value: string | boolean) =>
    form.setValue(field as keyof typeof form.values & string, value);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // The Save button stays pressable while saving (see below): a second press waits.
        if (form.submitting) event.preventDefault();
        else void form.handleSubmit(event);
      }}
      className="bot-form"
    >
      <FormError message={form.formError} />
      <section className="card bot-card" aria-labelledby="bot-messages-title">
        <h2 id="bot-messages-title">{t('bot.messagesTitle')}</h2>
        <Field label={t('bot.greeting')} hint={t('bot.greetingHint')} error={form.errors.greeting}>
          {(control) => (
            <textarea
              {...control}
              {...form.bind('greeting')}
              className="textarea"
              rows={3}
              maxLength={BOT_LIMITS.greetingMax}
              placeholder={t('bot.greetingPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('bot.away')} hint={t('bot.awayHint')} error={form.errors.away_message}>
          {(control) => (
            <textarea
              {...control}
              {...form.bind('away_message')}
              className="textarea"
              rows={3}
              maxLength={BOT_LIMITS.awayMessageMax}
              placeholder={t('bot.awayPlaceholder')}
            />
          )}
        </Field>
      </section>

      <section className="card bot-card" aria-labelledby="bot-hours-title">
        <h2 id="bot-hours-title">{t('bot.hoursTitle')}</h2>
        <ScheduleEditor values={form.values} errors={form.errors} setValue={setValue} />
      </section>

      <section className="card bot-card" aria-labelledby="bot-answers-title">
        <h2 id="bot-answers-title">{t('bot.answersTitle')}</h2>
        <div className="bot-answer-fields">
          <Field label={t('bot.tone')} error={form.errors.tone}>
            {(control) => (
              <select {...control} {...form.bind('tone')} className="select">
                {BOT_TONES.map((tone) => (
                  <option key={tone} value={tone}>
                    {t(`bot.tone.${tone}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('bot.threshold')}
            hint={t('bot.thresholdHint')}
            error={form.errors.threshold}
          >
            {(control) => (
              <input
                {...control}
                {...form.bind('threshold')}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                max={1}
                step={0.05}
              />
            )}
          </Field>
          <Field
            label={t('bot.handoffAfter')}
            hint={t('bot.handoffAfterHint')}
            error={form.errors.handoff_after}
          >
            {(control) => (
              <input
                {...control}
                {...form.bind('handoff_after')}
                className="input"
                type="number"
                inputMode="numeric"
                min={BOT_LIMITS.handoffAfterMin}
                max={BOT_LIMITS.handoffAfterMax}
                step={1}
              />
            )}
          </Field>
        </div>
      </section>

      <div className="bot-form-actions">
        <button
          type="submit"
          className="button button-primary"
          // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
          aria-disabled={form.submitting || undefined}
        >
          {form.submitting ? t('bot.saving') : t('bot.save')}
        </button>
      </div>
    </form>
  );
}
