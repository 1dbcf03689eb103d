import { erfc, MIN_EXPOSURES, normalCdf, testFigures, twoProportionTest, wilsonInterval } from '@/lib/ab/stats';

test('the normal distribution and erfc match published values', () => {
  expect(erfc(1)).toBeCloseTo(0.157299207050285, 12);
  expect(erfc(0)).toBeCloseTo(1, 14);
  expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12);
  expect(normalCdf(0)).toBeCloseTo(0.5, 14);
  expect(normalCdf(-3)).toBeCloseTo(0.00134989803163, 12);
  // Far in the tail, where a naive 1 − Φ loses everything.
  expect(normalCdf(-5) / 2.866515718791939e-7).toBeCloseTo(1, 6);
});

test('two-proportion z-test: 200/1000 vs 250/1000 is z = 2.677, p = 0.0074 (R prop.test without continuity correction)', () => {
  const { z, pValue } = twoProportionTest(200, 1000, 250, 1000);
  expect(z).toBeCloseTo(2.677398, 5);
  expect(pValue).toBeCloseTo(0.0074196, 6);
});

test('two-proportion z-test: equal rates give p = 1; nothing shown gives p = 1', () => {
  expect(twoProportionTest(50, 1000, 50, 1000).pValue).toBeCloseTo(1, 12);
  expect(twoProportionTest(0, 0, 5, 10).pValue).toBe(1);
  expect(twoProportionTest(0, 100, 0, 100).pValue).toBe(1);
});

test('Wilson 95 % interval: 10/100 is 5.52 %–17.44 %; 0/50 starts at 0', () => {
  const [low, high] = wilsonInterval(10, 100);
  expect(low).toBeCloseTo(0.05523, 4);
  expect(high).toBeCloseTo(0.17437, 4);
  const [zeroLow, zeroHigh] = wilsonInterval(0, 50);
  expect(zeroLow).toBe(0);
  expect(zeroHigh).toBeCloseTo(0.07135, 4);
});

test('figures: uplift against the control, a p-value once both sides have enough data, else not enough data', () => {
  const [control, better, small] = testFigures([
    { exposures: 1000, conversions: 200 },
    { exposures: 1000, conversions: 250 },
    { exposures: MIN_EXPOSURES - 1, conversions: 40 },
  ]);
  expect(control).toMatchObject({ rate: 0.2, uplift: null, pValue: null, significant: false });
  expect(better!.uplift).toBeCloseTo(0.25, 12);
  expect(better!.pValue).toBeCloseTo(0.0074196, 6);
  expect(better!.significant).toBe(true);
  expect(small).toMatchObject({ pValue: null, significant: false, enoughData: false });
});

test('figures: a control at 0 % has no uplift to divide by; a test with nobody shown is all zeros', () => {
  const [, variant] = testFigures([{ exposures: 200, conversions: 0 }, { exposures: 200, conversions: 12 }]);
  expect(variant!.uplift).toBeNull();
  expect(variant!.pValue).not.toBeNull();
  expect(testFigures([{ exposures: 0, conversions: 0 }, { exposures: 0, conversions: 0 }]).map((f) => [f.rate, f.pValue, f.interval])).toEqual([[0, null, [0, 0]], [0, null, [0, 0]]]);
});
