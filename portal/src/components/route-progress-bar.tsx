import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import './route-progress-bar.css';

/** The thin teal bar across the top while a page loads (spec §2: height 3, teal). */
export function ProgressBar() {
  const { t } = useTranslation();
  return <div className="route-progress" role="progressbar" aria-label={t('progress.label')} />;
}

export function RouteProgressBar() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <ProgressBar />;
}
