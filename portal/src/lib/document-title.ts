import { useEffect } from 'react';
import { useBrand } from './brand.tsx';

/** Names the browser tab after the page, so tabs and screen-reader announcements tell pages apart. */
export function useDocumentTitle(title: string): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
}
