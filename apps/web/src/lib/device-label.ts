import type { MessageKey } from '../i18n/en.ts';
import type { MessageParams } from '../i18n/locale-context.ts';

/**
 * A signed-in device in the app's language, from the browser and system the server read
 * ("Chrome 131 di Windows 10"); the server's own `device` text is English, for API clients.
 */
export const deviceLabel = (
  t: (key: MessageKey, params?: MessageParams) => string,
  { browser, system }: { browser: string | null; system: string | null },
) => {
  if (!browser && !system) return t('sessions.unknownDevice');
  const named = browser ?? t('sessions.unknownBrowser');
  return system ? t('sessions.device', { browser: named, system }) : named;
};
