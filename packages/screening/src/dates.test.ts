import { describe, expect, it } from 'vitest';
import { findDateRange, totalYears } from './dates.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('findDateRange', () => {
  it.each([
    ['Jan 2019 – Present', '2019-01', 'present'],
    ['Oct. 2021 – Current', '2021-10', 'present'],
    ['January 2021 - December 2022', '2021-01', '2022-12'],
    ['2019-2021', '2019-01', '2021-12'],
    ['03/2018 to 11/2020', '2018-03', '2020-11'],
    ['2018-03 – 2020-11', '2018-03', '2020-11'],
    ["Sept '17 — Mar '19", '2017-09', '2019-03'],
    ['Engineer | Acme | Jul 2025 - Present · 3 mos', '2025-07', 'present'],
  ])('reads %s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });

  it('finds no range in prose or single years', () => {
    expect(findDateRange('Installed over 10,000 computers in 2019')).toBeNull();
    expect(findDateRange('Call 206-555-0149')).toBeNull();
  });
});

describe('totalYears', () => {
  it('merges overlapping periods instead of adding them', () => {
    const years = totalYears(
      [
        { start: '2018-01', end: '2019-12' },
        { start: '2019-01', end: '2020-12' },
      ],
      now,
    );
    expect(years).toBe(3);
  });

  it('adds separate periods and counts an open end up to the clock', () => {
    expect(
      totalYears(
        [
          { start: '2010-01', end: '2010-12' },
          { start: '2026-01', end: 'present' },
        ],
        now,
      ),
    ).toBe(1.9);
    // The same résumé a year later has a year more.
    expect(totalYears([{ start: '2026-01', end: 'present' }], new Date('2027-11-22T00:00:00Z'))).toBe(1.9);
  });

  it('ignores periods without dates and contained periods', () => {
    expect(
      totalYears(
        [
          { start: '2015-01', end: '2020-12' },
          { start: '2016-05', end: '2017-04' },
          { start: null, end: null },
        ],
        now,
      ),
    ).toBe(6);
  });
});
