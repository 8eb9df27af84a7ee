import { useQuery } from '@tanstack/react-query';
import { useAppServices } from './use-app-services.ts';

/**
 * The signed-in person's role in their business, so the dashboard offers an agent no control
 * the server would refuse. While unknown, management stays hidden rather than flashing in.
 */
export const useTeamRole = () => {
  const { trpc } = useAppServices();
  const me = useQuery({ ...trpc.team.me.queryOptions(), staleTime: 60_000 });
  const role = me.data?.role;
  return { role, canManage: role === 'owner' || role === 'admin', known: me.isSuccess };
};
