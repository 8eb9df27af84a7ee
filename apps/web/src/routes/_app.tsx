import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { LocaleProvider } from '../i18n/locale.tsx';

/**
 * Every page that talks to the API (sign-in, registration, dashboard, admin) sits under this
 * pathless layout: it loads the data layer once and hands queryClient, trpc and api to its
 * children's context.
 */
export const Route = createFileRoute('/_app')({
  // The sign-in, dashboard and admin screens are in English (spec section 1) unless the visitor
  // chooses Bahasa Indonesia (the locale provider marks its content with the language chosen).
  staticData: { lang: 'en' },
  beforeLoad: async ({ context }) => context.services(),
  component: AppLayout,
});

function AppLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <Outlet />
        {/* On a phone toasts span the top; an open conversation moves them under its header
            (--toast-top, use-toast-below.ts), as its reply box holds the bottom. */}
        <Toaster
          position="top-right"
          mobileOffset={{ top: 'calc(var(--toast-top, 0.5rem) + 0.5rem)' }}
          richColors
          closeButton
          visibleToasts={5}
        />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
