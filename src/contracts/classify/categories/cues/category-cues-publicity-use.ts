/**
 * A party's name, image or likeness used to promote (issue 18, h39c): "may use Artist's name, approved photographs and
 * biography to promote the concerts", "shall not use the name of the Institution in any advertising", "may photograph
 * your stall and use the photographs to promote future festivals", "may photograph or film the Expo and use the images
 * to promote future events". The right to use a person's name, image or likeness and a photograph's reproduction are
 * the rights of publicity and in the work (docs/contracts.md, "The categories as the service defines them": the
 * Intellectual Property row's use of a party's marks, names and works). Sets 5, 8, 13, 15, 17, 18, 19, 24, 28, 35, 40
 * and 44 label such sentences Intellectual Property (sixteen of the twenty-five that name a name, image or photograph
 * beside publicity; the others do not use them to promote, or are personal data: a buyer's name kept off a marketing
 * list, patients' photographs kept out of advertising, which stay Privacy). Not the people whose data it is (patients,
 * customers, buyers, guests, users: the word before the name), nor a name printed as a credit ("Artist's name shall
 * appear in all programs": no use by a party). Bounded windows, linear on hostile text. Tests:
 * `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A word of the run before the name that is not a data subject's (a patient's photographs are personal data). */
const NOT_DATA_SUBJECT = String.raw`(?!(?:patients?|customers?|buyers?|guests?|users?|passengers?|pupils?|students?|residents?|visitors?|consumers?)\b)`;
/** What of a person is used: a name, an image, a likeness, photographs, a voice, a biography. */
const PERSONA = String.raw`(?:names?|likeness(?:es)?|images?|photographs?|photos?|pictures?|voices?|biograph(?:y|ies)|logos?)`;
/** To promote or in publicity: "to promote the Show", "in any advertising", "in its publicity". */
const PROMOTION = String.raw`(?:to\s{1,8}(?:promote|advertise|market|publici[sz]e)|in\s{1,8}(?:any\s{1,8}|its\s{1,8}|their\s{1,8}|the\s{1,8}|our\s{1,8}|your\s{1,8})?(?:[\w-]{1,40}\s{1,8})?(?:advertising|advertisements?|publicity|promotions?|promotional\s{1,8}materials?|press\s{1,8}releases?))\b`;

/**
 * People whose names are personal data wherever the sentence names them (hrev29): "the names and e-mail addresses of Data
 * Subjects", "the names of members of the public who complain", "the name of an applicant"; and a property filmed or
 * photographed to be sold or let ("use the footage to advertise the Property for sale"), which is the property's
 * marketing, no use of anyone's name or image.
 */
const NOT_PUBLICITY = String.raw`^(?![^]{0,800}\b(?:personal\s{1,8}data|data\s{1,8}subjects?|members\s{1,8}of\s{1,8}the\s{1,8}public|applicants?|job\s{1,8}candidates?|for\s{1,8}(?:sale|reletting|letting|rent|lease)|to\s{1,8}(?:let|relet|sell|rent))\b)[^]{0,600}?`;

export const PUBLICITY_USE_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      `${NOT_PUBLICITY}(?:` + [
        // "use Artist's name, approved photographs and biography to promote", "not use the name of Institution in any advertising"
        String.raw`\buse\s{1,8}(?:${NOT_DATA_SUBJECT}[\w'’-]{1,40}\s{1,8}){0,3}?${NOT_DATA_SUBJECT}${PERSONA}\b[^.;]{0,100}?\b${PROMOTION}`,
        // "photograph your stall and use the photographs to promote", "photograph the Works and reproduce them in publicity"
        String.raw`\b(?:photograph|film)s?\s{1,8}(?:or\s{1,8}(?:film|photograph)\s{1,8})?[^.;]{0,100}?\band\s{1,8}(?:use|reproduce)\s{1,8}(?:them|the\s{1,8}(?:images|photographs|pictures|footage|films?))\b[^.;]{0,60}?\b(?:${PROMOTION}|in\s{1,8}(?:the\s{1,8})?catalogues?\b)`,
      ].join('|') + ')',
      'i',
    ),
    'Intellectual Property',
  ],
];
