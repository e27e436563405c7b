/**
 * (issue 18, h118c91, C281) A design's or a work's reuse, said without the category's word: who may make the design
 * again for others, and who may picture the work.
 * - A design, pattern or motif made, used or sold for anyone else, for another customer or on another surface ("You do
 *   not weave our pattern for anyone else", "may not sell or make items with our designs for anyone else", "may not
 *   paint the same design on any other wall"): the holder keeps the design to itself, its rights in the work
 *   (Intellectual Property). A verb of making or using at most 60 characters before the design, the other user or
 *   place at most 30 after it: not a pattern only named ("We use the same pattern for every size", "the weather
 *   pattern"). Sets 1–91: 8 such sentences (sets 73, 89 ×2, 90, 91 ×4; with the pictures below), all Intellectual Property,
 *   none read before. (h118mendA, review h118rr's finding 3) A pattern or motif by a craft's verb only (knit, weave,
 *   paint, carve, sew, embroider, print, reproduce, copy); made, produced, used or sold, only the holder's own design
 *   ("our designs", "the Shop's motif", "the designs"): not "may use the same shift pattern for any other employee", "use the agreed
 *   invoice design for any other order".
 * - A party that may photograph a work of art, reproduce it or its images ("The Borrower may photograph the paintings
 *   for its catalogue", "may reproduce images of the mural in its own tourist material"): the licence of the work's
 *   pictures, Intellectual Property. The work by an art noun only: not "the Works" of a building contract, a site or
 *   damage photographed for the record, nor a work one may not photograph ("Visitors are not to photograph the
 *   paintings with flash": a conservation rule; "may not" is no permission); and its pictures shown in the maker's
 *   portfolio ("You may show photographs of the finished items in your portfolio"), as a work itself shown there is
 *   read already (sets 18, 22, 38, 73). Not a fund's portfolio (no picture shown in it). (h118c92) Or in the maker's
 *   studio, workshop or showroom ("show photographs of the cards in his studio"); and further copies of the work
 *   printed or made (FURTHER_COPIES).
 * Fixed lists, one bounded gap each: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { ART_NOUN, PICTURE_NOUN } from '../../lexicon/art-works.js';

/** The verbs of a craft that make a design again: a pattern or a motif is the craft's only there. */
const CRAFT_VERB = String.raw`(?:knit|knits|weave|weaves|paint|paints|carve|carves|sew|sews|embroider|embroiders|print|prints|reproduce|reproduces|copy|copies)`;

/** The everyday verbs of making, using or selling: a design is the holder's there only by its possessive (HOLDERS_DESIGN). */
const MAKE_USE_OR_SELL = String.raw`(?:make|makes|produce|produces|use|uses|sell|sells)`;

/** A design as the thing made again. */
const DESIGN = String.raw`(?:designs?|patterns?|motifs?)`;

/**
 * (issue 18, h118mendA; review h118rr's finding 3) The holder's own design, by a possessive ("our designs", "the Shop's
 * tartan design", "the Buyer's new pattern"), or "the designs" bare (the designs the contract made: "not to use the
 * designs … in any other work"). Not "the same shift pattern" nor "the agreed invoice design" (a routine, a form), nor
 * "its working pattern" (ROUTINE).
 */
const ROUTINE = String.raw`(?:shift|shifts|working|work|rota|duty|sleep|usage|spending|payment|billing|invoice|traffic|weather)`;
const HOLDERS_DESIGN = String.raw`(?:(?:our|its|his|her|their|my|your|[\w-]{1,30}['’]s)\s{1,3}(?:own\s{1,3})?(?:(?!${ROUTINE}\b)[\w-]{1,30}\s{1,3})?${DESIGN}|(?:the|these|those)\s{1,3}designs)`;

/** The other user or the other place: "for anyone else", "for another customer", "on any other wall". */
const FOR_ANOTHER = String.raw`(?:for\s{1,3}(?:anyone|anybody|someone|somebody|any\s{1,3}one|no\s{1,3}one)\s{1,3}else|(?:for|on|to|in)\s{1,3}(?:any\s{1,3}other|another)\s{1,3}[\w-]{1,30}|for\s{1,3}others)\b`;

const DESIGN_FOR_ANOTHER = String.raw`(?:\b${CRAFT_VERB}\b[^.;]{0,60}?\b${DESIGN}|\b${MAKE_USE_OR_SELL}\b[^.;]{0,60}?\b${HOLDERS_DESIGN})\b[^.;]{0,30}?\b${FOR_ANOTHER}`;

/** A work of art by its own noun (lexicon/art-works.ts' ART_NOUN), or prints or an installation of art. */
const ARTWORK = String.raw`(?:${ART_NOUN}|prints|installations?\s{1,3}of\s{1,3}art)`;

const WORK_PICTURED = String.raw`\b(?:may|right\s{1,3}to|licen[cs]e\s{1,3}to|entitled\s{1,3}to|free\s{1,3}to)\s{1,3}(?:photograph|film|reproduce)\s{1,3}(?:(?:images|photographs|pictures|photos|copies)\s{1,3}of\s{1,3})?(?:the|its|his|her|their|our|your|any|all|each)\s{1,3}(?:[\w'’-]{1,30}\s{1,3})?${ARTWORK}\b`;

const PICTURES_IN_PORTFOLIO = String.raw`\b(?:show|shows|use|uses|display|displays|include|includes|publish|publishes)\s{1,3}(?:the\s{1,3}|its\s{1,3}|his\s{1,3}|her\s{1,3}|their\s{1,3})?(?:photographs?|photos?|images?|pictures?)\b[^.;]{0,60}?\bin\s{1,3}(?:his|her|your|its|their|my|our|a)\s{1,3}(?:own\s{1,3})?(?:portfolio|studio|workshop|atelier|showroom)\b`;

// (issue 18, h120c94) A picture of a work, as a noun: PICTURE_NOUN (lexicon/art-works.ts, h121left).

/** (issue 18, h120c94) Where pictures are shown to others: a website or page, social media, advertising, a catalogue, a fair. */
const PLACE_SHOWN = String.raw`(?:websites?|web\s{1,3}site|pages?|social\s{1,3}media|advertising|advertisements?|marketing|catalogues?|catalogs?|brochures?|fairs?|exhibitions?|portfolios?)`;

/** (issue 18, h120c94) Not pictures of people (faces, guests, children, a person who can be recognised): Privacy's. */
const NO_PERSON_PICTURED = String.raw`(?![^.;]{0,120}?\b(?:faces?|guests?|child|children|recogni[sz]\w{0,6}|identifiable)\b)`;

/** A determiner before the pictures: "the photographs", "our photos", "any images". */
const PICTURE_DETERMINER = String.raw`(?:(?:the|its|our|his|her|their|any)\s{1,3})?`;

/**
 * (issue 18, h120c94, C307) Pictures of the finished work, or taken on the trip or walk the party led, shown by the party
 * that made or led it ("We may show photographs of the finished cloths at the cultural fair and on the group's page",
 * "We may use photos taken on the trip on our website", "The Architect may publish photographs of the completed
 * Project"): the licence of the work's pictures (Intellectual Property), as WORK_PICTURED and PICTURES_IN_PORTFOLIO are.
 * A permission only ("may", "can", "the right to"), and the pictures named by "of the finished/completed …" or "taken
 * on/during/at …"; the "taken" form needs the verb "publish" or a place they are shown (PLACE_SHOWN), so photographs
 * taken on a site as a record are not read. Not pictures of people (NO_PERSON_PICTURED), not "of your child" or "of your
 * wedding" (no finished work named). One bounded gap each: linear.
 */
const FINISHED_WORK_PICTURES_SHOWN = String.raw`\b(?:may|can|right\s{1,3}to)\s{1,3}(?:also\s{1,3})?(?:(?:show|use|publish|post|display|include|reproduce)\s{1,3}${PICTURE_DETERMINER}${PICTURE_NOUN}\s{1,3}of\s{1,3}(?:the|your|its|our|his|her|their|each|every)\s{1,3}(?:finished|completed)\b|publish\s{1,3}${PICTURE_DETERMINER}${PICTURE_NOUN}\s{1,3}taken\s{1,3}(?:on|during|at)\b|(?:show|use|post|display|include)\s{1,3}${PICTURE_DETERMINER}${PICTURE_NOUN}\s{1,3}taken\s{1,3}(?:on|during|at)\b[^.;]{0,60}?\b(?:on|in|at)\s{1,3}(?:(?:the|its|our|his|her|their)\s{1,3})?(?:[\w-]{1,30}['’]s\s{1,3})?(?:own\s{1,3})?${PLACE_SHOWN}\b)${NO_PERSON_PICTURED}`;

/**
 * (issue 18, h118c92, C281 widened) Further copies of the work printed, made or reproduced ("The Client may print further
 * copies of the invitation only with the Calligrapher's written consent"): the reproduction right, the maker's to give.
 * "further", "more", "extra" or "additional" copies only (not "15 free copies of the print edition", a delivery), and not
 * copies of papers, records or information (Confidentiality's or Communication's). One bounded gap: linear.
 */
const FURTHER_COPIES = String.raw`\b(?:print|prints|reprint|reprints|make|makes|reproduce|reproduces)\s{1,3}(?:any\s{1,3})?(?:further|more|extra|additional)\s{1,3}copies\s{1,3}of\b(?![^.;]{0,40}?\b(?:confidential|information|data|records?|minutes|documents?|invoices?|receipts?|accounts?|papers|files?|notes?|reports?|agreement|contract)\b)`;

/**
 * Strong (category-cue-lists.ts' STRONG_CUES): the sentence model gives these sentences' everyday words (knit, wall,
 * items) negative odds, and the reuse of the holder's design is the sentence's one subject.
 */
export const WORK_REUSE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(`${DESIGN_FOR_ANOTHER}|${WORK_PICTURED}|${PICTURES_IN_PORTFOLIO}|${FURTHER_COPIES}|${FINISHED_WORK_PICTURES_SHOWN}`, 'i'), 'Intellectual Property'],
];
