import { type RefObject, useEffect, useState } from 'react';

/**
 * After a refused submit, moves focus to the first field marked invalid so keyboard and screen-reader users
 * land on what to fix. Call the returned function when a submit is refused; the focus moves once the errors
 * are on screen.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, form]);
  return () => setRequest((count) => count + 1);
}
