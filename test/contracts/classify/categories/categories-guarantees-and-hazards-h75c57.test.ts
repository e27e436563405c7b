/**
 * Issue 18, h75c57 (set 57's misses): one's own work guaranteed against defects and the remedies for goods that do not
 * conform are Warranties (category-cues-warranties.ts); open flames, fireworks, wind limits, buried services located and a
 * place's capacity are Safety and Security said without its word (category-cues-physical-safety.ts), and a sentence
 * naming wind or flames is no information security (category-cues-information-security.ts). Sentences written for these
 * tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../helpers.js';

const one = (text: string) => categoriesOf(text)[0];

describe('a guarantee against defects and the remedies for nonconforming goods: Warranties (h75c57)', () => {
  it('own work or goods guaranteed against defects, however long the object', () => {
    expect(one('The Builder guarantees the roof and the gutters it installs against defects in materials and workmanship for ten years.')).toContain('Warranties');
    expect(one('We guarantee each boiler against faults in manufacture.')).toContain('Warranties');
    expect(hasCue('Warranties', 'The Yard shall remedy any guarantee defect notified to it before the period ends.')).toBe(true);
  });

  it('the buyer\'s sole remedies for nonconforming or defective goods, and an outcome not answered for', () => {
    expect(one('The remedies in this clause are the Buyer\'s sole remedies for nonconforming Goods.')).toContain('Warranties');
    expect(hasCue('Warranties', 'The Contractor is not responsible for the effectiveness of any treatment the Owner selects.')).toBe(true);
  });

  it('near misses: a surety\'s guarantee against default, a price guaranteed, a sole remedy that is a sum', () => {
    expect(hasCue('Warranties', 'The Guarantor guarantees the Tenant\'s obligations against any default for the whole term.')).toBe(false);
    expect(hasCue('Warranties', 'The parties agree that the price is fixed and guaranteed against currency movements.')).toBe(false);
    expect(hasCue('Warranties', 'Service credits are the Customer\'s sole remedy for any failure to meet a service level.')).toBe(false);
  });
});

describe('hazards and operating limits said without "safety": Safety and Security (h75c57)', () => {
  it.each([
    'No naked flames may be used in the barn at any time.',
    'The Hirer shall not let off fireworks within 50 metres of the tent.',
    'The Operator shall stop all lifting whenever the wind speed exceeds 38 km/h.',
    'The platform is rated for wind speeds of up to 45 km/h.',
    'The stand must be closed to the public in high winds.',
    'Before digging, the Contractor shall locate and mark all underground cables and pipes on the site.',
    'The Owner shall present the tanks gas-free before any hot work begins.',
    'The Organiser shall ensure that the number of visitors in the hall never exceeds the capacity shown on the licence.',
  ])('"%s" → Safety and Security', (text) => {
    expect(one(text)).toContain('Safety and Security');
  });

  it('wind or flames beside an application (a spray, no software) keep Safety and Security', () => {
    expect(one('No application of herbicide shall be made when the wind speed exceeds 20 km/h.')).toContain('Safety and Security');
  });

  it('near misses: calm months chosen, a weather window defined, cables an easement lays, a warehouse\'s capacity', () => {
    expect(hasCue('Safety and Security', 'Maintenance shall be scheduled, where practicable, in the months when wind speeds are lowest.')).toBe(false);
    expect(hasCue('Safety and Security', 'The Grantee may lay underground cables across the Land along the route shown on the plan.')).toBe(false);
    expect(hasCue('Safety and Security', 'If the volume of goods exceeds the capacity of the warehouse, the Keeper may store the excess elsewhere.')).toBe(false);
    expect(hasCue('Safety and Security', 'The Licensee shall not install any software application that weakens the security of the network.')).toBe(false);
    expect(hasCue('Safety and Security', 'The Retailer may sell fireworks only in the weeks before the festival.')).toBe(false);
    expect(hasCue('Safety and Security', 'On termination the Supplier shall wind down its systems and keep the data secure until it is returned.')).toBe(false);
  });
});
