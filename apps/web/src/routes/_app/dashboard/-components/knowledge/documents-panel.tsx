import { KNOWLEDGE_LIMITS } from '@balasin/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { KnowledgeDocument } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { uploadFile } from './upload-file.ts';

const ACCEPTED = /\.(pdf|txt|text|md|markdown)$/i;

type Upload = { id: number; name: string; progress: number };

/** Documents (uploaded files) and web pages, with their processing state. */
export function DocumentsPanel() {
  const { trpc, queryClient } = useAppServices();
  const { t, known, format } = useLocale();
  // While anything is processing the list is read again every 1.5 s, so states change live.
  const documents = useQuery({
    ...trpc.knowledge.documents.queryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((doc) => doc.state === 'processing') ? 1500 : false,
  });
  const createPage = useMutation(trpc.knowledge.createPage.mutationOptions());
  const refetchPage = useMutation(trpc.knowledge.refetchPage.mutationOptions());
  const remove = useMutation(trpc.knowledge.deleteDocument.mutationOptions());
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [deleting, setDeleting] = useState<KnowledgeDocument>();
  const fileInput = useRef<HTMLInputElement>(null);
  const list = documents.data ?? [];
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.knowledge.documents.queryKey() });
  const fail = (fallback: string) => (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    toast.error(known(serverMessage(error) ?? fallback));
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      if (!ACCEPTED.test(file.name)) {
        toast.error(t('knowledge.fileType', { name: file.name }));
        continue;
      }
      if (file.size === 0) {
        toast.error(t('knowledge.fileEmpty', { name: file.name }));
        continue;
      }
      if (file.size > KNOWLEDGE_LIMITS.documentMaxBytes) {
        toast.error(t('knowledge.fileTooLarge', { name: file.name }));
        continue;
      }
      const id = Date.now() + Math.random();
      setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
      const outcome = await uploadFile(file, (progress) =>
        setUploads((current) => current.map((u) => (u.id === id ? { ...u, progress } : u))),
      );
      setUploads((current) => current.filter((u) => u.id !== id));
      if (outcome.ok) toast.success(t('knowledge.uploaded', { name: file.name }));
      else toast.error(known(outcome.message ?? t('knowledge.uploadFailed', { name: file.name })));
      await refresh();
    }
  };

  const onAddPage = (event: FormEvent) => {
    event.preventDefault();
    if (createPage.isPending) return;
    let valid = false;
    try {
      valid = ['http:', 'https:'].includes(new URL(url.trim()).protocol);
    } catch {
      valid = false;
    }
    setUrlError(valid ? undefined : t('knowledge.urlRequired'));
    if (!valid) return;
    createPage.mutate(
      { url: url.trim() },
      {
        onSuccess: async () => {
          setUrl('');
          toast.success(t('knowledge.pageAdded'));
          await refresh();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          setUrlError(known(serverMessage(error) ?? t('knowledge.saveFailed')));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: async () => {
          toast.success(t('knowledge.documentDeleted'));
          setDeleting(undefined);
          await refresh();
        },
        onError: fail(t('knowledge.deleteFailed')),
      },
    );
  };

  return (
    <section aria-label={t('knowledge.tabDocuments')} aria-busy={documents.isPending}>
      <div className="knowledge-sources-forms">
        <div className="knowledge-upload">
          <h2>{t('knowledge.uploadTitle')}</h2>
          <p className="field-hint">
            {t('knowledge.uploadHint', { max: format.bytes(KNOWLEDGE_LIMITS.documentMaxBytes) })}
          </p>
          <input
            ref={fileInput}
            id="knowledge-file"
            type="file"
            aria-label={t('knowledge.chooseFile')}
            // The button below opens it: a screen reader lists one 'Choose files', not two.
            aria-hidden="true"
            tabIndex={-1}
            className="visually-hidden"
            accept=".pdf,.txt,.md,.markdown,application/pdf,text/plain,text/markdown"
            multiple
            onChange={onFiles}
          />
          <button
            type="button"
            className="button button-primary"
            onClick={() => fileInput.current?.click()}
          >
            {t('knowledge.chooseFile')}
          </button>
          {uploads.map((upload) => (
            <div key={upload.id} className="knowledge-progress">
              <span>{upload.name}</span>
              <progress
                max={1}
                value={upload.progress}
                aria-label={t('knowledge.uploading', { name: upload.name })}
              />
            </div>
          ))}
        </div>
        <form className="knowledge-page-form" noValidate onSubmit={onAddPage}>
          <h2>{t('knowledge.pageTitle')}</h2>
          <Field label={t('knowledge.pageUrl')} hint={t('knowledge.pageHint')} error={urlError}>
            {(control) => (
              <input
                {...control}
                className="input"
                name="url"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
              />
            )}
          </Field>
          <button
            type="submit"
            className="button"
            // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
            aria-disabled={createPage.isPending || undefined}
          >
            {createPage.isPending ? t('common.saving') : t('knowledge.addPage')}
          </button>
        </form>
      </div>
      {documents.isPending ? (
        <p className="app-empty" role="status">
          {t('common.loading')}
        </p>
      ) : documents.isError ? (
        <div className="app-empty" role="alert">
          <p>{t('knowledge.loadFailed')}</p>
          <button type="button" className="button" onClick={() => documents.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="app-empty">{t('knowledge.documentsEmpty')}</p>
      ) : (
        <ul className="knowledge-list" aria-live="polite">
          {list.map((doc) => (
            <li key={doc.id} className="knowledge-card">
              <div className="knowledge-card-main">
                <h2 className="knowledge-card-title">{doc.title}</h2>
                <p className="knowledge-card-meta">
                  <span className="knowledge-kind">
                    {doc.kind === 'page' ? t('knowledge.kindPage') : t('knowledge.kindDocument')}
                  </span>{' '}
                  <span className={`knowledge-state knowledge-state-${doc.state}`}>
                    {t(`knowledge.state.${doc.state}`)}
                  </span>
                  {doc.state === 'ready'
                    ? ` · ${doc.chunks === 1 ? t('knowledge.passage') : t('knowledge.passages', { count: String(doc.chunks) })}`
                    : ''}
                  {doc.size ? ` · ${format.bytes(doc.size)}` : ''}
                </p>
                {/* A page not read yet is titled by its address: once is enough. */}
                {doc.url && doc.url !== doc.title ? (
                  <p className="knowledge-card-url">{doc.url}</p>
                ) : null}
                {doc.error ? (
                  <p className="field-error" role="status">
                    {known(doc.error)}
                  </p>
                ) : null}
              </div>
              <div className="knowledge-card-actions">
                {doc.kind === 'page' ? (
                  <button
                    type="button"
                    className="button"
                    // Not disabled while it fetches: that would drop the keyboard's focus.
                    aria-disabled={doc.state === 'processing' || refetchPage.isPending || undefined}
                    onClick={() => {
                      if (doc.state === 'processing' || refetchPage.isPending) return;
                      refetchPage.mutate(
                        { id: doc.id },
                        { onSuccess: () => refresh(), onError: fail(t('knowledge.saveFailed')) },
                      );
                    }}
                  >
                    {t('knowledge.refetch')}
                    <span className="visually-hidden">: {doc.title}</span>
                  </button>
                ) : null}
                <button type="button" className="button" onClick={() => setDeleting(doc)}>
                  {t('common.delete')}
                  <span className="visually-hidden">: {doc.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={deleting !== undefined}
        title={t('knowledge.deleteDocumentTitle')}
        onClose={() => setDeleting(undefined)}
      >
        <p>{t('knowledge.deleteDocumentBody', { title: deleting?.title ?? '' })}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => setDeleting(undefined)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-danger"
            // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
            aria-disabled={remove.isPending || undefined}
            onClick={confirmDelete}
          >
            {remove.isPending ? t('common.deleting') : t('common.delete')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
