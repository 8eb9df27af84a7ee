import type { SessionContext } from './session.ts';

export type AppServices = SessionContext;

/**
 * The data layer (React Query, the tRPC client, the session link) is loaded only by the routes that
 * call the API, so marketing pages ship none of it. The first call loads it; later calls share it.
 */
export const createServicesLoader = (goToLogin: () => void) => {
  let loading: Promise<AppServices> | undefined;
  return () => {
    loading ??= import('./app-services.ts').then(({ createAppServices }) =>
      createAppServices(goToLogin),
    );
    return loading;
  };
};
