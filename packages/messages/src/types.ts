/** The two languages of every message; Thai is the default and the source of each namespace's keys. */
export type Language = 'th' | 'en';
export const languages: readonly Language[] = ['th', 'en'];

/**
 * A namespace's keys have an i18next plural suffix where a count changes the sentence. Thai has one plural form
 * (`_other`); English may add `_one` (and the other CLDR forms) beside a key Thai writes as `_other`.
 */
type PluralForms<T> = {
  readonly [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${'zero' | 'one' | 'two' | 'few' | 'many'}`
    : never]?: string;
};

/**
 * The shape another language must give a namespace written first in Thai: every key, only those keys (an object
 * literal with an extra key fails the type check), strings for strings and lists for lists.
 */
export type Messages<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Messages<Item>[]
    : { readonly [K in keyof T]: Messages<T[K]> } & PluralForms<T>;
