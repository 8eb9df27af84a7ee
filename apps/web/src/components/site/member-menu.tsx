import { Menu } from '@base-ui/react/menu';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * The signed-in visitor's menu on a phone (spec section 2): WhatsApp, Contacts, Settings and
 * Sign Out. CSS hides it from tablet width up, where the Dashboard button is enough. Base UI's
 * Menu gives the menu semantics, arrow keys, Escape, focus return and closing on a click outside.
 */
export default function MemberMenu() {
  const [signingOut, setSigningOut] = useState(false);
  const { services } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();

  // /login is an app page: the marketing bundle leaves for it with a full page load, so a failure
  // travels in the address and the sign-in page says it.
  const signOutAndLeave = async () => {
    setSigningOut(true);
    try {
      const [{ signOut }, appServices] = await Promise.all([
        import('../../lib/session.ts'),
        services(),
      ]);
      await signOut(appServices);
      await navigate({ to: '/login' });
    } catch {
      await navigate({ to: '/login', search: { signout: 'failed' } });
    }
  };

  return (
    <div className="member-menu">
      <Menu.Root>
        <Menu.Trigger className="button member-menu-toggle">Menu</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={8} align="end" className="member-menu-positioner">
            <Menu.Popup className="member-menu-panel">
              <Menu.LinkItem render={<Link to="/dashboard" />}>WhatsApp</Menu.LinkItem>
              <Menu.LinkItem render={<Link to="/dashboard/contacts" />}>Contacts</Menu.LinkItem>
              <Menu.LinkItem render={<Link to="/dashboard/settings" />}>Settings</Menu.LinkItem>
              <Menu.Item onClick={signOutAndLeave} disabled={signingOut}>
                Sign Out
              </Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
