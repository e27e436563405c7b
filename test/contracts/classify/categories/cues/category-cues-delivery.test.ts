/**
 * Delivery said without its word: the cues of category-cues-delivery.ts, from the tests of the rounds that wrote them
 * (rounds 2, 3; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads the file's
 * own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for these tests,
 * not taken from a labelled set or the real response.
 */
import { describe, it } from 'vitest';
import { expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';


// Round 2 (h22cat).
describe('Delivery: goods carried, collected, or undertaken to be delivered', () => {
  it('transport arranged, goods collected from a place, a delivery undertaken', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Organiser will arrange the transport of the exhibits to the fair.',
      'The Brewery shall collect the empty kegs from each bar every Monday.',
      'The Supplier undertakes to deliver and assemble the shelving by 1 May.',
      'The Nursery will deliver the saplings to the gate of each orchard.',
      'The Quarry must load each wagon and deliver it to the railhead.',
      'The sculptures must not be moved by air.',
    ], true);
  });

  it('money or data collected, a service or a training delivered: no Delivery cue', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Agent shall collect the rent from the tenants each month.',
      'The Processor may collect the data from the Controller\'s systems.',
      'The Trainer undertakes to deliver the training in English.',
      'The Supplier will deliver the Services to the Customer with due care.',
    ], false);
  });
});

// Round 3 (h24rec).
describe('Delivery: goods received, loaded out, handed over on a record, a load rejected', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Mill shall receive the Grower\'s sugar cane at the weighbridge between 6 a.m. and 6 p.m.',
      'The Depot will load the lorries sent by the Customer\'s haulier.',
      'The Customer must book each load-out two days in advance.',
      'A handover certificate signed by both parties shall state the number of panels.',
      'The Packer may reject any consignment that arrives above 8 degrees.',
    ], true);
  });
  it('not money or a notice received, nor a load weighed', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Agent shall receive the deposit on behalf of the Owner.',
      'The Mill will weigh each load and give the Grower a ticket.',
    ], false);
  });
});
