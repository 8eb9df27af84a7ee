import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The marketing layout: public header and footer around every Indonesian page. */
export const Route = createFileRoute('/_site')({ component: SiteLayout });

function SiteLayout() {
  return <Outlet />;
}
