import { Link, useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * The signed-in visitor's menu on a phone (spec section 2): WhatsApp, Contacts, Settings and
 * Sign Out. CSS hides it from tablet width up, where the Dashboard button is enough.
 */
export default function MemberMenu() {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { services } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // A followed link (a new path) or a click elsewhere closes the menu.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const signOutAndLeave = async () => {
    setSigningOut(true);
    try {
      const [{ signOut }, appServices] = await Promise.all([
        import('../../lib/session.ts'),
        services(),
      ]);
      await signOut(appServices);
    } catch {
      // sonner and the messages load only now; the toast survives the move to /login.
      const [{ toast }, { messages }] = await Promise.all([
        import('../../lib/toast.ts'),
        import('@balasin/shared/messages'),
      ]);
      toast.error(messages.signOutFailed);
    }
    await navigate({ to: '/login' });
  };

  return (
    <div
      className="member-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="button member-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Menu
      </button>
      <ul className="member-menu-panel" id={panelId} hidden={!open}>
        <li>
          <Link to="/dashboard">WhatsApp</Link>
        </li>
        <li>
          <Link to="/dashboard/contacts">Contacts</Link>
        </li>
        <li>
          <Link to="/dashboard/settings">Settings</Link>
        </li>
        <li>
          <button type="button" onClick={signOutAndLeave} disabled={signingOut}>
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
