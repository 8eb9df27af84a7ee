import { Toaster } from 'sonner';

/** The toaster for the signed-in header's messages; loaded only when someone is signed in. */
export default function SiteToaster() {
  return <Toaster position="top-right" richColors closeButton visibleToasts={5} />;
}
