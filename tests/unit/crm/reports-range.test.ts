import { LEAD_STAGES } from '@/lib/db/schema/leads';
import { bucketsOf, defaultRange, intervalFor, parseRange, presetRange, weekStart } from '@/lib/crm/reports/range';
import { safeCell, reportCsv } from '@/lib/crm/reports/csv';
import { chartSpec } from '@/lib/crm/reports/chart-data';
import { durationText, REPORT_COLUMNS, REPORT_STAGES } from '@/lib/crm/reports/types';

const NY = 'America/New_York';
// 2026-11-26 03:00 UTC is still the 25th in New York.
const NOW = new Date('2026-11-26T03:00:00Z');

describe('parseRange', () => {
  test('defaults to the last 30 days in the company zone, today included', () => {
    const r = defaultRange(NOW, NY);
    expect([r.from, r.to]).toEqual(['2026-10-27', '2026-11-25']);
    expect(r.fromAt.toISOString()).toBe('2026-10-27T04:00:00.000Z'); // EDT
    expect(r.toAt.toISOString()).toBe('2026-11-26T05:00:00.000Z'); // EST: midnight after the 25th
    expect(parseRange({}, NOW, NY)).toEqual({ ok: true, range: r });
    expect(parseRange({ from: ' ', to: '' }, NOW, NY)).toEqual({ ok: true, range: r });
  });

  test('only `to`: the 30 days ending there', () => {
    const r = parseRange({ to: '2021-03-30' }, NOW, NY);
    expect(r.ok && [r.range.from, r.range.to]).toEqual(['2021-03-01', '2021-03-30']);
  });

  test('days across a daylight-saving change keep their local midnights', () => {
    const r = parseRange({ from: '2021-03-13', to: '2021-03-14' }, NOW, NY);
    expect(r.ok && [r.range.fromAt.toISOString(), r.range.toAt.toISOString()]).toEqual(['2021-03-13T05:00:00.000Z', '2021-03-15T04:00:00.000Z']);
  });

  test.each([
    [{ from: '2021-02-30' }, 'from'],
    [{ from: 'last week' }, 'from'],
    [{ to: '2021-13-01' }, 'to'],
    [{ to: '1999-01-01' }, 'to'],
    [{ from: '2021-02-02', to: '2021-02-01' }, 'from'],
    [{ from: '2020-01-01', to: '2022-01-02' }, 'from'],
  ])('refuses %j naming %s', (input, field) => {
    const r = parseRange(input, NOW, NY);
    expect(r.ok ? null : r.field).toBe(field);
  });

  test('two years is the longest range', () => {
    expect(parseRange({ from: '2020-01-01', to: '2021-12-31' }, NOW, NY).ok).toBe(true);
  });

  test('presets', () => {
    expect(presetRange('7', NOW, NY)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('90', NOW, NY)).toEqual({ from: '2026-08-28', to: '2026-11-25' });
    expect(presetRange('year', NOW, NY)).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });
});

describe('buckets', () => {
  test('weeks start on Monday', () => {
    expect(weekStart({ year: 2026, month: 11, day: 29 })).toEqual({ year: 2026, month: 11, day: 23 }); // Sunday
    expect(weekStart({ year: 2026, month: 11, day: 23 })).toEqual({ year: 2026, month: 11, day: 23 }); // Monday
    expect(weekStart({ year: 2021, month: 1, day: 1 })).toEqual({ year: 2020, month: 12, day: 28 });
  });

  test('every week or month the range touches', () => {
    expect(bucketsOf({ from: '2021-02-03', to: '2021-02-15' }, 'week')).toEqual(['2021-02-01', '2021-02-08', '2021-02-15']);
    expect(bucketsOf({ from: '2020-11-15', to: '2021-02-01' }, 'month')).toEqual(['2020-11-01', '2020-12-01', '2021-01-01', '2021-02-01']);
  });

  test('weekly up to 92 days, monthly beyond', () => {
    expect(intervalFor({ from: '2021-01-01', to: '2021-04-02' })).toBe('week');
    expect(intervalFor({ from: '2021-01-01', to: '2021-04-03' })).toBe('month');
  });
});

describe('CSV', () => {
  test('would-be formulas get an apostrophe; numbers and plain text stay', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a=b', 3, -2, null].map(safeCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'plain', 'a=b', 3, -2, '']);
  });

  test('a header, then the rows in the columns’ order, quoted where needed', () => {
    const csv = reportCsv(REPORT_COLUMNS.sources, [{ source: 'A, "B"', leads: 2, contacted: 1, converted: 0 }]);
    expect(csv).toBe('Source,Leads,Contacted,Converted\r\n"A, ""B""",2,1,0\r\n');
  });
});

describe('words and charts', () => {
  test('the stages the browser knows are LEAD_STAGES', () => {
    expect([...REPORT_STAGES]).toEqual([...LEAD_STAGES]);
  });

  test('durations as people read them', () => {
    expect([null, 42, 300, 5400, 190_000].map(durationText)).toEqual(['—', '42 s', '5 min', '1.5 h', '2.2 days']);
  });

  test('a chart says its figures in a sentence', () => {
    const spec = chartSpec('speed', {
      range: { from: '2021-02-01', to: '2021-02-14' },
      summary: { leads: 5, contacted: 4, medianSeconds: 4500, p90Seconds: 123120, within5m: 0.2, within1h: 0.4, within1d: 0.6 },
      rows: [{ agentId: 1, agentName: 'Alice Agent', leads: 2, contacted: 2, medianSeconds: 960, p90Seconds: 1632, within5m: 0.5, within1h: 1, within1d: 1 }],
    });
    expect(spec.summary).toBe('Speed to first contact over 5 leads: median 1.3 h, 90th percentile 1.4 days, 20 % within 5 minutes, 40 % within an hour, 60 % within a day.');
    expect(spec.datasets[0]).toEqual({ label: 'Median (minutes)', data: [16] });
  });
});
