/**
 * The papers a party holds to do its own work: a licence, a permit, a registration, a certificate (a permit of its own,
 * no right in a work). One home for the list the categories' own duties and the natures' present duties read.
 */
export const PERMIT = String.raw`(?:licen[cs]es?|permits?|registrations?|certificates?|certifications?|qualifications?|accreditations?)`;
