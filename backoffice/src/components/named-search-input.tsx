import { SearchInput, type SearchInputProps, useResourceContext, useTranslate } from 'react-admin';

/**
 * A list's search box. It shows only a placeholder, so it is given a name that screen readers and tests can find:
 * the list's `resources.{resource}.fields.q`, which says what it searches.
 */
export function NamedSearchInput(props: SearchInputProps) {
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const name = translate(`resources.${resource}.fields.q`);
  return <SearchInput {...props} placeholder={name} slotProps={{ htmlInput: { 'aria-label': name } }} />;
}
