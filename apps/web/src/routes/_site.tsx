import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../components/site/site-layout.tsx';

/** The marketing layout: public header and footer around every Indonesian page. */
export const Route = createFileRoute('/_site')({ component: SiteLayout });
