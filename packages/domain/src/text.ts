/** A text the product shows in both its languages: Thai first, English second. */
export interface BilingualText {
  th: string;
  en: string;
}
