import type { ReactNode } from 'react';
import { Loading, TopToolbar, useRecordContext } from 'react-admin';

/**
 * The list's row is shown first while one record loads: the page waits for the answer of the record itself, which
 * alone has `field` (a deposit's orders, an order's requested amount, a case's steps).
 */
export function WhenDetailLoaded({ field, children }: { field: string; children: ReactNode }) {
  const record = useRecordContext<Record<string, unknown>>();
  return record?.[field] === undefined ? <Loading /> : children;
}

/** A page's decision buttons (approve and reject, verify and reject), side by side above the record. */
export function DecisionActions({ children }: { children: ReactNode }) {
  return <TopToolbar sx={{ gap: 1 }}>{children}</TopToolbar>;
}
