import type { FlagName } from '@fund/domain';
import { useQuery } from '@tanstack/react-query';

/** Whether a feature flag is on (public `GET /feature-flags/{name}`); undefined while it loads. */
export function useFlagOn(name: FlagName) {
  return useQuery({
    queryKey: ['feature-flag', name],
    queryFn: async () => {
      const res = await fetch(`/api/feature-flags/${name}`, { credentials: 'same-origin' });
      return ((await res.json()) as { enabled: boolean }).enabled;
    },
  });
}
