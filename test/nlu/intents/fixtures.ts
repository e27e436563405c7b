/** Small workspaces for the intent tests: a few intents, a handful of examples each. */

export interface IntentSpec {
  intent: string;
  examples: string[];
}

export const TRAVEL_INTENTS: IntentSpec[] = [
  {
    intent: 'weather',
    examples: [
      'what is the weather like today',
      'will it rain tomorrow',
      'is it going to be sunny this weekend',
      'weather forecast for paris',
      'how hot will it be on friday',
      'do I need an umbrella today',
      'is it cold outside',
      'what is the temperature in london',
    ],
  },
  {
    intent: 'book_flight',
    examples: [
      'book a flight to new york',
      'I need a plane ticket to berlin',
      'find me flights from boston to chicago',
      'reserve a seat on the next flight to rome',
      'I want to fly to tokyo next week',
      'get me a one way ticket to madrid',
      'are there cheap flights to lisbon',
      'book me on a flight tomorrow morning',
    ],
  },
  {
    intent: 'greetings',
    examples: ['hello', 'hi there', 'good morning', 'hey', 'good evening', 'howdy', 'hi, how are you'],
  },
  {
    intent: 'goodbye',
    examples: ['bye', 'goodbye', 'see you later', 'talk to you soon', 'bye bye', 'have a nice day', 'see ya'],
  },
  {
    intent: 'cancel_booking',
    examples: [
      'cancel my reservation',
      'I want to cancel my flight',
      'please cancel the booking',
      'cancel my ticket to rome',
      'I no longer need the hotel room, cancel it',
      'drop my reservation',
      'how do I cancel a trip',
    ],
  },
  { intent: 'no_examples', examples: [] },
];

export const TRAVEL_COUNTEREXAMPLES = ['tell me a joke about flying pigs', 'what is your favourite colour'];

/** A workspace in the export shape with the given intents, an `irrelevant` node and an `anything_else` node. */
export function workspaceOf(
  intents: IntentSpec[],
  options: { language?: string; counterexamples?: string[] } = {},
): Record<string, unknown> {
  return {
    name: 'intents-test',
    language: options.language ?? 'en',
    intents: intents.map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) })),
    entities: [],
    counterexamples: (options.counterexamples ?? []).map((text) => ({ text })),
    dialog_nodes: [
      {
        dialog_node: 'irrelevant',
        conditions: 'irrelevant',
        output: { text: { values: ['Sorry, I did not get that.'] } },
      },
      {
        dialog_node: 'weather',
        conditions: '#weather',
        previous_sibling: 'irrelevant',
        output: { text: { values: ['Sunny.'] } },
      },
      {
        dialog_node: 'anything_else',
        conditions: 'anything_else',
        previous_sibling: 'weather',
        output: { text: { values: ['Something else.'] } },
      },
    ],
  };
}

/** Six everyday intents of four examples each: the few-shot workspace of the alignment and naive Bayes tests. */
export const FEW_SHOT_INTENTS: Record<string, string[]> = {
  weather: ['will it rain tomorrow', 'what is the forecast for today', 'is it sunny outside', 'how cold is it this morning'],
  play_music: ['play some jazz', 'put on my favourite song', 'start the playlist', 'i want to hear rock'],
  order_food: ['order a pizza', 'get me some sushi delivered', 'i want takeout for dinner', 'order lunch from the deli'],
  set_alarm: ['wake me up at seven', 'set an alarm for six', 'alarm at noon please', 'remind me to get up early'],
  cancel_card: ['block my credit card', 'my card was stolen', 'freeze my debit card', 'cancel my bank card'],
  transfer: ['send money to my brother', 'move fifty dollars to savings', 'transfer funds to my account', 'pay my friend back'],
};

export function fewShotWorkspace(intents: Record<string, string[]> = FEW_SHOT_INTENTS) {
  return {
    language: 'en',
    counterexamples: [],
    intents: Object.entries(intents).map(([intent, texts]) => ({ intent, examples: texts.map((text) => ({ text })) })),
  };
}
