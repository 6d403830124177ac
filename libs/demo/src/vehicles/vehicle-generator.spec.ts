import { bodyTypeOf } from './body-types.js';
import { KNOWN_MODELS } from './models.js';
import { retained } from './pricing.js';
import { Random } from './random.js';
import { estimateMsrp, generateVehicle } from './vehicle-generator.js';

const place = { city: 'Austin', state: 'TX', zip: '73301' };

describe('generateVehicle', () => {
  const random = new Random(7);
  const cars = Array.from({ length: 20_000 }, () => {
    const model = random.pick(KNOWN_MODELS.filter((m) => m.category === 'cars'));
    return generateVehicle(
      random,
      { ...model, makeLabel: model.make, modelLabel: model.model, known: true },
      place,
      { now: new Date('2026-06-01') },
    );
  });

  it('spreads prices: no single price is shared by more than 1% of the listings', () => {
    const byPrice = new Map<number, number>();
    for (const car of cars) byPrice.set(car.price, (byPrice.get(car.price) ?? 0) + 1);
    expect(Math.max(...byPrice.values()) / cars.length).toBeLessThan(0.01);
  });

  it('prices follow age: newer cars of a model cost more, and none is free', () => {
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const camrys = cars.filter((car) => car.model === 'camry');
    const recent = median(camrys.filter((car) => car.year >= 2024).map((car) => car.price));
    const old = median(camrys.filter((car) => car.year <= 2016).map((car) => car.price));
    expect(recent).toBeGreaterThan(old * 1.8);
    expect(Math.min(...cars.map((car) => car.price))).toBeGreaterThanOrEqual(2_000);
  });

  it('gives mileage that follows age, and new cars almost none', () => {
    for (const car of cars) {
      if (car.condition === 'new') expect(car.mileage).toBeLessThan(100);
      else expect(car.mileage).toBeGreaterThan(300);
    }
  });

  it('keeps to the colours photos exist for', () => {
    const limited = generateVehicle(
      new Random(1),
      {
        category: 'cars',
        make: 'toyota',
        model: 'camry',
        makeLabel: 'Toyota',
        modelLabel: 'Camry',
        body: 'sedan',
        msrp: 29_000,
      },
      place,
      { paints: ['Red'] },
    );
    expect(limited.paint).toBe('Red');
    expect(limited.exteriorColor).toBe('Red');
  });
});

describe('depreciation and new prices', () => {
  it('loses value every year and never falls below a few percent', () => {
    for (let age = 1; age < 30; age++)
      expect(retained('cars', age)).toBeLessThan(retained('cars', age - 1));
    expect(retained('cars', 40)).toBeGreaterThan(0.05);
  });

  it('prices exotic makes above luxury above mainstream', () => {
    expect(estimateMsrp('cars', 'ferrari', 'coupe')).toBeGreaterThan(
      estimateMsrp('cars', 'bmw', 'coupe'),
    );
    expect(estimateMsrp('cars', 'bmw', 'coupe')).toBeGreaterThan(
      estimateMsrp('cars', 'ford', 'coupe'),
    );
  });
});

describe('bodyTypeOf', () => {
  it.each([
    ['cars', 'honda', 'cr-v', 'suv'],
    ['cars', 'honda', 'accord', 'sedan'],
    ['cars', 'ford', 'mustang', 'coupe'],
    ['cars', 'volkswagen', 'golf', 'hatchback'],
    ['trucks', 'ford', 'f-150', 'pickup'],
    ['trucks', 'peterbilt', '389', 'semi'],
    ['trucks', 'isuzu', 'npr', 'box-truck'],
    ['motorcycles', 'harley-davidson', 'breakout', 'cruiser'],
    ['motorcycles', 'honda', 'cbr1000rr', 'sport'],
    ['motorcycles', 'bmw', 'f-850-gs', 'adventure'],
  ] as const)('%s %s %s is drawn as a %s', (category, make, model, body) => {
    expect(bodyTypeOf(category, make, model)).toBe(body);
  });
});
