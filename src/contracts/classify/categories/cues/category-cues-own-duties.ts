/**
 * Responsibilities where no word says "personnel" or "supervise" (issue 18, h19recall): the service's gist is "one
 * party's own ancillary duties, e.g. supervising its staff", and contracts state a party's duties towards its own
 * people through who it employs or assigns, their vetting and their pay. Stated from how staffing clauses are
 * drafted, with test sentences of their own (`categories-own-duties.test.ts`). Bounded patterns, linear on hostile text.
 * The Responsibilities cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by
 * h28cues) follow this file's own, each under a line naming its round; their tests are in `category-cues-own-
 * duties.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PERMIT } from '../../lexicon/permits.js';

/** The people a party puts on the work. */
export const PEOPLE = String.raw`(?:guards?|staff|employees|workers|workmen|technicians|engineers|linguists|interpreters|translators|nurses|carers|drivers|operators|operatives|crew|personnel|supervisors|officers|nationals|stewards|cleaners|instructors|teachers|actors|performers|dancers|musicians)`;


/** People a party uses for its own work. */
const WORKERS = String.raw`(?:persons?|people|staff|employees|workers|applicators|operators|technicians|engineers|electricians|installers|drivers|interpreters|artists|practitioners|inspectors|fitters)`;

/**
 * (issue 18, h109cat) A party's own workers paid at least the legal minimum or a living wage: "pays its workers not less
 * than the minimum wage set by the Government", "shall pay its guards at least the minimum wage prescribed by …", "pays
 * them at least the minimum wage". The pay of its workforce is the party's duty as employer (Responsibilities), no
 * billing between the parties; as a plain cue it fell under the sentence's "pays" (set 83). Sets 1–85: the three such
 * sentences (sets 9, 77, 83) are Responsibilities. Strong; fixed words with bounded gaps: linear.
 */
export const MINIMUM_WAGE_PAID_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:pay|pays|paying)\s{1,3}(?:(?:its|their|his|her)\s{1,3}(?:[\w-]{1,30}\s{1,3})?${PEOPLE}|them)\s{1,3}(?:at\s{1,3}least|not\s{1,3}less\s{1,3}than|no\s{1,3}less\s{1,3}than)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,30}\s{1,3})?(?:minimum|living)\s{1,3}wages?\b`, 'i'), 'Responsibilities'],
];

export const OWN_DUTY_CUES: readonly [RegExp, CategoryLabel][] = [
  // Whom a party employs or deploys, and the qualifications of those it assigns: "shall deploy twenty guards on each
  // shift", "shall employ local nationals for 80% of the hours", "will only assign interpreters who are registered".
  // Not an agency's assigning its employees to the client (its main performance, "will recruit and assign its
  // employees to perform the work"): only the qualified "only … who" reading of assign.
  // Nor the other party's people ("shall not employ or solicit any employees of the Supplier": a non-solicitation).
  [new RegExp(String.raw`\b(?:employ|deploy|roster)s?\s+(?:only\s+)?(?:at\s+least\s+|not\s+less\s+than\s+|no\s+fewer\s+than\s+)?(?:(?!solicit|entice|poach)[\w%()-]+\s+){0,3}?${PEOPLE}\b(?!(?<=\b(?:employees|staff|personnel|workers))\s+(?:of|employed\s+by|engaged\s+by)\s+the\b)|\bonly\s+(?:assign|use|engage|employ|deploy)\s+(?:[\w-]+\s+){0,2}?${PEOPLE}\s+who\b`, 'i'), 'Responsibilities'],
  // Their vetting and pay: "Interpreters will be vetted before their first booking", "shall pay its cleaners at least
  // the living wage", "the crew's terms of employment". (issue 18, h109cat) "pays" and "paying" too: "The Contractor pays
  // its workers not less than the minimum wage …" (set 83, a present-tense duty).
  [new RegExp(String.raw`\bvetted\b|\bpay(?:s|ing)?\s+(?:its|their|his|her)\s+(?:[\w-]+\s+)?${PEOPLE}\s+(?:at\s+least\s+|no\s+less\s+than\s+|not\s+less\s+than\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:wages?|salar(?:y|ies)|minimum|living)\b|\b${PEOPLE}['’]?s?\s+terms\s+of\s+employment\b`, 'i'), 'Responsibilities'],
  // (h28cat11) Answering for its own people's engagement and pay ("responsible for paying the drivers it engages",
  // "responsible for hiring its technicians"), the labour law and collective agreements that bind it as employer ("shall
  // comply with the collective agreement for the sector", "all employment laws"), and no child employed.
  // (h67c54) Nor child or forced labour used (sets 17 and 37), every worker it employs registered, and its own workers
  // given protective equipment (sets 5, 19 and 24: Responsibilities beside Safety and Security; the other party's
  // people given it, sets 12 and 40, are Safety and Security alone and not read here). (hrev59) Only labour is "used":
  // "shall not use child seats", "children's images" name no workforce.
  // (issue 18, h104c80) "not to employ children" too (an item under "undertakes:"; sets 54, 68, 69, 80: 4 of 4
  // Responsibilities), and a bar on paying bribes, armed groups or checkpoints (its conduct; sets 2, 6, 20, 45 label
  // anti-bribery duties Responsibilities; the payment words bill nothing, category-cues-payment.ts PAID_AS_MEANS).
  [new RegExp(String.raw`\bresponsible\s+for\s+(?:paying|booking|engaging|employing|hiring|recruiting|training)\s+(?:[\w,'’-]+\s+){0,8}?${PEOPLE}\b|\bcompl(?:y|ies)\s+with\s+(?:all\s+|the\s+|any\s+)?(?:applicable\s+|relevant\s+)?(?:collective\s+(?:labou?r\s+|bargaining\s+)?agreements?|(?:labou?r|employment)\s+laws?)\b|\bnot\s+(?:to\s+)?employ\s+(?:any\s+)?(?:child|children|minors?|person\s+under|forced\s+labou?r)\b|\bnot\s+(?:to\s+)?(?:pay|offer|give|make)\s+(?:any\s+)?(?:bribes?|kickbacks?|armed\s+groups?|militias?|checkpoints?)\b|\bnot\s+use\s+(?:any\s+)?(?:(?:child|forced|slave|bonded|compulsory|prison)\s+(?:or\s+)?){1,3}labou?r\b|\bregister\s+(?:every|each|all)\s+(?:of\s+)?(?:(?:its|his|her|their|the)\s+)?(?:worker|labourer|laborer|employee|workers|labourers|laborers|employees)\s+(?:it|he|she|they|you|we)\s+(?:employs?|engages?|hires?)\b|\b(?:provide|provides|supply|supplies|equip|equips)\s+(?:its|his|her|their|your|our)\s+(?:own\s+)?${PEOPLE}\s+with\s+(?:[\w-]+\s+){0,2}?protective\s+(?:equipment|clothing|gear)\b`, 'i'), 'Responsibilities'],
  // Said without the category's word, round 3 (h24rec):
  // Responsibilities: a party's own permit, registration or qualification obtained or shown where it comes from or
  // where it hangs — "shall obtain a temporary artist licence from the Licensing Office", "will display her licence at
  // her station", (h68s54) the ones the law requires ("shall obtain all permits required by law": sets label it
  // Responsibilities in 8 of 15 such sentences, the others a licence of rights), (h67c54) one applied for ("shall apply to the Licensing Authority for a loan licence": the same act
  // begun; not a registration of a trade mark, a patent or a design applied for, a right in a work). Not a licence held (a condition of a person, "unless that person holds a valid license", or music
  // rights "held from ASCAP") nor an exclusive or commercial one (a right in a work); the qualified people it uses — "shall be carried out only by applicators certified by the
  // Department", "to have it erected only by persons holding the qualification"; its conduct — "treat customers and
  // staff with respect", "agrees not to smoke or drink alcohol while at work".
  [new RegExp(String.raw`\b(?:obtain|obtains|display|displays|renew|renews)\s+(?:a|an|the|all|its|his|her|their|your)\s+(?:valid\s+|current\s+)?(?:(?!exclusive|commercial|non-exclusive)[\w-]+\s+){0,3}?${PERMIT}\s+(?:from|at|issued|for\s+(?:the|each|every)\s+(?:premises|site|event|vehicle)|(?:required|needed)\s+(?:by|under)\s+(?:(?:any|all|the)\s+)?(?:applicable\s+)?(?:law|laws|legislation|regulations?))\b|\bonly\s+by\s+(?:[\w-]+\s+){0,2}?${WORKERS}\s+(?:who\s+(?:are|hold|have)|holding|certified|licensed|qualified|registered|trained|approved|accredited)\b|\bappl(?:y|ies)\s+(?:to\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?)?for\s+(?:a|an|the|all|any|its|each|every)\s+(?:[\w-]+\s+){0,3}?${PERMIT}\b(?![^.;]{0,60}?\b(?:trade\s?-?marks?|patents?|designs?|copyright|software|to\s+use)\b)|\btreat\s+(?:[\w-]+\s+){0,6}?(?:with\s+(?:respect|courtesy|dignity)|respectfully|courteously|politely)\b|\bnot\s+to\s+smoke\s+or\s+drink\b`, 'i'), 'Responsibilities'],
  // Said without the category's word, round 4 (h24cat4):
  // Responsibilities: a permit a party must hold — "must hold a valid driving licence", "to hold the permits required
  // under the Act", (h67c54) "must hold your own food handler cards and a county licence" (a permit held as a condition, "unless that person holds", is no duty and is not read; nor
  // "licence records" or "licence numbers" held: data kept).
  // (h77c60b) Held and kept in force, every one of them: "shall hold, and keep in force throughout the term, every licence
  // and permit that the laws of Montenegro require" (sets 45 and 60 label both licences kept in force Responsibilities).
  [/\b(?:must|shall|will|to|agrees\s+to|is\s+to|are\s+to)\s+hold(?:,?\s{1,8}and\s{1,8}(?:keep|maintain)\s{1,8}in\s{1,8}(?:full\s{1,8})?(?:force|effect)(?:\s{1,8}(?:throughout|during|for)\s{1,8}(?:the\s{1,8})?[\w-]{1,30})?,?)?\s+(?:a|an|the|all|every|each|its|their|his|her|your|valid|current)\s+(?:own\s+)?(?:[\w'’-]+\s+){0,4}?(?:licen[cs]es?|permits?|registrations?|certificates?|certifications?|qualifications?|accreditations?|handlers?['’]?\s+cards?)\b(?!\s+(?:records?|details|data|numbers?|fees?))/i, 'Responsibilities'],
  // Said without the category's word, round 5 (h25cat5):
  // Responsibilities: a registration a party must have — "must be registered with the Care Inspectorate", "shall be
  // registered as a waste carrier"; its own crews — "is responsible for all its crews and their transport".
  [new RegExp(String.raw`\b(?:must|shall|will|to|is\s+to|are\s+to)\s+be\s+registered\s+(?:as|with)\b|\bresponsible\s+for\s+(?:all|its\s+own|their\s+own|his\s+own|her\s+own|all\s+(?:its|their|his|her))\s+(?:[\w-]+\s+)?(?:${PEOPLE}|crews)\b`, 'i'), 'Responsibilities'],
  // Said without the category's word, round 6 (h25cat6):
  // Responsibilities: a professional's own licence, certificate or registration held, kept or obtained — "The Nurse shall
  // at all times hold a valid registration with the nursing board", "(c) maintain a current lifeguard certificate",
  // "every driver we supply holds a full commercial licence". Not an exclusive licence (intellectual property) nor a
  // licence "from" a rights holder; not "employees who hold a full licence" (who may drive a thing lent: a condition of
  // its use, not the party's own duty).
  [/(?:\b(?:must|shall|will|to)\s+(?:at\s+all\s+times\s+)?|^\W*\(?[a-z0-9]{1,3}[.)]\s+(?:to\s+)?|\b(?:each\s+\w+|every\s+\w+(?:\s+we\s+\w+)?)\s+)(?:hold|holds|maintain|maintains|obtain|obtains)\s+(?![^.;]{0,40}\bexclusive\b)(?:at\s+all\s+times\s+)?(?:(?:a|an|the|all)\s+)?(?:[\w-]+\s+){0,5}?(?:licen[cs]es?|certification|certificates?|registration|accreditation)\b(?!\s+(?:from|needed|for\s+commercial)\b)/i, 'Responsibilities'],
  // People vetted before they start — "The Agency checks each carer's identity, right to work and references", "we
  // screen all drivers' criminal records".
  [/\b(?:check|checks|checked|verify|verifies|vet|vets|vetted|screen|screens|screened)\s+(?:each|every|all|the|its|their)\s+(?:[\w'’-]+\s+){0,2}?(?:identity|identities|qualifications|references|right\s+to\s+work|criminal\s+records?|backgrounds?)\b/i, 'Responsibilities'],
  // Said without the category's word, round 7 (h26cat7):
  // Responsibilities: alcohol or tobacco not sold to minors — "not to serve alcohol to persons under 18" (the licensing
  // law a seller answers for itself).
  [/\bnot\s+(?:to\s+)?(?:sell|serve|supply)\s+(?:any\s+)?(?:alcohol|alcoholic\s+(?:drinks|beverages)|tobacco|cigarettes|liquor)\s+to\s+(?:minors|anyone\s+under|persons?\s+under|people\s+under|children)\b/i, 'Responsibilities'],
  // Said without the category's word, round 9 (h27cat9):
  // Responsibilities: staff of a stated experience or holding a licence or permit — "with coaches who have at least
  // five years of experience", "by drivers holding a valid HGV licence", (h67c54) "at a site that does not hold a valid
  // waste authorisation" (a certificate of competence is training: safety); a permit of a named public body — "without a permit from
  // the Environment Agency"; a named Act a party complies with — "The Home shall comply with the Health and Social Care Act
  // 2008" (not an Act on personal data: Privacy; nor what is delivered "by" a party made to comply: a warranty).
  // The complying party's word opens after a blank, not after a dash: from every capital of a run "Aa-Aa-…" the word ran
  // to the run's end (80,000 characters cost 4 s of CPU; hred16).
  [/\b(?:who|that)\s+(?:have|has|hold|holds|possess)\s+(?:at\s+least|a\s+minimum\s+of|not\s+less\s+than|more\s+than)\s+[\w-]+\s+years?\b|\b(?:holding|who\s+hold|that\s+hold|that\s+(?:does|do)\s+not\s+hold)\s+(?:a\s+)?(?:valid|current)\s+(?:[\w-]+\s+){0,2}?(?:licen[cs]es?|permits?|authori[sz]ations?)\b|\bwithout\s+(?:a|the|any|all)\s+(?:[\w-]+\s+)?(?:permits?|licen[cs]es?|consents?|authori[sz]ations?)\s+(?:from|of|issued\s+by)\s+the\s+(?:[A-Z][\w-]*\s+){1,5}?(?:Authority|Agency|Department|Ministry|Council|Board|Commission|Service|Office)\b|(?<![\w-])(?<!\b(?:by|of|from)\s{1,64}(?:the\s{1,64})?)(?:[A-Z][\w-]*|[Ii]t|[Tt]hey|[Ww]e|[Yy]ou)\s+(?:shall|must|will|is\s+to|are\s+to|agrees?\s+to|undertakes?\s+to)\s+comply\s+with\s+the\s+(?!(?:[A-Z][\w-]*\s+){0,4}?(?:Data|Privacy|Information)\b)[A-Z][\w-]*\s+(?:(?:[A-Z][\w-]*|and|of|for|on)\s+){0,5}?Act\b/, 'Responsibilities'],
  // (h28s35c) Seeing to its own people's conduct, dress and papers: "shall ensure that its drivers hold a valid
  // licence", "ensures that its employees wear the uniform", "ensure that all its staff have completed the induction"
  // (sets 3–36: 11 of the 12 such sentences labelled Responsibilities, some with Safety and Security beside it).
  [new RegExp(String.raw`\bensures?\s+that\s+(?:all\s+|each\s+of\s+|every\s+one\s+of\s+)?(?:its|their|his|her|your|our)\s+(?:own\s+)?(?:[\w-]+\s+)?${PEOPLE}\b`, 'i'), 'Responsibilities'],
  // (issue 18, h98c74) The work done with the party's own means or at its own risk: "The Contractor carries out the works
  // with his own machinery and at his own risk", "performs the services using its own tools and equipment" (C106: the
  // means the doer brings to its own work are its own ancillary duty, the gist's Responsibilities). The work named by
  // its general words right after the verb; not its cost or expense (a cost borne: C62's split), nor a person taking
  // part at his own risk (category-cues-own-risk.ts: Liability).
  [/\b(?:carr(?:y|ies)\s{1,3}out|performs?|executes?)\s{1,3}(?:the|its|all|his|her|their)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:works?|services?|tasks?|jobs?)\s{1,3}(?:[\w,'’-]{1,30}\s{1,3}){0,3}?(?:with|using|at)\s{1,3}(?:his|her|its|their)\s{1,3}own\s{1,3}(?:machinery|machines|tools|equipment|means|vehicles|resources|risk)\b/i, 'Responsibilities'],
];
