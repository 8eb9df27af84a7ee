import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the sign-in page lands; the session link already sends people here.
export const Route = createFileRoute('/_app/login')({ component: () => null });
