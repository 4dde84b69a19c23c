import { useTranslation } from 'react-i18next';
import { languages } from '../lib/i18n/i18n.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import './language-switcher.css';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();

  return (
    <fieldset className="language-switcher">
      <legend className="visually-hidden">{t('language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
