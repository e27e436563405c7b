/**
 * A party excused by force majeure itself (issue 18, h111cat; C4): "Neither party shall be liable for any failure caused
 * by lightning or other event beyond its reasonable control", "Neither of us is responsible for failing to perform
 * because of fire, flood or other events beyond our control", "The Parties are released from liability for
 * non-performance if it was the result of circumstances of insurmountable force", "Force majeure exonerates from
 * liability the party that invokes it". The excuse is the consequence clause of force majeure: Force Majeure only, no
 * Liability, and no Indemnification or Liability from a section titled so (C4; sets 1–87: 237 sentences Force Majeure,
 * 5 of them with Liability). The cause must be force majeure by name: events beyond or outside a party's control,
 * force majeure, insurmountable force, an act of God. A list of perils alone ("not liable for loss caused by strikes,
 * riots or any other cause it could not avoid") is not read: the sets split such sentences. Read by RANKING_VETOES
 * (category-vetoes.ts) where Force Majeure is cued. Anchored windows, bounded: linear. The causes' one home:
 * force-majeure-causes.ts.
 */
import { FORCE_MAJEURE_NAMED } from './force-majeure-causes.js';

/** A party not answering: "not liable", "neither … is responsible", "released from liability", "exonerates … from liability". */
const EXCUSED = String.raw`(?:\b(?:not|neither\b[^.;]{0,40}?|nor)\s{1,8}(?:(?:be|is|are)\s{1,8})?(?:held\s{1,8})?(?:liable|responsible)\b|\b(?:released|relieved|exonerated|freed)\s{1,8}from\s{1,8}(?:(?:all|any)\s{1,8})?liabilit(?:y|ies)\b)`;

/** The excuse, then force majeure named after it in the same clause; or force majeure that exonerates or releases from liability. */
export const FORCE_MAJEURE_EXCUSE = new RegExp(
  String.raw`${EXCUSED}[^.;]{0,250}?\b(?:${FORCE_MAJEURE_NAMED})\b|\bforce\s{1,8}majeure\b[^.;]{0,60}?\b(?:exonerates?|releases?|relieves?|excuses?)\b[^.;]{0,40}?\bfrom\s{1,8}(?:(?:all|any)\s{1,8})?liabilit(?:y|ies)\b`,
  'i',
);

/** Whether the sentence excuses a party by force majeure named as such (C4). */
export const isForceMajeureExcuse = (text: string): boolean => FORCE_MAJEURE_EXCUSE.test(text);
