import { HANDOFF_REASONS, type HandoffReason } from '@balasin/shared';
import type { useLocale } from '../../../../../i18n/locale.tsx';

const REASONS: ReadonlySet<string> = new Set(Object.values(HANDOFF_REASONS));
const isHandoffReason = (reason: string): reason is HandoffReason => REASONS.has(reason);

/** Why a person, not the bot, has the conversation, in the reader's words. */
export const handoffText = (reason: string, t: ReturnType<typeof useLocale>['t']) =>
  isHandoffReason(reason) ? t(`inbox.handoff.${reason}`) : t('inbox.handoff.other');
