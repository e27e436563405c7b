import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h50c50: a sub-agent appointed or barred is Subcontracts (table 2.3's cue). Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('a sub-agent appointed or barred (category-cues-sub-agents.ts)', () => {
  it('barred beside the agent\'s services, or allowed: Subcontracts', () => {
    expect(of('The Rep shall not appoint any sub-agent or let anyone else provide the Sales Services for it.')).toContain('Subcontracts');
    expect(of('The Broker may appoint sub-agents in other countries.')).toEqual(['Subcontracts']);
  });

  it('near miss: the agent\'s own appointment stays the work\'s extent', () => {
    expect(of('The Principal appoints the Agent as its agent for the Territory.')).toEqual(['Scope of Work']);
  });
});
