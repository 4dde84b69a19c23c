import { Layout, type LayoutProps } from 'react-admin';

/**
 * react-admin's layout grows to fit its widest content, so a list of many columns made the whole page scroll
 * sideways on a phone. Here the page keeps the screen's width and a wide table scrolls inside its own box.
 */
export function PhoneFitLayout(props: LayoutProps) {
  return (
    <Layout
      {...props}
      sx={{
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0 },
        '& .RaList-main': { minWidth: 0 },
        // A table scrolls in its own wrapper (lists and the tables of detail pages alike).
        '& .RaDataTable-root .RaDataTable-tableWrapper': { overflowX: 'auto' },
      }}
    />
  );
}
