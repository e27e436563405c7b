/**
 * Two signers on one line (h46facts, cause 4 of h41f30 and cause 3 of h43f31): a block printed in two columns reaches
 * the classifier as one line once the reader folds the spaces between them (signer-pairs.ts). Contracts of my own.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const preamble = [
  'BOAT STORAGE AGREEMENT',
  'This Boat Storage Agreement is made as of March 3, 2032 between Harbour Marina Inc., an Ontario corporation (the "Marina"), and Lakeside Sailing Club, a corporation without share capital (the "Club").',
  "1. The Marina shall store the Club's twelve dinghies over the winter.",
  '2. The Club shall pay $4,200.00 plus HST for the winter.',
  'HARBOUR MARINA INC.',
  'Per: Anna Novak',
  'Name: Anna Novak',
  'Title: President',
  'LAKESIDE SAILING CLUB',
];

describe('two labelled signers on one line (h46facts)', () => {
  it('"Per: A Per: B" under the party\'s name gives both', () => {
    expect(contactLists(...preamble, 'Per: Robert Singh Per: Carla Mendes', 'Name: Robert Singh, Commodore Name: Carla Mendes, Treasurer')).toEqual([
      ['HARBOUR MARINA', ['Anna Novak']],
      ['LAKESIDE SAILING CLUB', ['Robert Singh', 'Carla Mendes']],
    ]);
  });
  it('so does a "Name: A, title Name: B, title" line alone', () => {
    expect(contactLists(...preamble, 'Name: Robert Singh, Commodore Name: Carla Mendes, Treasurer')).toEqual([
      ['HARBOUR MARINA', ['Anna Novak']],
      ['LAKESIDE SAILING CLUB', ['Robert Singh', 'Carla Mendes']],
    ]);
  });
  it('one "Per:" still gives one signer', () => {
    expect(contactLists(...preamble, 'Per: Robert Singh', 'Name: Robert Singh', 'Title: Commodore')).toEqual([
      ['HARBOUR MARINA', ['Anna Novak']],
      ['LAKESIDE SAILING CLUB', ['Robert Singh']],
    ]);
  });
  it('a section 127 block: "Director: A Director/Secretary: B"', () => {
    expect(
      contactLists(
        'FENCING CONTRACT',
        'This contract is made on 1 June 2032 between Red Gum Farming Pty Ltd ACN 611 111 111 of Dubbo NSW (the "Owner") and Boundary Fencing Pty Ltd ACN 622 222 222 of Orange NSW (the "Contractor").',
        "1. The Contractor shall build four kilometres of boundary fence on the Owner's property.",
        '2. The Owner shall pay the Contractor $18,000 on completion.',
        'Executed by Red Gum Farming Pty Ltd ACN 611 111 111 in accordance with section 127 of the Corporations Act 2001 (Cth):',
        'Director: Sarah Mitchell Director/Secretary: James Mitchell',
        'Executed by Boundary Fencing Pty Ltd ACN 622 222 222 in accordance with section 127 of the Corporations Act 2001 (Cth) by its sole director and secretary:',
        'Sole Director and Secretary: Tom Fraser',
      ),
    ).toEqual([
      ['RED GUM FARMING', ['Sarah Mitchell', 'James Mitchell']],
      ['BOUNDARY FENCING', ['Tom Fraser']],
    ]);
  });
});

describe('two "name, title" columns on one line (h46facts)', () => {
  const contract = (line: string) =>
    contactLists(
      'SAUNA DELIVERY CONTRACT',
      'This contract is made on 2 May 2032 between Kivi Saunat Oy, business ID 1234567-8, Tampere (the "Contractor"), and Lahti Lomat Oy, business ID 7654321-0, Lahti (the "Customer").',
      "1. The Contractor shall build a wood-fired sauna at the Customer's holiday village.",
      '2. The Customer shall pay EUR 18,500 on handover.',
      'Tampere, 2 May 2032',
      'KIVI SAUNAT OY',
      'Mikko Laine, Managing Director',
      'LAHTI LOMAT OY',
      line,
    );
  it('"A, CEO B, Chairman of the Board" gives both', () => {
    expect(contract('Aino Virtanen, CEO Pekka Virtanen, Chairman of the Board')).toEqual([
      ['KIVI SAUNAT', ['Mikko Laine']],
      ['LAHTI LOMAT', ['Aino Virtanen', 'Pekka Virtanen']],
    ]);
  });
  it('"A, Chairman of the Board B, General Manager" too (the split where a job title ends)', () => {
    expect(contract('Aino Virtanen, Chairman of the Board Pekka Virtanen, General Manager')).toEqual([
      ['KIVI SAUNAT', ['Mikko Laine']],
      ['LAHTI LOMAT', ['Aino Virtanen', 'Pekka Virtanen']],
    ]);
  });
  it('a signer with a title and a town after it is one signer, no second', () => {
    expect(contract('Aino Virtanen, Managing Director, Lahti')).not.toContainEqual(['LAHTI LOMAT', ['Aino Virtanen', 'Lahti']]);
  });
});

describe('two "For <party>: <name>" lines folded into one (h46facts)', () => {
  const contract = (line: string) =>
    contactLists(
      'DESIGN SERVICES AGREEMENT',
      'This agreement is made on 4 April 2032 between Blue Fern Cafe Limited, of 3 Quay Street, Auckland (the "Client"), and Kowhai Creative Limited, of 9 Queen Street, Auckland (the "Agency").',
      "1. The Agency shall design the Client's new menus and signage.",
      '2. The Client shall pay the Agency NZD 6,000 on delivery.',
      line,
    );
  it('each party gets its own signer', () => {
    expect(contract('For the Client: Mere Walker For the Agency: Tane Smith')).toEqual([
      ['BLUE FERN CAFE', ['Mere Walker']],
      ['KOWHAI CREATIVE', ['Tane Smith']],
    ]);
  });
  it('one "For the Client:" line still gives its signer alone', () => {
    expect(contract('For the Client: Mere Walker')).toEqual([
      ['BLUE FERN CAFE', ['Mere Walker']],
      ['KOWHAI CREATIVE', []],
    ]);
  });
});
