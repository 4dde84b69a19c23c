/**
 * `{{name}}` in a catalogue sentence replaced by its value, for a page's plain script that reads a namespace without
 * an i18next instance (the site's FAQ search), so a page with no island carries no i18next. A name without a value
 * stays as written; formats (`{{n, number}}`) and plurals need i18next.
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
