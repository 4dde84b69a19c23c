import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';
import { addFavourite, removeFavourite, useFavourites } from './api.ts';

/**
 * A signed-in investor's favourite switch for one strategy (`/me/favourites`). Render it only for a signed-in
 * reader: it reads the investor's own list.
 */
export function FavouriteToggle({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const { data, mutate } = useFavourites();
  const [busy, setBusy] = useState(false);
  const isFavourite = data?.data.some((favourite) => favourite.strategyCode === code) ?? false;

  const toggle = async () => {
    setBusy(true);
    try {
      if (isFavourite) await removeFavourite(code);
      else await addFavourite(code);
      await mutate();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      showToast({ kind: 'error', message: errorMessage(code) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`strategy-favourite${isFavourite ? ' strategy-favourite-on' : ''}`}
      aria-pressed={isFavourite}
      aria-label={t('strategies.detail.favouriteOf', { name })}
      title={isFavourite ? t('strategies.detail.unfavourite') : t('strategies.detail.favourite')}
      disabled={busy || !data}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
      {/* One visible name for both states (aria-pressed tells which), and the accessible name starts with it. */}
      <span className="strategy-favourite-text">{t('strategies.detail.favouriteName')}</span>
    </button>
  );
}
