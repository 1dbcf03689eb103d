import { parseSearchParams } from '@/lib/filters/parse-params';
import { NUMBER_SPECS, RANGE_PAIRS, type NumberKey } from '@/lib/filters/query-keys';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const numberKeys = Object.keys(NUMBER_SPECS) as NumberKey[];

describe('parseSearchParams: numeric keys', () => {
  it.each(numberKeys)('%s: a value within range is read', (key) => {
    const spec = NUMBER_SPECS[key];
    const value = spec.min === 0 ? 3 : spec.min + 1;
    expect(parse(`${key}=${value}`)).toEqual({ query: { [key]: value }, errors: {}, warnings: [] });
  });

  it.each(numberKeys.flatMap((key) => ['abc', '12abc', '1e3', 'NaN', 'Infinity', '0x1F', '1,000', "1' OR '1'='1", '<script>'].map((bad) => [key, bad])))(
    '%s=%s: not a plain number is an error for that key',
    (key, bad) => {
      const { query, errors } = parse(`${key}=${encodeURIComponent(bad)}&keyword=pool`);
      expect(errors).toEqual({ [key]: `${key} must be a plain number` });
      expect(query).toEqual({ keyword: ['pool'] });
    },
  );

  it.each(numberKeys)('%s: above the range is an error', (key) => {
    const { errors, query } = parse(`${key}=${NUMBER_SPECS[key].max + 1}`);
    expect(errors[key]).toMatch(/must be .*between/);
    expect(query).toEqual({});
  });

  it.each(numberKeys.filter((key) => NUMBER_SPECS[key].min > 0 || NUMBER_SPECS[key].special === undefined))('%s: below the range is an error', (key) => {
    expect(parse(`${key}=${NUMBER_SPECS[key].min - 2}`).errors[key]).toMatch(/between/);
  });

  it.each(numberKeys.filter((key) => NUMBER_SPECS[key].decimals === 0))('%s: a fraction is an error (whole numbers only)', (key) => {
    const spec = NUMBER_SPECS[key];
    expect(parse(`${key}=${spec.min + 1}.5`).errors).toEqual({ [key]: `${key} must be a whole number` });
  });

  it.each(numberKeys)('%s: empty is no value', (key) => expect(parse(`${key}=`)).toEqual({ query: {}, errors: {}, warnings: [] }));

  it.each(numberKeys)('%s: given twice is an error', (key) => {
    expect(parse(`${key}=1&${key}=2`).errors).toEqual({ [key]: `${key} is given more than once` });
  });

  it.each([
    ['minprice=any', {}],
    ['maxprice=ANY', {}],
    ['minprice=0', { minprice: 0 }],
    // Prices are int4 columns: the largest one is accepted, one more is out of range (DESIGN §13).
    ['maxprice=2147483647', { maxprice: 2_147_483_647 }],
    ['maxhoa=-1', { maxhoa: -1 }],
    ['maxhoa=250', { maxhoa: 250 }],
    ['maxassmortgrate=-1', { maxassmortgrate: -1 }],
    ['maxassmortgrate=2.5', { maxassmortgrate: 2.5 }],
    ['maxassmortgrate=3.14159', { maxassmortgrate: 3.142 }],
    ['minacres=0.123456', { minacres: 0.1235 }],
    ['minbaths=1.5', { minbaths: 1.5 }],
    ['basmnttype=1', { basmnttype: 1 }],
    ['basmnttype=7', { basmnttype: 7 }],
    ['zoom=1', { zoom: 1 }],
    ['zoom=20', { zoom: 20 }],
    ['minyear=1900', { minyear: 1900 }],
    ['minbeds=%203%20', { minbeds: 3 }],
    ['minbeds=-0', { minbeds: 0 }],
  ])('%s → %p', (text, query) => expect(parse(text)).toEqual({ query, errors: {}, warnings: [] }));

  it.each([
    ['minbeds=any', 'minbeds must be a plain number'],
    ['minhoa=-1', 'minhoa must be between 0 and 1000000'],
    ['maxhoa=-2', 'maxhoa must be -1 or between 0 and 1000000'],
    ['maxassmortgrate=101', 'maxassmortgrate must be -1 or between 0 and 100'],
    ['basmnttype=0', 'basmnttype must be between 1 and 7'],
    ['basmnttype=8', 'basmnttype must be between 1 and 7'],
    ['zoom=0', 'zoom must be between 1 and 20'],
    ['zoom=21', 'zoom must be between 1 and 20'],
    ['zoom=1.5', 'zoom must be a whole number'],
    ['minprice=2147483648', 'minprice must be between 0 and 2147483647'],
    ['maxprice=9999999999', 'maxprice must be between 0 and 2147483647'],
    ['minprice=99999999999999999999', 'minprice must be between 0 and 2147483647'],
    ['minprice=999999999999999999999999', 'minprice must be a plain number'],
    ['minprice=-5', 'minprice must be between 0 and 2147483647'],
    ['minyear=0', 'minyear must be between 1000 and 9999'],
  ])('%s → error %p', (text, error) => {
    const [key = ''] = text.split('=');
    expect(parse(text)).toEqual({ query: {}, errors: { [key]: error }, warnings: [] });
  });

  it.each(RANGE_PAIRS.map(([min, max]) => [min, max]))('%s/%s reversed are swapped with a warning (DESIGN §8)', (min, max) => {
    const low = NUMBER_SPECS[min].min + 1;
    const { query, errors, warnings } = parse(`${min}=${low + 2}&${max}=${low}`);
    expect(errors).toEqual({});
    expect(query).toEqual({ [min]: low, [max]: low + 2 });
    expect(warnings).toEqual([`${min} was above ${max}; they have been swapped`]);
  });

  it('never swaps the No HOA sentinel', () => {
    expect(parse('minhoa=100&maxhoa=-1')).toEqual({ query: { minhoa: 100, maxhoa: -1 }, errors: {}, warnings: [] });
  });
});

