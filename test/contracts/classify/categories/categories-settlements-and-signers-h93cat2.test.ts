/**
 * Categories left by set 71 (issue 18, h93cat2): a settlement's effect on the dispute and the contract's gaps, trials and
 * laws (Dispute Resolution, category-cues-settlement-effect.ts, category-cues-courts-and-gaps.ts), none for a signature
 * block's label-and-name rows (category-signer-rows.ts), for a ranking of the language texts under a disputes heading
 * (category-cues-language-versions.ts' ranksLanguageTexts) and for the closing formula of originals
 * (category-cues-copies-made.ts); claims released (Liability, category-cues-claims-released.ts), a period that runs
 * from … until and a withdrawal (Term & Termination, category-cues-periods-run.ts), dangerous pursuits barred and a
 * crew's instructions (Safety and Security, category-cues-dangerous-pursuits.ts, category-cues-activity-rules.ts),
 * minutes, a policy's copy and a representative's name sent (Communication, category-cues-minutes-sent.ts,
 * category-cues-cover-proof-sent.ts, category-cues-contact-points.ts); an occurrence called off by the weather (Force
 * Majeure, category-cues-occurrences-called-off.ts), a bid security (Insurance, category-cues-bid-security.ts, h93cat's), a
 * delivery record (Delivery, category-cues-delivery-records.ts) and a notary's "written in my presence" (no
 * Communication, category-cues-signatures-written.ts). Sentences written for these tests, not taken from
 * a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SETTLEMENT_EFFECT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-settlement-effect.js';
import { COURTS_AND_GAPS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-courts-and-gaps.js';
import { CLAIMS_RELEASED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-claims-released.js';
import { PERIOD_RUN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-periods-run.js';
import { DANGEROUS_PURSUIT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-dangerous-pursuits.js';
import { MINUTES_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-minutes-sent.js';
import { ranksLanguageTexts } from '../../../../src/contracts/classify/categories/cues/category-cues-language-versions.js';
import { OCCURRENCE_CALLED_OFF_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-occurrences-called-off.js';
import { BID_SECURITY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-bid-security.js';
import { DELIVERY_RECORD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery-records.js';
import { isSignerRow } from '../../../../src/contracts/classify/categories/category-signer-rows.js';
import { cuedBy, expectEach, expectReads } from '../cue-tables.js';
import { clauseCategories } from '../helpers.js';

const PRESS = { preamble: 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").' };
const CLUB = { preamble: 'This contract is made between Harbour Racing Club (the "Club") and Sean Byrne (the "Rider").' };
const BOATS = { preamble: 'These conditions apply between Harbour Boats Ltd ("we" or "us") and each person who travels on our boats ("you").' };

describe("a settlement's effect, a contract's gaps, trials and laws (h93cat2)", () => {
  const settlement = cuedBy(SETTLEMENT_EFFECT_STRONG_CUES, 'Dispute Resolution');
  const courts = cuedBy(COURTS_AND_GAPS_STRONG_CUES, 'Dispute Resolution');

  it('reads new proceedings barred, the force of a judgment and a lawsuit withdrawn or resumed', () => {
    expectEach(settlement, [
      'Neither party shall start any new proceedings against the other on the claims settled by this agreement.',
      'The Publisher agrees not to commence any proceedings against the Printer in respect of the released claims.',
      'The Printer shall bring no further action against the Publisher over the unpaid invoices.',
      'This settlement has the force of a final judgment between the parties.',
      'The parties agree that this agreement has the effect of res judicata.',
      'If the Printer fails to pay, the Publisher may resume its lawsuit for the full sum.',
      'Within five days the Printer shall withdraw the claim proceedings before the county court.',
    ], true);
  });

  it('not an action taken, a judgment of skill, nor a claim merely made', () => {
    expectEach(settlement, [
      'The Publisher need not first take action against the Printer before calling on the guarantee.',
      'The Publisher has no obligation to take proceedings against a pirate printer.',
      'The Printer shall use its professional judgment in choosing the paper.',
      'If a bookseller fails to pay, we may take legal action against the bookseller.',
      'The Printer may withdraw its offer at any time before acceptance.',
    ], false);
  });

  it('reads gaps settled or governed, a jury trial waived, a claim brought before a court and a law that applies', () => {
    expectEach(courts, [
      'Any matter not provided for in this Agreement shall be resolved by consultation between the parties in good faith.',
      'Questions not regulated by this contract are governed by the Civil Code of the Republic.',
      'For everything not covered by these terms, the Law on Obligations applies.',
      'Each party waives its right to a jury trial in any action arising out of this agreement.',
      'The Rider may bring a claim before the Cycling Arbitration Tribunal.',
      'You can bring your claim in the courts of the county where you live.',
      'Irish law applies to this agreement.',
      'Scots law shall govern these terms.',
    ], true);
  });

  it('not a gap only consulted on, a trial of a product, nor a law that is no country\'s', () => {
    expectEach(courts, [
      'The parties shall consult in good faith on any matter not provided for in this agreement.',
      'Any use not provided for by this Agreement is forbidden.',
      'The Printer shall run a trial of the new press in March.',
      'The law applies to both parties.',
      'This law governs the sale of alcohol.',
      'The Rider may bring a friend to the prize-giving.',
    ], false);
  });

  it('classifies the clauses whole', () => {
    expectReads((text) => clauseCategories(text, PRESS), [
      ['Neither party shall start any new proceedings against the other on the claims settled by this agreement.', ['Dispute Resolution']],
      ['This settlement has the force of a final judgment between the parties.', ['Dispute Resolution']],
      ['If the Printer fails to pay, the Publisher may resume its lawsuit for the full sum.', ['Dispute Resolution', 'Payment Terms & Billing']],
      ['Matters not provided for in this agreement shall be settled by good faith consultation between the parties.', ['Dispute Resolution']],
      ['EACH PARTY WAIVES ITS RIGHT TO A JURY TRIAL IN ANY ACTION ARISING OUT OF THIS AGREEMENT.', ['Dispute Resolution']],
      ['Irish law applies to this agreement.', ['Dispute Resolution']],
    ]);
  });
});

describe("a signature block's rows, language texts ranked and the originals' formula under a disputes heading (h93cat2)", () => {
  it("reads a party's label and only the names that sign for it as a signer row", () => {
    expectEach(isSignerRow, [
      'The Rider: Sean Patrick Byrne',
      'For the Printer: Aoife de Burca, Production Director',
      'PUBLISHING PARTY: Dr. Tomás Ferreira Lima – Chairman',
      'Owner: Kestrel Lodge Co., Ltd. by Mr. Arjun Mehta, Managing Director',
      'Witnesses: 1. Niamh Doyle 2. Karim Haddad',
      'In the presence of: Omar bin Said Al Rawahi, Notary',
      'For the Subcontractor: Lena Brandt, Site Manager',
      'AGENT: Harbour Talent LLC By: Nora Quinn, President',
    ], true);
  });

  it('not a row that names a subject, a contact, a figure, a sentence or a common word', () => {
    expectEach(isSignerRow, [
      'Governing Law: England and Wales',
      'Payment Terms: Net Thirty Days',
      'Contact: Dr Mary Byrne, Production Manager',
      'Deposit: £250 on signing',
      'The Rider: shall wear the Club kit at every race.',
      'Term: Twelve Months From Signing',
      'NOTE: The Printer shall keep the plates.',
    ], false);
  });

  it('reads a language text ranked, not a copy that prevails nor a document', () => {
    expectEach(ranksLanguageTexts, [
      'This contract is made in English and in Irish, and the English text prevails if they differ.',
      'The French version of these terms shall prevail over any translation.',
      'In case of doubt, the Maltese text applies.',
    ], true);
    expectEach(ranksLanguageTexts, [
      'If the Schedule conflicts with the body of this agreement, the body prevails.',
      'The revised version prevails over the first.',
    ], false);
  });

  it('gives none of the heading\'s Dispute Resolution to those rows and formulas, and keeps the heading for a clause', () => {
    const disputes = { ...CLUB, title: '9. Disputes' };
    expectReads((text) => clauseCategories(text, disputes), [
      ['The Rider: Sean Patrick Byrne', []],
      ['For the Club: Eoin Walsh, Chairman', []],
      ['For the Subcontractor: Lena Brandt, Site Manager', []],
      ['This contract is made in English and in Irish, and the English text prevails if they differ.', ['Order of Precedence']],
      ['Done at Galway, in two originals.', []],
      ['DONE AND SIGNED in two (2) originals of the same content and effect, one for each party.', []],
      ['Any dispute shall be referred to the courts of Galway.', ['Dispute Resolution']],
    ]);
  });
});

describe('claims released, periods run and withdrawals (h93cat2)', () => {
  const released = cuedBy(CLAIMS_RELEASED_STRONG_CUES, 'Liability');
  const ended = cuedBy(PERIOD_RUN_STRONG_CUES, 'Term & Termination');

  it('reads a release from claims and a claim not to be made', () => {
    expectEach(released, [
      'On final payment, each party releases the other from all claims under the printing contract.',
      'The Publisher releases the Printer and its directors from any liability for the late delivery.',
      'The Publisher shall make no further claim for the damaged copies.',
      'The Rider will have no claim against the Club for the loss of his own bicycle.',
    ], true);
    expectEach(released, [
      'The Printer shall release, defend and indemnify the Publisher from and against all claims by its staff.',
      'The Printer warrants that its binder has no claim against it.',
      'The Printer shall release the plates from the store.',
    ], false);
  });

  it('reads a period that runs from one point to another and a withdrawal from the contract', () => {
    expectEach(ended, [
      'The season runs from 1 March 2031 until the last race, and not later than 30 September 2031.',
      'This hire runs from the day of delivery to the day the boat is returned.',
      'A Member may not withdraw from the consortium without the consent of the others.',
      'The Publisher may withdraw from this agreement if the Printer has not started printing within 30 days.',
    ], true);
    expectEach(ended, [
      'The cycle path runs from the harbour to the station.',
      'The grazing season runs from 1 April to 31 October.',
      'Each season runs from May to September.',
      'The Printer may withdraw its quotation before it is accepted.',
      'If the Printer withdraws from the project, the Publisher may engage another printer.',
    ], false);
  });

  it('classifies the clauses whole', () => {
    expectReads((text) => clauseCategories(text, PRESS), [
      ['On final payment, each party releases the other from all claims under the printing contract.', ['Liability']],
      ['The Publisher shall make no further claim for the damaged copies.', ['Liability']],
      ['Each party shall bear any loss that arises from its own share of the work.', ['Liability']],
    ]);
    expectReads((text) => clauseCategories(text, CLUB), [
      ['The season runs from 1 March 2031 until the last race, and not later than 30 September 2031.', ['Term & Termination']],
    ]);
  });
});

describe('dangerous pursuits, a crew\'s instructions, minutes and papers sent (h93cat2)', () => {
  const pursuits = cuedBy(DANGEROUS_PURSUIT_STRONG_CUES, 'Safety and Security');
  const minutes = cuedBy(MINUTES_SENT_STRONG_CUES, 'Communication');

  it('reads a dangerous pursuit barred, not a ski pass nor a sport allowed', () => {
    expectEach(pursuits, [
      'The Rider shall not ski or ride a motorcycle during the season.',
      'The Rider must never skydive while this contract is in force.',
      'The Rider shall not take part in any dangerous sport without the written consent of the Club.',
    ], true);
    expectEach(pursuits, [
      'The Club may not sell the ski pass below its price.',
      'The Rider may ski in the off season.',
      'The Club shall provide a ski instructor for the guests.',
    ], false);
  });

  it('reads minutes sent or issued, not minutes kept or minutes of time', () => {
    expectEach(minutes, [
      'The Printer shall keep minutes of each meeting and send them to the Publisher within 5 days.',
      'The secretary shall circulate the minutes of every board meeting to the members.',
      'The Printer shall issue minutes of each progress meeting within three working days.',
    ], true);
    expectEach(minutes, [
      'The Printer shall keep minutes of each meeting.',
      'The Printer shall send the proofs within 30 minutes of the request.',
    ], false);
  });

  it('classifies the clauses whole', () => {
    expectReads((text) => clauseCategories(text, CLUB), [
      ["The Rider shall not ski, ride a motorcycle or box during the season without the Club's written consent.", ['Communication', 'Safety and Security']],
    ]);
    expectReads((text) => clauseCategories(text, BOATS), [
      ['You must follow the instructions of the captain and crew at all times, especially in an emergency.', ['Safety and Security']],
      ['We are not liable for any delay caused by a gale, a storm warning or a strike at the port.', ['Force Majeure']],
    ]);
    expectReads((text) => clauseCategories(text, PRESS), [
      ['The Printer shall keep minutes of each meeting and send them to the Publisher within 5 days.', ['Communication']],
      ['The Printer shall keep public liability insurance of at least £2,000,000 and shall give the Publisher a copy of the policy each year.', ['Communication', 'Insurance']],
      ['Each party shall send the name and telephone number of its representative to the other in writing.', ['Communication']],
    ]);
  });

  it('a pursuit barred stays Safety and Security whatever the season or the consent after it', () => {
    fc.assert(
      fc.property(fc.constantFrom('ski', 'snowboard', 'skydive', 'ride a motorcycle', 'box'), fc.constantFrom('during the season.', "without the Club's written consent.", 'while this contract lasts.'), (pursuit, tail) => {
        expect(pursuits(`The Rider shall not ${pursuit} ${tail}`)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});

describe('an occurrence called off by the weather, a bid security, a delivery record, signatures written (h93cat2)', () => {
  const calledOff = cuedBy(OCCURRENCE_CALLED_OFF_STRONG_CUES, 'Force Majeure');
  const bid = cuedBy(BID_SECURITY_STRONG_CUES, 'Insurance');
  const record = cuedBy(DELIVERY_RECORD_STRONG_CUES, 'Delivery');

  it('reads a sailing, a game or a walk called off by the weather or an outbreak, not for safety nor for a party\'s reason', () => {
    expectEach(calledOff, [
      'We may cancel any crossing because of bad weather or a fault in the engine.',
      'If a match is postponed due to snow, the Club shall pay the travel costs again.',
      'We may call off a tour owing to an outbreak of measles in the village.',
    ], true);
    expectEach(calledOff, [
      'The skipper decides whether it is safe to sail, and may cancel a trip because of rough seas.',
      'If we cancel a tour for any other reason, we will refund you in full.',
      'We may cancel your booking because of bad weather.',
    ], false);
  });

  it('reads a bid security, a delivery record, and a message\'s receipt for neither', () => {
    expectEach(bid, ['Each bidder shall lodge a bid bond of £10,000 with its tender.', 'The Lead Member shall obtain the tender security the Authority requires.'], true);
    expectEach(bid, ['The Contractor shall keep the site secure at night.'], false);
    expectEach(record, ['The Publisher shall check the returned plates and sign a delivery record listing them.', 'Any shortage must be noted on the delivery receipt.'], true);
    expectEach(record, ['We will send you an e-mail delivery receipt for each message.'], false);
  });

  it('classifies the clauses whole', () => {
    expectReads((text) => clauseCategories(text, BOATS), [
      ['We may cancel or change any crossing because of bad weather or an order of the harbour master.', ['Force Majeure']],
    ]);
    expectReads((text) => clauseCategories(text, PRESS), [
      ['The Printer shall obtain the bid security of £5,000 that the tender requires.', ['Insurance']],
      ['The Publisher shall check the returned plates and sign a delivery record listing them.', ['Delivery']],
    ]);
    expectReads((text) => clauseCategories(text, { ...PRESS, title: '12. Law and jurisdiction' }), [
      ['I, Carmen Lopez Ruiz, Notary Public of Dublin, certify that the above signatures were written freely in my presence.', []],
    ]);
  });
});
