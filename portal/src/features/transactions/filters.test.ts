import { describe, expect, it } from 'vitest';
import { filterFromQuery, parseDisplayDay, queryOf } from './filters.ts';

describe('history date input', () => {
  it('reads DD/MM/YYYY in Buddhist Era or Christian years', () => {
    expect(parseDisplayDay('23/11/2569')).toBe('2026-11-23');
    expect(parseDisplayDay('23/11/2026')).toBe('2026-11-23');
    expect(parseDisplayDay('1/2/2026')).toBe('2026-02-01');
    expect(parseDisplayDay(' ')).toBeNull();
  });

  it('refuses dates that do not exist or are not DD/MM/YYYY', () => {
    expect(parseDisplayDay('29/02/2026')).toBeUndefined();
    expect(parseDisplayDay('29/02/2567')).toBe('2024-02-29');
    expect(parseDisplayDay('31/04/2026')).toBeUndefined();
    expect(parseDisplayDay('2026-11-23')).toBeUndefined();
    expect(parseDisplayDay('23-11-2026')).toBeUndefined();
  });
});

describe('history filters in the URL', () => {
  it('keeps the known filters and drops malformed ones', () => {
    expect(
      filterFromQuery(
        new URLSearchParams('from=2026-11-01&to=2026-13-01&strategyCode=M-BTC&kind=switch&stage=oops&page=3'),
      ),
    ).toEqual({
      from: '2026-11-01',
      to: undefined,
      strategyCode: 'M-BTC',
      kind: 'switch',
      stage: undefined,
      page: 3,
    });
    expect(filterFromQuery(new URLSearchParams('page=0&kind=buy'))).toEqual({
      from: undefined,
      to: undefined,
      strategyCode: undefined,
      kind: undefined,
      stage: undefined,
      page: undefined,
    });
  });

  it('writes only the filters that are set', () => {
    expect(queryOf({ from: '2026-11-01', kind: 'reduce', page: undefined }).toString()).toBe(
      'from=2026-11-01&kind=reduce',
    );
  });
});
