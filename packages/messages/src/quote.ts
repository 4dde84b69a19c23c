/**
 * Every sentence of another namespace's section, quoted by its key rather than copied
 * (`quote('glossary:orderKinds', glossary.orderKinds)` gives `{ increase: '$t(glossary:orderKinds.increase)', … }`),
 * so a section that names the same things as its owner writes none of them again. For a namespace read through
 * i18next with the owner's namespace loaded; the back office reads a colon as text, so its sections quote with
 * `{ nsSeparator: false }` (`$t(orderKinds.increase, {"ns": "glossary"})`).
 */
export function quote<T extends Readonly<Record<string, string>>>(
  section: `${string}:${string}`,
  sentences: T,
  { nsSeparator = true }: { nsSeparator?: boolean } = {},
): { readonly [K in keyof T]: string } {
  const [ns, prefix] = section.split(':') as [string, string];
  return Object.fromEntries(
    Object.keys(sentences).map((key) => [
      key,
      nsSeparator ? `$t(${ns}:${prefix}.${key})` : `$t(${prefix}.${key}, {"ns": "${ns}"})`,
    ]),
  ) as { readonly [K in keyof T]: string };
}
