import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';
import { trpcErrorCode } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { AgentNotice } from '../../-components/agent-notice.tsx';
import { NumberNotFound } from './number-not-found.tsx';

type NumberDetailGateProps = {
  id: string;
  children: (number: WhatsappNumberDetail) => ReactNode;
};

/** A number page's loading, not-found, agent and error states; the page itself once the number is here. */
export function NumberDetailGate({ id, children }: NumberDetailGateProps) {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  const number = useQuery(trpc.whatsappNumbers.get.queryOptions({ id }));

  if (number.isPending) {
    return (
      <p className="app-empty" role="status">
        {t('number.loading')}
      </p>
    );
  }
  if (number.isError) {
    if (trpcErrorCode(number.error) === 'NOT_FOUND') return <NumberNotFound />;
    if (trpcErrorCode(number.error) === 'FORBIDDEN')
      return <AgentNotice title={t('numbers.title')} />;
    return (
      <div className="dashboard-page">
        <p className="alert-error" role="alert">
          {t('msg.fetchNumberFailed')}
        </p>
        <button type="button" className="button" onClick={() => void number.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return children(number.data);
}
