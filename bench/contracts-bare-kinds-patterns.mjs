// The kinds of sentence issue 18 asks about (h21bare): each a stated pattern over an element's own words, so the
// visible half and the sets are searched by the same rule. A pattern finds the kind, not every sentence of it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const has = (re) => (text) => re.test(text);
// C14's own rule (the classifier's), so the convention's evidence is counted by the rule that ships. Needs a build.
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'contracts', 'classify');
const { isBareCooperation } = await import(pathToFileURL(path.join(dist, 'categories/category-cooperation.js')));

export const BARE_KINDS = {
  severability: has(/\bseverab\w*|\bsevered\b|\b(?:invalid|illegal|void)(?:,? (?:illegal|invalid|void))?,? or unenforceable\b|\bheld (?:to be )?(?:invalid|unenforceable|illegal|void)\b/i),
  waiver: has(/\bno waiver\b|\b(?:failure|delay|omission)\b[^.]{0,100}\b(?:waiver|waive)\b|\bwaiver (?:of|by) (?:any|a|either|the)\b[^.]{0,60}\b(?:breach|default|right|provision|term)/i),
  cooperation: has(/\bco-?operat(?:e|es|ion|ing)\b/i),
  'co-operation as the one undertaking (C14)': isBareCooperation,
  'compliance with laws': has(/\bcompl(?:y|ies|ying|iance) (?:fully )?with (?:all )?(?:(?:applicable|relevant|any|the) )*(?:laws?|legislation|statutes?|statutory|regulations|legal requirements)\b/i),
  'strictest confidence': has(/\bstrict(?:est)? (?:of )?confidence\b|\bin confidence\b/i),
  'set-off': has(/\bset[- ]?off\b|\boffset\b/i),
  'further assurance': has(/\bfurther assurances?\b|\b(?:execute|sign|do)\b[^.]{0,40}\b(?:such )?further (?:acts|documents|deeds|instruments|things)\b/i),
  'costs of the agreement': has(/\b(?:bear|pay) (?:its|their|his|her) own (?:legal )?(?:costs|expenses|fees)\b|\bcosts?\b[^.]{0,40}\b(?:preparation|negotiation|execution) of (?:this|the)\b/i),
  counterparts: has(/\bcounterparts?\b/i),
  'entire agreement': has(/\bentire (?:agreement|understanding)\b|\bsupersedes?\b[^.]{0,40}\b(?:prior|previous|earlier)\b/i),
  'relationship of the parties': has(/\bindependent contractors?\b|\b(?:partnership|joint venture)\b[^.]{0,60}\bbetween\b|\bnothing in this\b[^.]{0,100}\b(?:partnership|joint venture|agency|agent|employ\w*)\b|\b(?:constitute|create|establish|deemed)\b[^.]{0,40}\b(?:partnership|joint venture|relationship of (?:agency|employment|principal))\b/i),
  'third-party rights': has(/\bthird[- ]party beneficiar\w*|Rights of Third Parties\b|\b(?:no|any) (?:person|third party) (?:other than|who is not)\b[^.]{0,80}\b(?:right|enforce)|\bthird part(?:y|ies)\b[^.]{0,40}\b(?:shall have|has|have) (?:no )?(?:right|rights)\b[^.]{0,40}\benforce/i),
  'change control': has(/\bchange control\b/i),
};
