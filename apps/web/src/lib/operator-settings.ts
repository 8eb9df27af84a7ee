import {
  DEFAULT_OPERATOR_SETTINGS,
  type OperatorSettings,
} from '@balasin/shared/operator-defaults';
import { useEffect, useState } from 'react';

let loading: Promise<OperatorSettings | undefined> | undefined;

const load = () => {
  loading ??= fetch('/api/operator', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<OperatorSettings>) : undefined))
    .catch(() => undefined);
  return loading;
};

/** After an admin saves the settings, the next reader fetches them afresh. */
export const forgetOperatorSettings = () => {
  loading = undefined;
};

/**
 * The operator's bank accounts, company and support contacts, as admins set them. Pages are
 * prerendered (and hydrate) with the seeded values, then show the current ones from
 * GET /api/operator, fetched once per page load with plain fetch: the marketing pages ship no
 * data layer, and an admin's change shows at once, with no rebuild and no server-side rewrite.
 * A failed fetch keeps the seeded values rather than showing nothing.
 */
export function useOperatorSettings(): OperatorSettings {
  const [settings, setSettings] = useState(DEFAULT_OPERATOR_SETTINGS);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live && loaded) setSettings(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
