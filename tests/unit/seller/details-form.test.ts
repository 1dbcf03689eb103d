import type { HomeJson } from '@/lib/estimate/estimate-json-types';
import { detailsBody, detailsValues } from '@/lib/seller/details-form';

const home: HomeJson = {
  propertyType: 'r', beds: 3, baths: 2.5, livingArea: 1850, yearBuilt: 1975, lotAcres: 0.5, waterfront: true,
  condition: 'good', upgrades: ['kitchen'], source: 'owner',
};

describe('the tuning form (lib/seller/details-form)', () => {
  test('prefilled from the home; a home nobody described starts empty at "average"', () => {
    expect(detailsValues(home)).toEqual({
      beds: '3', baths: '2.5', livingArea: '1850', yearBuilt: '1975', lotAcres: '0.5', waterfront: true, condition: 'good', upgrades: ['kitchen'],
    });
    expect(detailsValues(null)).toEqual({
      beds: '', baths: '', livingArea: '', yearBuilt: '', lotAcres: '', waterfront: false, condition: 'average', upgrades: [],
    });
  });

  test('typed numbers become the PUT body (thousands separators and spaces allowed; empty optional boxes are null)', () => {
    const values = { ...detailsValues(null), beds: ' 4 ', baths: '2.5', livingArea: '2,100', condition: 'excellent' as const, upgrades: ['kitchen' as const, 'roof' as const] };
    expect(detailsBody(values)).toEqual({
      ok: true,
      body: { beds: 4, baths: 2.5, livingArea: 2100, yearBuilt: null, lotAcres: null, waterfront: false, condition: 'excellent', upgrades: ['kitchen', 'roof'] },
    });
  });

  test("absurd or missing values are named by field with the server's own messages", () => {
    const result = detailsBody({ ...detailsValues(home), beds: '50', baths: '2.25', livingArea: '', yearBuilt: 'old', lotAcres: '-1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      beds: 'Bedrooms must be from 0 to 20',
      baths: 'Bathrooms are counted in halves (e.g. 2.5)',
      livingArea: 'Square feet must be a number',
      yearBuilt: 'Year built must be a number',
      lotAcres: 'Lot size must be from 0 to 1,000 acres',
    });
  });
});
