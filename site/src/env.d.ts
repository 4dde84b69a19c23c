interface ImportMetaEnv {
  /** The investor portal's address; "Register" and "Log in" lead there. */
  readonly PUBLIC_PORTAL_URL?: string;
}

// Astro's own font data, which its <Font> component reads (src/components/brand-font.astro reads it the same way).
declare module 'virtual:astro:assets/fonts/internal' {
  export const componentDataByCssVariable: Map<string, { css: string; preloads: unknown[] }>;
}
