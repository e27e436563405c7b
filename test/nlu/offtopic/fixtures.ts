/** A small banking-like workspace (three intents, five examples each), with and without off-topic detection. */
export const BANKING_INTENTS = [
  {
    intent: 'check_balance',
    examples: ['what is my balance', 'how much money do I have', 'show my account balance', 'what is left in my checking account', 'tell me my savings balance'],
  },
  {
    intent: 'transfer_money',
    examples: ['transfer money to my savings', 'send 50 dollars to John', 'move funds between accounts', 'I want to wire money', 'pay my friend back'],
  },
  {
    intent: 'lost_card',
    examples: ['I lost my credit card', 'my card was stolen', 'block my debit card', 'I cannot find my card', 'report a missing card'],
  },
];

/** Workspace JSON in the export shape; `offTopic` sets `system_settings.off_topic.enabled` (undefined: no setting). */
export function bankingWorkspace(offTopic?: boolean): Record<string, unknown> {
  return {
    name: 'banking',
    language: 'en',
    intents: BANKING_INTENTS.map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) })),
    entities: [],
    counterexamples: [],
    system_settings: offTopic === undefined ? {} : { off_topic: { enabled: offTopic } },
    dialog_nodes: [
      { dialog_node: 'off_topic', conditions: 'irrelevant', output: { text: { values: ['Sorry, I only do banking.'] } } },
      { dialog_node: 'balance', conditions: '#check_balance', output: { text: { values: ['Balance.'] } } , previous_sibling: 'off_topic' },
      { dialog_node: 'else', conditions: 'anything_else', output: { text: { values: ['Banking question?'] } }, previous_sibling: 'balance' },
    ],
  };
}

/** Inputs a banking assistant should not claim (the classifier alone gives some of them an intent above 0.2). */
export const UNRELATED = [
  'what is the capital of France',
  'how do I bake a chocolate cake',
  'tell me a joke',
  "what's the weather like tomorrow",
  'who won the world cup in 2018',
];

/** In-domain paraphrases (none is a training example) and the intent each must keep. */
export const PARAPHRASES: ReadonlyArray<readonly [string, string]> = [
  ['how much is in my account', 'check_balance'],
  ['could you check my balance please', 'check_balance'],
  ["what's the balance on my savings", 'check_balance'],
  ['send money to my brother', 'transfer_money'],
  ['wire 100 dollars to Alice', 'transfer_money'],
  ['I misplaced my card', 'lost_card'],
  ['my debit card is gone', 'lost_card'],
  ['where is my new card', 'lost_card'],
];
