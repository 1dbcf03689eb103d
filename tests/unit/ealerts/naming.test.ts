import { cleanName, DEFAULT_NAME, defaultAlertName, MAX_NAME_LENGTH, uniqueName } from '@/lib/ealerts/naming';

describe('default e-alert names (SPEC §5: places and price range, else "My search")', () => {
  test('a place and a price range', () => {
    expect(defaultAlertName({ city_label: ['Riverhead, NY'], minprice: 300_000, maxprice: 600_000 })).toBe('Riverhead, NY $300K–$600K');
  });

  test('places alone, a price alone, open-ended prices', () => {
    expect(defaultAlertName({ city_label: ['Riverhead, NY'] })).toBe('Riverhead, NY');
    expect(defaultAlertName({ minprice: 300_000 })).toBe('$300K+');
    expect(defaultAlertName({ maxprice: 1_500_000 })).toBe('Up to $1.5M');
    expect(defaultAlertName({ zip: ['11901'], minprice: 250_000 })).toBe('11901 $250K+');
  });

  test('several places: "A & B", then "A & N more"', () => {
    expect(defaultAlertName({ city_label: ['Riverhead, NY', 'Southold, NY'] })).toBe('Riverhead, NY & Southold, NY');
    expect(defaultAlertName({ city_label: ['Riverhead, NY'], hood: ['Harbor Estates'], zip: ['11901'] })).toBe('Riverhead, NY & 2 more');
  });

  test('places read as people write them: city slugs titled, counties named', () => {
    expect(defaultAlertName({ city: ['east-hampton'] })).toBe('East Hampton');
    expect(defaultAlertName({ county: ['suffolk'] })).toBe('Suffolk County');
  });

  test('a state only names a search that has no other place', () => {
    expect(defaultAlertName({ city_label: ['Riverhead, NY'], state: ['NY'] })).toBe('Riverhead, NY');
    expect(defaultAlertName({ state: ['NY'] })).toBe('NY');
  });

  test('no place and no price: "My search"', () => {
    expect(defaultAlertName({})).toBe(DEFAULT_NAME);
    expect(defaultAlertName({ minbeds: 3, type: ['r'] })).toBe('My search');
  });

  test('a name from very many long places fits in 255 characters', () => {
    const name = defaultAlertName({ keyword: ['x'.repeat(100)], street: ['y'.repeat(100)], address: ['z'.repeat(100)], minprice: 1 });
    expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });
});

describe('cleanName (SPEC §5: cut to 255, never refused)', () => {
  test('white space tidied, empty is none', () => {
    expect(cleanName('  Beach\n houses\t ')).toBe('Beach houses');
    expect(cleanName('   ')).toBeNull();
    expect(cleanName(null)).toBeNull();
    expect(cleanName(undefined)).toBeNull();
  });

  test('300 characters are cut to 255', () => {
    expect(cleanName('a'.repeat(300))).toBe('a'.repeat(255));
  });

  test('a cut never leaves half an emoji', () => {
    const name = cleanName(`${'a'.repeat(254)}🏠🏠`)!;
    expect(name).toBe('a'.repeat(254));
    expect(name.isWellFormed()).toBe(true);
  });
});

describe('uniqueName (DESIGN §8: "Name (1)", then the highest suffix plus one)', () => {
  test('a free name is kept', () => {
    expect(uniqueName('Riverhead', [])).toBe('Riverhead');
    expect(uniqueName('Riverhead', ['Riverhead (1)', 'Southold'])).toBe('Riverhead');
  });

  test('the first duplicate gets (1), the next (2)', () => {
    expect(uniqueName('Riverhead', ['Riverhead'])).toBe('Riverhead (1)');
    expect(uniqueName('Riverhead', ['Riverhead', 'Riverhead (1)'])).toBe('Riverhead (2)');
  });

  test('highest plus one, not the first gap', () => {
    expect(uniqueName('Riverhead', ['Riverhead', 'Riverhead (4)'])).toBe('Riverhead (5)');
    expect(uniqueName('Riverhead', ['Riverhead', 'Riverhead (2)', 'Riverhead (9)', 'Riverhead (3)'])).toBe('Riverhead (10)');
  });

  test('names are compared without regard to case', () => {
    expect(uniqueName('riverhead', ['Riverhead'])).toBe('riverhead (1)');
    expect(uniqueName('RIVERHEAD', ['riverhead', 'Riverhead (1)'])).toBe('RIVERHEAD (2)');
  });

  test('a wanted "Name (2)" that is taken counts from "Name"', () => {
    expect(uniqueName('Riverhead (2)', ['Riverhead', 'Riverhead (2)'])).toBe('Riverhead (3)');
  });

  test('other names with brackets do not count', () => {
    expect(uniqueName('Riverhead', ['Riverhead', 'Riverhead (north) (7)', 'Riverheads (8)'])).toBe('Riverhead (1)');
  });

  test('characters that mean something in a pattern are plain text', () => {
    expect(uniqueName('$300K+ (big)', ['$300K+ (big)', '$300K+ (big) (2)'])).toBe('$300K+ (big) (3)');
  });

  test('with the suffix the name still fits in 255 characters', () => {
    const long = 'a'.repeat(255);
    const name = uniqueName(long, [long]);
    expect(name).toBe(`${'a'.repeat(251)} (1)`);
    expect(name.length).toBe(255);
    expect(uniqueName(long, [long, name])).toBe(`${'a'.repeat(251)} (2)`);
  });
});
