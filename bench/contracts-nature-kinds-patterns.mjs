// The kinds of sentence issue 18 asks about for natures and parties (h22nat): each a stated pattern over an element's
// own words (and, for the items of a lead-in, over the elements before it), so the real response's visible half and the
// sets are searched by the same rule. A pattern finds the kind, not every sentence of it.

const MODAL = /\b(?:shall|will|must|may|agrees?|undertakes?|warrants?)\b/i;
const ITEM = /^\s*(?:\(?(?:[ivxlc]{1,6}|[a-z]|\d{1,3})\)|(?:[ivxlc]{1,6}|[a-z])\.\s|\d{1,3}\.\s|[•·▪-]\s|\d+(?:\.\d+){2,}\s+[a-z])/i;
const DEFINITION = /^\W*(?:\d+(?:\.\d+)*\s+)?["“'‘]?[A-Z][\w\s-]{0,60}["”'’]?\s+(?:means|shall mean|has the meaning|shall have the meaning|includes)\b/;
const LEAD_IN = /\b(?:shall|will|must|agrees? to|undertakes? to)\s*(?:[a-z]+\s*)?:\s*$/i;
const CONDITION_OPENING = /^\W*(?:\d+(?:\.\d+)*\s+)?(?:If|Where|In the event|Should)\b/;

const has = (re) => ({ text }) => re.test(text);
/** The nearest element before `i` that is no item, when every element between is an item: the lead-in of `i`. */
function leadInOf(inputs, i) {
  if (!ITEM.test(inputs[i].text) && !/^\s*[a-z]/.test(inputs[i].text)) return undefined;
  for (let k = i - 1; k >= 0 && k >= i - 12; k--) {
    const t = inputs[k].text;
    if (inputs[k].kind === 'title') return undefined;
    if (ITEM.test(t) || /^\s*[a-z]/.test(t)) continue;
    return t;
  }
  return undefined;
}

/** kind name → (input, index, inputs) → boolean. */
export const NATURE_KINDS = {
  '"X shall/will be entitled to" (not negated)': has(/\b(?:shall|will)\s+(?:\w+\s+){0,2}?be entitled to\b|\b(?:is|are)\s+(?:\w+\s+)?entitled to\b/i),
  '"X shall not be entitled to"': has(/\b(?:shall|will)\s+not\s+be entitled to\b|\bis not entitled to\b/i),
  'payment duty "X shall/will pay"': has(/\b(?:shall|will|must|agrees? to|undertakes? to)\s+(?:\w+ly\s+|also\s+)?(?:pay|repay|reimburse)\b/i),
  'lead-in "X shall:"': has(LEAD_IN),
  'lead-in "Subject to …, X shall:"': has(/^\W*(?:\d+(?:\.\d+)*\s+)?Subject to\b[\s\S]*\b(?:shall|will|must)\s*:\s*$/i),
  'item of a "X shall:" lead-in': (input, i, inputs) => { const l = leadInOf(inputs, i); return l !== undefined && LEAD_IN.test(l); },
  'item of a "Subject to …, X shall:" lead-in': (input, i, inputs) => { const l = leadInOf(inputs, i); return l !== undefined && /^\W*(?:\d+(?:\.\d+)*\s+)?Subject to\b[\s\S]*\b(?:shall|will|must)\s*:\s*$/i.test(l); },
  '"For the avoidance of doubt …"': has(/\bfor the avoidance of doubt\b/i),
  '"shall remain liable/responsible"': has(/\b(?:shall|will)\s+(?:\w+\s+){0,4}?remain\s+(?:\w+\s+)?(?:liable|responsible)\b|\bremains?\s+(?:\w+\s+)?(?:liable|responsible)\b/i),
  'notice duty "X shall/will notify"': has(/\b(?:shall|will|must)\s+(?:\w+ly\s+)?(?:notify|inform|advise)\b/i),
  'condition then right "If …, X may"': (input) => CONDITION_OPENING.test(input.text) && /\b(?:may|shall be entitled to|shall have the right)\b/.test(input.text) && !/\bmay not\b/.test(input.text),
  'condition then duty "If …, X shall"': (input) => CONDITION_OPENING.test(input.text) && /\b(?:shall|will|must)\b(?!\s+not)/.test(input.text) && !/\b(?:may|entitled)\b/.test(input.text),
  'list item with no verb of duty': (input) => ITEM.test(input.text) && !MODAL.test(input.text) && !/\b(?:is|are|has|have|be)\b/i.test(input.text),
  'definition naming an exception ("excluding", "other than")': (input) => DEFINITION.test(input.text) && /\b(?:excluding|exclusive of|other than|except|but not including|does not include)\b/i.test(input.text),
  'definition lead-in ("X" means, nothing after)': has(/^\W*["“]?[A-Z][\w\s-]{0,60}["”]?\s+(?:means|shall mean)\s*:?\s*$/),
  '"no X will be binding/valid unless"': has(/\b(?:no|not)\b[^.;]{0,80}\b(?:binding|valid|effective)\b[^.;]{0,80}\bunless\b/i),
  'agentless passive "X shall be done"': (input) => /\b(?:shall|will|must)\s+(?:\w+ly\s+)?be\s+(?:[a-z]+ed|paid|made|given|done|held|kept|borne|sent|set|dealt|met|split)\b/.test(input.text) && !/\bby\s+(?:the\s+|each\s+|either\s+|both\s+)?(?:part(?:y|ies)|[A-Z]\w+)/.test(input.text) && !/\b(?:[A-Z]\w+|part(?:y|ies)|it|they)\s+(?:shall|will|must|may)\b(?!\s+(?:\w+ly\s+)?be\s)/.test(input.text),
  '"each party shall"': has(/\beach (?:party|of the parties)\s+(?:shall|will|must|agrees)\b/i),
  '"the parties shall/agree"': has(/\bthe parties\s+(?:shall|will|must|agree|acknowledge)\b/i),
  '"X shall not be liable"': has(/\b(?:shall|will)\s+not\s+be\s+(?:liable|responsible)\b/i),
  '"X acknowledges (and agrees) that"': has(/\backnowledges?\b/i),
  '… of a statement, no "agrees to" (C15)': (input) => /\b(?:acknowledges?|recogni[sz]es?|understands?)\b(?:(?:\s*,)?\s+and\s+agrees?)?[^.;]{0,160}?\bthat\b/i.test(input.text) && !/\bagrees?\s+to\b/i.test(input.text),
  '"X shall ensure/procure"': has(/\b(?:shall|will|must)\s+(?:\w+ly\s+)?(?:ensure|procure)\b/i),
  '"X shall be responsible for"': has(/\b(?:shall|will)\s+be\s+(?:\w+ly\s+)?responsible for\b/i),
  '"X warrants that"': has(/\bwarrants?\b/i),
  'a duty or right in brackets (C16)': has(/\([^()]{0,200}\b(?:shall|will|may|must|(?:is|are) required to|agrees? to)\b[^()]{0,200}\)/i),
  '"Nothing … shall prevent"': has(/\bnothing\b[^.]{0,80}\b(?:prevent|restrict|limit)s?\b/i),
};
