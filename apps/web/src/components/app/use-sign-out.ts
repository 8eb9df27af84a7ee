import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../i18n/locale.tsx';
import { signOut } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useAppServices } from '../../lib/use-app-services.ts';

/**
 * The dashboard's Sign Out (spec section 4): to /login with a timestamp query, so the browser
 * never shows a cached sign-in page; a failed call is reported and the visitor still leaves,
 * already signed out on this browser.
 */
export const useSignOut = () => {
  const services = useAppServices();
  const navigate = useNavigate();
  const { t } = useLocale();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      await signOut(services);
    } catch {
      toast.error(t('msg.signOutFailed'));
    }
    await navigate({ to: '/login', search: { t: Date.now() } });
  };
  return { signOut: run, signingOut };
};
