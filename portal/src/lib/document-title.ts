import { useEffect } from 'react';

/** Names the browser tab after the page, so tabs and screen-reader announcements tell pages apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | MFund`;
  }, [title]);
}
