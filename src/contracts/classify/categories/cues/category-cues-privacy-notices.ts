/**
 * A privacy notice is a document, no notice given (issue 18, h56cat). "We will use your details only to arrange your
 * lessons, as our privacy notice explains", "as described in our Privacy Notice", "in line with our privacy notice":
 * the business's published statement of how it handles personal data (the GDPR's information to data subjects) is
 * named as where the rules are written, and nothing is sent between the parties by the sentence. Sets 15, 22, 25, 26
 * and 29 label every such sentence Privacy alone (none Communication); set 46's "shall inform each driver of the
 * Issuer's privacy notice" keeps its Communication from "inform", which this phrase does not touch. Read out of the
 * sentence before the Communication cues read it (category-not-said.ts' NOT_SAID); a notice given on its own ("by giving
 * notice", "notify") still counts. Tests: `categories-privacy-notices.test.ts`. Global, bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PRIVACY_NOTICE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:privacy|data\s+protection|fair\s+processing|cookies?)\s+notices?\b/gi, 'Communication'],
];
