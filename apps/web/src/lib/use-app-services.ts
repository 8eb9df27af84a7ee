import { getRouteApi } from '@tanstack/react-router';

const appRoute = getRouteApi('/_app');

/** React Query, the tRPC options proxy and the vanilla client, for any component under /_app. */
export const useAppServices = () => appRoute.useRouteContext();
