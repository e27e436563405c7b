/**
 * Other parties without a legal form (issue 18, h43org): public bodies a contract names by their kind at the end of
 * their name, read as Organizations and listed among the contract's other parties. Contracts written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { facts } from '../facts-readers.js';

const contract = (...rest: string[]) => [
  'SERVICES AGREEMENT',
  'This Services Agreement is made on 5 June 2029 between Kauri Timber Limited, a company incorporated in New Zealand (the "Supplier"), and Harbour Joinery Limited, a company incorporated in New Zealand (the "Buyer").',
  '1. The Supplier shall deliver sawn timber to the Buyer each week.',
  ...rest,
];
const others = (...rest: string[]) => facts(...contract(...rest)).parties.filter((p) => p.importance !== 'Primary').map((p) => p.party);

describe('a body named by its kind at its end', () => {
  it('an inspectorate, a corps, a multi-door courthouse', () => {
    expect(attributesOf('The Provider shall keep its registration with the Drinking Water Inspectorate.'))
      .toEqual(['Organization:Drinking Water Inspectorate']);
    expect(attributesOf('The guards are licensed by the Kenya Private Security and Civil Defence Corps.'))
      .toEqual(['Organization:Kenya Private Security and Civil Defence Corps']);
    expect(attributesOf('Disputes go first to mediation at the Abuja Multi-Door Courthouse.'))
      .toEqual(['Organization:Abuja Multi-Door Courthouse']);
  });
  it('a protection scheme, an accreditation body, the social security fund', () => {
    expect(attributesOf('The deposit is protected with the Deposit Protection Service within 30 days.'))
      .toEqual(['Organization:Deposit Protection Service', 'Duration:within 30 days']);
    expect(attributesOf('The laboratory is accredited by the Kenya National Accreditation Service.'))
      .toEqual(['Organization:Kenya National Accreditation Service']);
    expect(attributesOf('The Contractor shall remit contributions to the Social Security System.'))
      .toEqual(['Organization:Social Security System']);
  });
  it('each is an other party of the contract', () => {
    expect(others('2. The Supplier shall keep its registration with the Drinking Water Inspectorate.', '3. Disputes go first to mediation at the Abuja Multi-Door Courthouse.'))
      .toEqual(['ABUJA MULTI-DOOR COURTHOUSE', 'DRINKING WATER INSPECTORATE']);
  });
  it('the kind alone, a building, a product: no body', () => {
    expect(attributesOf('The Inspectorate may visit the premises.')).toEqual([]);
    expect(attributesOf('The Corps shall be told of any incident.')).toEqual([]);
    expect(attributesOf('The hearing is held at the Courthouse.')).toEqual([]);
    expect(attributesOf('The Company sells the Alarm Security System to the Customer.')).toEqual([]);
    expect(attributesOf('The Supplier provides the Data Protection Service for the Buyer.')).toEqual([]);
  });
});

describe('a body whose name ends on its country', () => {
  it('a head then a country closing the name', () => {
    expect(attributesOf('The Operator is a member of the Storage Trade Association UK and keeps its code.'))
      .toEqual(['Organization:Storage Trade Association UK']);
    expect(attributesOf('The Producer is registered with the Cider Makers Guild Ireland.'))
      .toEqual(['Organization:Cider Makers Guild Ireland']);
  });
  it('a national police force, a nation\'s health service', () => {
    expect(attributesOf('We shall inform Police Scotland where we suspect stolen goods.')).toEqual(['Organization:Police Scotland']);
    expect(attributesOf('The project is funded by NHS Wales under the grant.')).toEqual(['Organization:NHS Wales']);
    expect(others('2. The Supplier shall tell Police Scotland of any theft and is a member of the Timber Trade Association UK.'))
      .toEqual(['POLICE SCOTLAND', 'TIMBER TRADE ASSOCIATION UK']);
  });
  it('a country starting a longer name, a court\'s seat, the police alone, a place after "in": as before', () => {
    expect(attributesOf('The Storage Trade Association UK Limited keeps the code.')).toEqual(['Organization:Storage Trade Association UK Limited']);
    expect(attributesOf('The Police shall be told of any theft.')).toEqual([]);
    expect(attributesOf('The Storage Trade Association in France keeps its code.')).toEqual(['Organization:Storage Trade Association', 'Location:France']);
    expect(attributesOf('The goods are shipped from the UK to France.')).toEqual(['Location:UK', 'Location:France']);
  });
});

describe('a state\'s "General Organization" (h46facts)', () => {
  it('named by its qualifiers before it or its "for" tail', () => {
    // The town after the body is a place of its own (C314, session 81: as sets 27, 35, 50 and 68 label "the
    // Arbitration Institute in Bangkok").
    expect(attributesOf('Each lot is graded by the Cotton Grading and Testing General Organization in Alexandria.'))
      .toEqual(['Organization:Cotton Grading and Testing General Organization', 'Location:Alexandria']);
    expect(others('2. Import permits come from the General Organization for Export and Import Control.'))
      .toEqual(['GENERAL ORGANIZATION FOR EXPORT AND IMPORT CONTROL']);
  });
  it('alone, or a kind of business named "Organisation", no body', () => {
    expect(others('2. The Seller is a General Organization member and an Approved Maintenance Organisation.')).toEqual([]);
  });
});

describe('a state\'s service with its acronym after it (h46facts)', () => {
  it('"National … Service (ACRONYM)" is a body, without its bracket', () => {
    expect(others('2. The operators shall follow the instructions of the National Geology and Mining Service (SERNAGEOMIN).'))
      .toEqual(['NATIONAL GEOLOGY AND MINING SERVICE']);
  });
  it('without the acronym, or a product\'s service with one, none', () => {
    expect(others('2. The Supplier runs a National Courier Service and the Managed Detection Service (MDS).')).toEqual([]);
  });
});
