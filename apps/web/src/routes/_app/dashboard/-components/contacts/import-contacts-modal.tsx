import { useEffect, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { type ImportOutcome, importContactsFile } from './contact-files.ts';

type ImportContactsModalProps = { open: boolean; onClose: () => void };

/** Choose a CSV, send it, and show what became of each line the import skipped. */
export function ImportContactsModal({ open, onClose }: ImportContactsModalProps) {
  const { t, known } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (open) {
      setFile(undefined);
      setOutcome(undefined);
      setMissing(false);
    }
  }, [open]);

  const send = async () => {
    if (!file) return setMissing(true);
    setBusy(true);
    const result = await importContactsFile(file);
    setBusy(false);
    setOutcome(result);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: trpc.contacts.list.pathKey() });
  };

  return (
    <Modal open={open} title={t('contacts.importTitle')} onClose={onClose}>
      {outcome?.ok ? (
        <div className="contacts-import-result" role="status">
          <p>{t('contacts.importDone', { created: outcome.created, updated: outcome.updated })}</p>
          {outcome.skipped.length > 0 ? (
            <>
              <p>{t('contacts.importSkipped', { n: outcome.skipped.length })}</p>
              <ul className="contacts-import-skipped">
                {outcome.skipped.map((skip) => (
                  <li key={skip.line}>
                    {t('contacts.importLine', { line: skip.line })} {known(skip.reason)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="modal-actions">
            <button type="button" className="button button-primary" onClick={onClose}>
              {t('contacts.importClose')}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p>{t('contacts.importText')}</p>
          <Field
            label={t('contacts.importFile')}
            hint={t('contacts.importHint')}
            error={
              missing
                ? t('contacts.importChooseFile')
                : outcome && !outcome.ok
                  ? (outcome.message ?? t('contacts.importFailed'))
                  : undefined
            }
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setMissing(false);
                }}
              />
            )}
          </Field>
          <ModalActions
            onCancel={onClose}
            label={t('contacts.importConfirm')}
            busyLabel={t('contacts.importing')}
            busy={busy}
          />
        </form>
      )}
    </Modal>
  );
}
