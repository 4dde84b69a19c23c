interface ImportMetaEnv {
  /** The investor portal's address; "Register" and "Log in" lead there. */
  readonly PUBLIC_PORTAL_URL?: string;
}
