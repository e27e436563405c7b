/**
 * Letters and forms left by facts set 53 (issue 18, h92fp), documents written for the rules, none from a set:
 * - a writer that "will buy from you" is the Buyer though "you" is named (party-sides.ts WE_BUY_FROM_YOU; cause 5);
 * - "Thanks," / "Regards," close an e-mail over its writer's name (details/line-shapes.ts VALEDICTION; cause 6);
 * - initials and a surname under "for <company>" over a title in brackets sign for it (block-names.ts; cause 7);
 * - a witness by office, an approval and a notary's venue after the last block sign for no party (ATTESTATION_OPENS;
 *   cause 8).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';

/** Each Primary party with its role and contacts, of a plain-text document of one paragraph a line. */
const plain = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}: ${p.contacts.map((c) => `${c.name} (${c.role})`).join(', ')}`);
};

const EMAIL = (verb: string, closing: string) => [
  'Hi Marta,',
  `Following our call, here are the terms. Lakeshore Berries Inc. ("Lakeshore", "we" or "us") ${verb} you, Marta Kowalski ("you"), the blueberries you pick this summer.`,
  '1. Price: $3.10 per pound, weighed at our packing shed.',
  '2. Payment: by e-Transfer within five (5) business days after each delivery.',
  'Reply "agreed" and this email is our agreement.',
  closing,
  'Owen Fraser',
  'Operations Manager',
  'Lakeshore Berries Inc.',
];

describe('a writer that buys from "you" (party-sides.ts)', () => {
  it('"we will buy from you" makes the writer the Buyer and "you" the Supplier', async () => {
    expect(await plain(...EMAIL('will buy from', 'Kind regards,')))
      .toEqual(['LAKESHORE BERRIES Buyer: Owen Fraser (Operations Manager)', 'MARTA KOWALSKI Supplier: ']);
  });
  it('near miss: a writer that will sell to "you" stays the Supplier', async () => {
    expect(await plain(...EMAIL('will sell to', 'Kind regards,')))
      .toEqual(['LAKESHORE BERRIES Supplier: Owen Fraser (Operations Manager)', 'MARTA KOWALSKI Buyer: ']);
  });
});

describe('an e-mail closing with thanks or regards (line-shapes.ts VALEDICTION)', () => {
  for (const closing of ['Thanks,', 'Many thanks,', 'Regards,', 'Thank you,']) {
    it(`"${closing}" over the writer's name and title gives the writer's contact`, async () => {
      expect(await plain(...EMAIL('will buy from', closing)))
        .toEqual(['LAKESHORE BERRIES Buyer: Owen Fraser (Operations Manager)', 'MARTA KOWALSKI Supplier: ']);
    });
  }
  it('near miss: "Thank you." closing a sentence of its own over an address is no closing', async () => {
    const lines = EMAIL('will buy from', 'Thank you.');
    lines.splice(6, 2, '12 Orchard Road');
    expect(await plain(...lines)).toEqual(['LAKESHORE BERRIES Buyer: ', 'MARTA KOWALSKI Supplier: ']);
  });
});

describe('initials and a surname under "for <company>" (block-names.ts)', () => {
  const LETTER = (signer: string, title: string) => [
    'KAVERI SPICES PRIVATE LIMITED',
    'Plot No. 4, Industrial Estate, Erode – 638 001, Tamil Nadu',
    'To',
    'Thiru. P. Raman,',
    'Kodumudi Village, Erode District.',
    'Dear Sir,',
    'Sub: Purchase Agreement for turmeric – 2040 season – reg.',
    'We are pleased to enter into a purchase arrangement with you, Thiru. P. Raman (hereinafter "the Grower"), for the turmeric grown on your land, on the following terms:',
    '1. The Grower shall sell to us all the dried turmeric from the said land.',
    '2. We shall pay ₹ 95/- per kg for the dried turmeric delivered to our godown.',
    '3. Payment shall be made within ten (10) days after each delivery.',
    'Yours faithfully,',
    'for KAVERI SPICES PRIVATE LIMITED',
    signer,
    title,
  ];
  it('the initialled signer with a bracketed department is the company\'s contact', async () => {
    expect(await plain(...LETTER('R. Venkatesan', 'Deputy Manager (Purchase)')))
      .toEqual(['KAVERI SPICES Buyer: R. Venkatesan (Deputy Manager (Purchase))', 'P. RAMAN Supplier: ']);
  });
  it('near miss: initials over no title are no signer', async () => {
    expect(await plain(...LETTER('R. Venkatesan', 'Erode'))).toEqual(['KAVERI SPICES Buyer: ', 'P. RAMAN Supplier: ']);
  });
});

describe('attestations after the last party\'s block (block-fields.ts ATTESTATION_OPENS)', () => {
  const LEASE = (...after: string[]) => [
    'GRAZING LEASE',
    'This Lease is made between Tomás Ortega, of 4 Mesa Road, Mora, New Mexico ("Lessor"), and Blue Grama Cattle, LLC, a New Mexico limited liability company ("Lessee").',
    '1. Lessor leases to Lessee 80 acres of pasture for the 2040 season.',
    '2. Lessee pays Lessor $1,600.00 within ten (10) days after signing.',
    'LESSOR:',
    '______________________',
    'Tomás Ortega',
    'LESSEE: BLUE GRAMA CATTLE, LLC',
    'By: ______________________',
    'Rosa Begay, Managing Member',
    ...after,
  ];
  it('a witness by office, an approval and a notary sign for no party', async () => {
    expect(await plain(...LEASE(
      'Witnessed by the Agent: ______________________',
      'Carl Jensen, Licensed Agent',
      'APPROVED by the board of the Mora Grazing Association:',
      '______________________',
      'Ana Lucero, President of the Board',
      'STATE OF NEW MEXICO )',
      'This instrument was acknowledged before me on May 2, 2040, by Tomás Ortega.',
      '______________________',
      'Notary Public',
    ))).toEqual(['TOMÁS ORTEGA Supplier: ', 'BLUE GRAMA CATTLE Buyer: Rosa Begay (Managing Member)']);
  });
  it('near miss: an approval heading that names a party opens its block', async () => {
    expect(await plain(...LEASE('Approved by the Lessee:', 'Joe Begay, Director'))).toEqual(['TOMÁS ORTEGA Supplier: ', 'BLUE GRAMA CATTLE Buyer: Rosa Begay (Managing Member), Joe Begay (Director)']);
  });
});
