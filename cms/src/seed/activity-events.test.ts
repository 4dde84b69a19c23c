import { describe, expect, it } from 'vitest';
import { activityEvents, bangkokDateTime } from './activity-events.ts';

describe('Bangkok date-times for the activity calendar', () => {
  it('puts 10:00 Bangkok at 03:00 UTC on the day the given number of days ahead', () => {
    expect(bangkokDateTime(new Date('2026-11-22T09:00:00Z'), 14)).toBe('2026-12-06T03:00:00.000Z');
  });

  it('counts days from the Bangkok date, which is already tomorrow after 17:00 UTC', () => {
    expect(bangkokDateTime(new Date('2026-11-22T18:00:00Z'), 1, 19)).toBe('2026-11-24T12:00:00.000Z');
  });
});

describe('demo activity events', () => {
  const now = new Date('2026-11-22T09:00:00Z');
  const events = activityEvents(now);

  it('are three upcoming events, at the same time in both languages', () => {
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(Date.parse(event.th.startsAt)).toBeGreaterThan(now.getTime());
      expect(event.en.startsAt).toBe(event.th.startsAt);
    }
  });

  it('link to a page only when they have one', () => {
    expect(events.filter((event) => event.en.link)).toHaveLength(2);
    expect(events[2]!.en).not.toHaveProperty('link');
  });
});
