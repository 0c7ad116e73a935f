/** The maintenance file (SPEC.md section 7): a `dev` flag sends the app to /maintenance. */
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '..';

/** GET of the maintenance file, read anew each time it is asked (the start, the maintenance screen's retry). */
export const maintenanceQuery = (api: Pick<Api, 'maintenance'>) =>
  queryOptions({
    queryKey: ['maintenance'] as const,
    queryFn: ({ signal }) => api.maintenance.check({ signal }),
    staleTime: 0,
    retry: false,
  });
