/**
 * Subjects a clause states without its category's word, round 8 (issue 18, h26cat8; category-cues-unnamed-round-eight.ts):
 * a report, a list or a copy sent, a letter written (Communication); asbestos, bonfires, CCTV, gas appliances, visitors
 * escorted (Safety and Security); a plot used, rooms and desks used, machines placed and removed (Asset Use); no other
 * trader or agent, a minimum bought, what a membership includes (Scope of Work); closing lines with no title's category;
 * a lead-in at the contract's end whose items keep their own categories. Sentences written for these tests, not taken
 * from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_EIGHT_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-eight.js';
import { isEndingLeadIn } from '../../../src/contracts/classify/nature-lead-ins.js';
import { isClosingLine } from '../../../src/contracts/classify/signature-lines.js';
import { UNNAMED_ROUND_SEVEN_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-seven.js';
import { categoriesOf as documentCategories } from './helpers.js';

const round = (category: string) => (text: string) => UNNAMED_ROUND_EIGHT_CUES.some(([re, c]) => c === category && re.test(text));

describe('Communication: a report, a list or a copy sent, a letter written', () => {
  it('reads them', () => {
    expect([
      'The Hirer must report any breakdown at once.',
      'The Tenant shall promptly report faults through the helpdesk.',
      'The Grower is to report to the Buyer within two days any frost damage to the crop.',
      'The Club will send the Landowner an updated list of members each spring.',
      'The Caterer shall give the School a copy of its hygiene certificate.',
      'If the rate changes we will write to you at least a month before.',
    ].map(round('Communication'))).toEqual([true, true, true, true, true, true]);
  });
  it('not things handed out by number, a report that is only named, nor findings reported as the work', () => {
    expect([
      'We will give you 15 free copies of the yearbook.',
      'The annual report shows the number of visitors.',
      'The Author may write to the editor of any newspaper.',
      'The Surveyor shall report its findings in the final survey.',
    ].map(round('Communication'))).toEqual([false, false, false, false]);
  });
});

describe('Safety and Security: hazards and their guards without "safety"', () => {
  it('reads them', () => {
    expect([
      'No bonfires may be lit on the common after dusk.',
      'The Landlord shall have the asbestos in the boiler room removed by a licensed contractor.',
      'The Operator may fit CCTV at the gates.',
      'Security cameras cover the loading bay.',
      'The Tenant shall not bring a gas appliance into the bedroom.',
      'The boiler must be serviced by a Gas Safe engineer.',
      'All visitors must be accompanied by a member of staff at all times.',
    ].map(round('Safety and Security'))).toEqual([true, true, true, true, true, true, true]);
  });
  it('not a survey of asbestos given as information about a site', () => {
    expect(round('Safety and Security')('The Client will hand the Architect its asbestos survey of the hall.')).toBe(false);
  });
});

describe('Asset Use: a plot, rooms and desks used, machines placed and removed', () => {
  it('reads them', () => {
    expect([
      'The Tenant may grow only vegetables on the plot.',
      'You must keep your allotment plot tidy.',
      'The Member may use the shared desks and lounges on weekdays.',
      'The Trust grants the Operator the right to place coffee machines at the sites in Annex A.',
      'The Operator will not place any kiosk in a ward.',
      'Within ten days after expiry the Vendor shall remove its kiosks from the station.',
    ].map(round('Asset Use'))).toEqual([true, true, true, true, true, true]);
  });
  it('round 7\'s keys returned read "your" and "its" keys too, not a key put back in a key safe', () => {
    const returned = (text: string) => UNNAMED_ROUND_SEVEN_CUES.some(([re, c]) => c === 'Asset Use' && re.test(text));
    expect([
      '(d) return your gate key to the warden;',
      'The Caterer shall return its spare keys on the last day.',
      'The Carer shall return the key to the key safe after each visit.',
    ].map(returned)).toEqual([true, true, false]);
  });
  it('not a plot survey, nor a plan of the plot', () => {
    expect([
      'If the plot survey shows losses, the Planter shall replant at its own cost.',
      'The Seller shall deliver the plot plan with the deed.',
    ].map(round('Asset Use'))).toEqual([false, false]);
  });
});

describe('Scope of Work: no other trader or agent, a minimum bought, what a membership includes', () => {
  it('reads them', () => {
    expect([
      'The Port will not permit any other operator to run boat trips from the quay.',
      'The Owner shall not sell the boat through any other broker during the listing.',
      'The Retailer undertakes to buy not less than 500 cases a year.',
      'The Buyer shall order from the Mill at least 40 tonnes each quarter.',
      'Each gold membership includes ten hours of coaching a month.',
    ].map(round('Scope of Work'))).toEqual([true, true, true, true, true]);
  });
  it('not an option to buy "all but not less than all", nor a business continuity plan', () => {
    expect([
      'The Lessee has the option to purchase all but not less than all of the Equipment.',
      'The disaster recovery plan includes a second data centre.',
    ].map(round('Scope of Work'))).toEqual([false, false]);
  });
});

describe('closing lines take no section title\'s category', () => {
  it('reads a place and a date, a signer after a company, a company alone in capitals', () => {
    expect([
      'In Tampere, 2 March 2028',
      'At Lyon on 3 June 2027',
      'Lehto Oy, Aino Virta, Managing Director',
      'Bergkraut AG: Urs Meier, Chairman of the Board',
      'HARBOUR FOODS, INC.',
      'GRANITE PEAK HOLDINGS LLC',
    ].map(isClosingLine)).toEqual([true, true, true, true, true, true]);
  });
  it('not a sentence that opens on a place or names a company', () => {
    expect([
      'In Tampere, the Supplier shall keep a spare heater.',
      'Lehto Oy shall pay the fee within 14 days.',
      'THE SUPPLIER SHALL NOT BE LIABLE FOR ANY INDIRECT LOSS.',
    ].map(isClosingLine)).toEqual([false, false, false]);
  });
  it('a closing line under a disputes article takes no Dispute Resolution', () => {
    expect(categoriesOf('In Tampere, 2 March 2028', 'Article 12 Disputes', false)).toEqual([]);
    expect(categoriesOf('Lehto Oy, Aino Virta, Managing Director', 'Article 12 Disputes', false)).toEqual([]);
    expect(categoriesOf('HARBOUR FOODS, INC.', '9. TERM', false)).toEqual([]);
  });
});

describe('a lead-in at the contract\'s end: its items keep their own categories (C6)', () => {
  it('reads the lead-ins set at the end', () => {
    expect([
      'When your licence ends you must:',
      'At the end of the season the Club shall:',
      '9.3 On termination of this Agreement the Agent is to:',
      'Upon expiry the Hirer will:',
    ].map(isEndingLeadIn)).toEqual([true, true, true, true]);
  });
  it('not a lead-in that ends the contract on its items, nor one about something else, nor a sentence', () => {
    expect([
      'The Hirer shall:',
      'Either party may end this agreement if the other:',
      'Upon notice, either party may terminate this Agreement if the other party:',
      'When your licence ends you must return the keys.',
    ].map(isEndingLeadIn)).toEqual([false, false, false, false]);
  });
  it('the items do not take Term & Termination from the lead-in', () => {
    const title = '7. The Workshop';
    const categories = documentCategories(
      { text: 'When your licence ends you must:', kind: 'sentence', sectionTitle: title },
      { text: '(a) take your tools and benches away within 7 days;', kind: 'listItem', sectionTitle: title },
      { text: '(b) sweep the workshop floor; and', kind: 'listItem', sectionTitle: title },
    );
    expect(categories[0]).toContain('Term & Termination');
    expect(categories[1]).not.toContain('Term & Termination');
    expect(categories[2]).not.toContain('Term & Termination');
  });
});
