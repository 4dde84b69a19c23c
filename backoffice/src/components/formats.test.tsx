import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/render-in-admin.tsx';
import { BusinessDateField } from './business-date-field.tsx';
import { useFormats } from './formats.ts';

function Probe({ day, value }: { day: string | null; value: string | null }) {
  const { businessDate, decimal } = useFormats();
  return (
    <p>
      {businessDate(day)} | {decimal(value)}
    </p>
  );
}

function InstantProbe({ at, bytes }: { at: string | null; bytes: number }) {
  const { dateTime, fileSize } = useFormats();
  return (
    <p>
      {dateTime(at)} | {fileSize(bytes)}
    </p>
  );
}

describe('the back office’s formats', () => {
  it('write an instant as its Bangkok day and time, and a file’s size in its unit', async () => {
    await renderInAdmin(<InstantProbe at="2026-12-31T23:30:00Z" bytes={1536} />, 'th');
    expect(await screen.findByText('01/01/2570 06:30 | 1.5 kB')).toBeVisible();
  });

  it('write an instant in the Christian era in English, and a dash for a missing one', async () => {
    await renderInAdmin(<InstantProbe at={null} bytes={10} />, 'en');
    expect(await screen.findByText('— | 10 byte')).toBeVisible();
  });

  it('write a business date in the Buddhist era and a decimal with its own places on Thai screens', async () => {
    await renderInAdmin(<Probe day="2026-12-08" value="1234567.1235" />, 'th');
    expect(await screen.findByText('08/12/2569 | 1,234,567.1235')).toBeVisible();
  });

  it('write the Christian era in English, and an instant as its Bangkok day', async () => {
    await renderInAdmin(<Probe day="2026-12-31T23:30:00Z" value="0.50000000" />, 'en');
    expect(await screen.findByText('01/01/2027 | 0.50000000')).toBeVisible();
  });

  it('write a dash for a missing value', async () => {
    await renderInAdmin(<Probe day={null} value="" />, 'en');
    expect(await screen.findByText('— | —')).toBeVisible();
  });

  it('put the weekday before a business date field’s day', async () => {
    await renderInAdmin(
      <RecordContextProvider value={{ id: 1, asOf: '2026-12-08' }}>
        <BusinessDateField source="asOf" />
      </RecordContextProvider>,
      'th',
    );
    expect(await screen.findByText('อังคาร 08/12/2569')).toBeVisible();
  });
});
