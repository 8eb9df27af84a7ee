import { CANNED_RESPONSES } from '@balasin/shared/canned-responses';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

export type CannedResponse = { id: string; shortcut: string; text: string };

type Props = {
  /** `null` adds a response; a response edits it; undefined keeps the modal closed. */
  response: CannedResponse | null | undefined;
  onClose: () => void;
};

export function CannedFormModal({ response, onClose }: Props) {
  const { t } = useLocale();
  return (
    <Modal
      open={response !== undefined}
      title={response ? t('canned.editTitle') : t('canned.add')}
      onClose={onClose}
    >
      {response !== undefined ? <CannedForm response={response} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Mounted only while the modal is open, so every opening starts from the response as it is. */
function CannedForm({ response, onDone }: { response: CannedResponse | null; onDone: () => void }) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const create = useMutation(trpc.cannedResponses.create.mutationOptions());
  const update = useMutation(trpc.cannedResponses.update.mutationOptions());
  const [shortcut, setShortcut] = useState(response?.shortcut ?? '');
  const [text, setText] = useState(response?.text ?? '');
  const [errors, setErrors] = useState<{ shortcut?: string; text?: string }>({});
  const [formError, setFormError] = useState<string>();
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(shortcut.trim() ? {} : { shortcut: t('canned.shortcutRequired') }),
      ...(text.trim() ? {} : { text: t('canned.textRequired') }),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const values = { shortcut: shortcut.trim(), text: text.trim() };
    const handlers = {
      onSuccess: async () => {
        toast.success(t('canned.saved'));
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.cannedResponses.list.pathKey() });
      },
      onError: (error: unknown) => {
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error) ?? t('canned.saveFailed');
        setFormError(message);
        toast.error(known(message));
      },
    };
    if (response) update.mutate({ id: response.id, ...values }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {formError ? (
        <div className="alert-error" role="alert">
          {known(formError)}
        </div>
      ) : null}
      <Field label={t('canned.shortcut')} hint={t('canned.shortcutHint')} error={errors.shortcut}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="shortcut"
            value={shortcut}
            maxLength={CANNED_RESPONSES.shortcutMax + 1}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setShortcut(event.target.value)}
            placeholder="harga"
            required
          />
        )}
      </Field>
      <Field label={t('canned.text')} hint={t('canned.textHint')} error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            name="text"
            rows={5}
            value={text}
            maxLength={CANNED_RESPONSES.textMax}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('canned.textPlaceholder')}
            required
          />
        )}
      </Field>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? t('common.saving') : t('canned.save')}
        </button>
      </div>
    </form>
  );
}
