import { type RefObject, useEffect } from 'react';

/**
 * Takes over what a visitor typed into the server-rendered form before its script finished loading, so
 * hydration does not wipe it. Runs once, after hydration; `take` receives the non-empty fields by name.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  take: (early: Record<string, string>, files: Record<string, File>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first, server-rendered state matters
  useEffect(() => {
    if (!form.current) return;
    const early: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string' && value.trim()) early[name] = value;
      else if (value instanceof File && value.size > 0) files[name] = value;
    }
    if (Object.keys(early).length > 0 || Object.keys(files).length > 0) take(early, files);
  }, []);
}
