/** Issue 18, h78t61: countries named as polities or after a town, "the Lao PDR", a French port authority. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const of = (type: string, text: string) => attributesOf(text).filter((a) => a.startsWith(type));

describe('a country whose bare name is a person\'s, named as a polity or after its town', () => {
  it('"the Hashemite Kingdom of Jordan", "the Republic of Chad", "Amman, Jordan", "the Lao PDR" are places', () => {
    expect(of('Location', 'This Agreement is governed by the laws of the Hashemite Kingdom of Jordan.')).toEqual(['Location:Hashemite Kingdom of Jordan']);
    expect(of('Location', 'The works are located in the Republic of Chad.')).toEqual(['Location:Republic of Chad']);
    expect(of('Location', 'The clinic has its office in Amman, Jordan.')).toEqual(['Location:Amman, Jordan']);
    expect(of('Location', 'The Transporter is registered in the Lao PDR.')).toEqual(['Location:Lao PDR']);
  });

  it('near misses: a person named Jordan or Chad, a town before a person\'s full name', () => {
    expect(of('Location', 'Jordan Smith will manage the account.')).toEqual([]);
    expect(of('Location', 'The report is signed by Chad Williams.')).toEqual([]);
    expect(of('Location', 'Our offices in Amman, Jordan Smith and Ali Haddad will attend.')).toEqual(['Location:Amman']);
  });
});

describe('a French port authority', () => {
  it('"Port Autonome de Dakar" is one body, not the town inside it', () => {
    expect(attributesOf('The rates are approved by the Port Autonome de Dakar.')).toEqual(['Organization:Port Autonome de Dakar']);
  });

  it('near misses: the port of a town, a port authority in English', () => {
    expect(of('Organization', 'The vessel calls at the Port of Dakar.')).toEqual([]);
    expect(of('Location', 'The vessel calls at the Port of Dakar.')).toEqual(['Location:Dakar']);
  });
});

describe('a town and its province or region (h78t61)', () => {
  it('"of Mount Hagen, Western Highlands Province", "in Tamale, Northern Region" are one place', () => {
    expect(of('Location', 'The lender is Highlands Microcredit Limited of Mount Hagen, Western Highlands Province.')).toEqual(['Location:Mount Hagen, Western Highlands Province']);
    expect(of('Location', 'The warehouse is in Tamale, Northern Region.')).toEqual(['Location:Tamale, Northern Region']);
  });

  it('near misses: common words before the comma, a region alone', () => {
    expect(of('Location', 'This is a Sale of Goods, Western Region edition.')).toEqual([]);
    expect(of('Location', 'Sales in the Northern Region grew.')).toEqual([]);
  });
});
