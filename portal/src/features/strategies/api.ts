import type { Answer, ItemOf } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The strategies (DESIGN §6) and the investor's favourites. NAV and returns are decimal strings, as the API sends
 * them; screens format them, never do arithmetic on `Number`s.
 */

export type ReturnPeriod = '1D' | '7D' | '1W' | '3M' | '6M' | '1Y' | 'YTD';

/** A strategy as `GET /strategies` lists it. */
export type Strategy = ItemOf<Answer<'/strategies'>>;

/** `GET /strategies/:code`: every spec §3 field, yearly returns and the maximum drawdown. */
export type StrategyDetail = Answer<'/strategies/{code}'>;

export type NavPoint = ItemOf<Answer<'/strategies/{code}/nav'>>;

type StrategyList = Answer<'/strategies'>;
type NavList = Answer<'/strategies/{code}/nav'>;

const readOnly = { revalidateOnFocus: false, shouldRetryOnError: false };

const strategiesPath = (search?: string) =>
  search ? `/strategies?q=${encodeURIComponent(search)}` : '/strategies';

export function useStrategies(search?: string) {
  return useSWR(strategiesPath(search), (p: string) => apiRequest<StrategyList>(p), readOnly);
}

/** The strategies list's search: the previous results stay on screen while the next search loads. */
export function useStrategySearch(search: string) {
  return useSWR(strategiesPath(search), (p: string) => apiRequest<StrategyList>(p), {
    ...readOnly,
    keepPreviousData: true,
  });
}

export function useStrategy(code: string | undefined) {
  return useSWR(
    code ? `/strategies/${encodeURIComponent(code)}` : null,
    (p: string) => apiRequest<StrategyDetail>(p),
    readOnly,
  );
}

export function useStrategyNavs(code: string | undefined, from: string, to: string) {
  return useSWR(
    code ? `/strategies/${encodeURIComponent(code)}/nav?from=${from}&to=${to}` : null,
    (p: string) => apiRequest<NavList>(p),
    readOnly,
  );
}

// --- Favourites -------------------------------------------------------------------------------------------------

export const favouritesKey = '/me/favourites';

/** Pass `false` for a reader who is not signed in: their list is not asked for. */
export function useFavourites(wanted = true) {
  return useSWR(wanted ? favouritesKey : null, (p: string) => apiRequest<Answer<'/me/favourites'>>(p));
}

export function addFavourite(strategyCode: string) {
  return apiRequest(favouritesKey, { method: 'POST', body: { strategyCode } });
}

export function removeFavourite(strategyCode: string) {
  return apiRequest(`${favouritesKey}/${encodeURIComponent(strategyCode)}`, { method: 'DELETE' });
}
