/**
 * Party slots left by facts set 54 (issue 18, h93fp), documents written for the rules, none from a set:
 * - a position label's bracket of no role word ("Party B (Fruit Grower): <name>") names its party as "Party B:" does
 *   (person-parties.ts POSITION_NOTE; cause 2);
 * - a role word given a position label ('The Lessor (hereinafter "Party A")') leaves a person in that label's field a
 *   party (person-parties.ts ROLE_GIVEN_POSITION; cause 1);
 * - "Party B (Lessee): <company>" over "Representative: <name> (seal)" at the end signs for the company, the same line
 *   entering the party at the top does not (details/block-openers.ts signsAfterEntry, line-shapes.ts JOB_TITLE; cause 3);
 * - a post's local title in brackets after "represented by" ("its chairman (Obmann), <name>") is no alias (cause 5);
 * - a slot line that ends on a comma goes on in the next line's "and <name>" (preamble-names.ts; cause 6).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';

/** Each Primary party with its role and contacts, of a plain-text document of one paragraph a line. */
const plain = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}: ${p.contacts.map((c) => `${c.name} (${c.role})`).join(', ')}`);
};

const CHERRIES = (grower: string, signing: string) => [
  'CHERRY PURCHASE CONTRACT',
  'Party A (Buyer): Hengshan Orchard Trading Co., Ltd.',
  'Legal representative: Gao Ming',
  'Address: No. 12 Fruit Market Road, Yantai, Shandong Province',
  `${grower}: Wu Xiaomei`,
  'ID card No.: 370612197805123321',
  'Party A and Party B agree as follows.',
  'Article 1 Party B sells to Party A the cherries of its orchard in Fushan District, about 2,000 jin.',
  'Article 2 Party A pays RMB 18 per jin within five (5) days after each delivery.',
  `${signing}: Hengshan Orchard Trading Co., Ltd.`,
  'Authorized representative: Sun Lei',
  'Party B (signature): Wu Xiaomei',
];

describe('a position label with a bracket of no role word (person-parties.ts POSITION_NOTE)', () => {
  it('"Party B (Fruit Grower): <name>" is the grower, the other side of the buying Party A', async () => {
    expect(await plain(...CHERRIES('Party B (Fruit Grower)', 'Party A (seal)')))
      .toEqual(['HENGSHAN ORCHARD TRADING Buyer: Sun Lei (Authorized representative)', 'WU XIAOMEI Supplier: ']);
  });
  it('the signing line "Party A (Buyer): <company>" signs by the representative under it; the entry at the top does not', async () => {
    // Gao Ming, the legal representative under the entry, describes the party: no signer (sets 7 and 15 keep it so).
    expect(await plain(...CHERRIES('Party B (Fruit Grower)', 'Party A (Buyer)')))
      .toEqual(['HENGSHAN ORCHARD TRADING Buyer: Sun Lei (Authorized representative)', 'WU XIAOMEI Supplier: ']);
  });
});

const WAREHOUSE = (lessorAlias: string) => [
  'WAREHOUSE LEASE CONTRACT',
  `The Lessor (hereinafter ${lessorAlias}) and the Lessee (hereinafter "Party B") named below conclude this contract for the lease of the warehouse described below.`,
  '1. Lessor (Party A)',
  'Name | Park Min-jun',
  'Address | 14 Jungang-ro, Jeju-si',
  '2. Lessee (Party B)',
  'Trade name | Hallasan Logistics Co., Ltd.',
  'Representative | Kim Soo-ah',
  'Article 1 Party A leases the warehouse to Party B for one (1) year, and Party B pays KRW 1,200,000 each month.',
  '2038. 5. 2.',
  'Party A (Lessor): Park Min-jun (seal)',
  'Party B (Lessee): Hallasan Logistics Co., Ltd.',
  'Representative: Kim Soo-ah (seal)',
];

describe('a Korean form\'s signing lines under positions given to role words', () => {
  it('the lessor in "Party A (Lessor): <name> (seal)" is a party, the lessee company signs by its representative', async () => {
    expect(await plain(...WAREHOUSE('"Party A"')))
      .toEqual(['HALLASAN LOGISTICS Buyer: Kim Soo-ah (Representative)', 'PARK MIN-JUN Supplier: ']);
  });
});

const PASTURE = (post: string, secondLine: string) => [
  'GRAZING AGREEMENT',
  `between the Weidegenossenschaft Almboden, 6290 Mayrhofen, represented by ${post}, Anton Fankhauser, hereinafter "the Cooperative",`,
  secondLine,
  '1. The Cattle Owner brings eight heifers to the pasture of the Cooperative for the summer.',
  '2. The Cattle Owner pays the Cooperative € 90 per heifer within thirty (30) days after the drive down.',
  'Zell am Ziller, 2 May 2038',
  'For the Cooperative:',
  'Anton Fankhauser',
  'Peter Kröll',
];
const OWNER_LINE = 'and Mr. Peter Kröll, farmer, Dorfstraße 3, 6280 Zell am Ziller, hereinafter "the Cattle Owner".';

describe('a representative\'s post with its local title, and a slot going on in the next line', () => {
  it('"its chairman (Obmann), <name>" represents the cooperative, and the owner on the "and" line is the other party', async () => {
    expect(await plain(...PASTURE('its chairman (Obmann)', OWNER_LINE)))
      .toEqual(['WEIDEGENOSSENSCHAFT ALMBODEN Supplier: Anton Fankhauser (chairman)', 'PETER KRÖLL Buyer: ']);
  });
  it('the same post without its local title reads alike', async () => {
    expect(await plain(...PASTURE('its chairman', OWNER_LINE)))
      .toEqual(['WEIDEGENOSSENSCHAFT ALMBODEN Supplier: Anton Fankhauser (chairman)', 'PETER KRÖLL Buyer: ']);
  });
  it('near miss: an "and" line after a slot closed by its stop opens no slot', async () => {
    const lines = PASTURE('its chairman (Obmann)', 'and Mr. Peter Kröll, farmer, brings his heifers, hereinafter "the Cattle Owner".');
    lines[1] = lines[1].replace(/,$/, '.');
    expect(await plain(...lines)).toEqual(['WEIDEGENOSSENSCHAFT ALMBODEN Unknown: Anton Fankhauser (chairman)']);
  });
});
