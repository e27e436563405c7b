/**
 * Towns of the rupee's countries whose capital alone the currency rule knew (Nepal's Kathmandu, Sri Lanka's Colombo): a
 * deed made in the Kathmandu valley or a lease of a house in Kandy names its town, its municipality or its province and
 * no country, and its "Rs." is that country's rupee all the same (docs/contracts.md, the rupee rule's "a city of
 * theirs"; issue 18, h103d63, facts set 63's cause 13: a Bhaktapur deed's "Rs. 1,85,000/-" read as India's). Their
 * main towns, sub-metropolitan and valley municipalities and Nepal's provinces by the names their laws give them.
 *
 * Left out: names India (or Pakistan) has too, which would name two rupees ("Lalitpur", "Patan", "Bharatpur", "Gorkha",
 * "Koshi", a river of Bihar; "Bagmati" alone, a river of Bihar too, only as "Bagmati Province"), and names that are
 * English words or surnames.
 */
export const NEPALI_PLACES: readonly string[] = [
  'Bhaktapur', 'Madhyapur Thimi', 'Suryabinayak', 'Changunarayan', 'Kirtipur', 'Pokhara', 'Biratnagar', 'Birgunj',
  'Dharan', 'Butwal', 'Hetauda', 'Janakpur', 'Janakpurdham', 'Nepalgunj', 'Dhangadhi', 'Itahari', 'Banepa', 'Dhulikhel',
  'Tansen', 'Ghorahi', 'Tulsipur', 'Birendranagar', 'Damak', 'Mechinagar', 'Bhimdatta', 'Chitwan',
  'Bagmati Province', 'Gandaki Province', 'Lumbini Province', 'Karnali Province', 'Sudurpashchim Province',
  'Madhesh Province', 'Koshi Province',
];

/** Sri Lanka's main towns beside Colombo (its commercial capital) and its administrative capital. */
export const SRI_LANKAN_TOWNS: readonly string[] = [
  'Sri Jayawardenepura Kotte', 'Kandy', 'Jaffna', 'Negombo', 'Trincomalee', 'Batticaloa', 'Anuradhapura', 'Kurunegala',
  'Ratnapura', 'Nuwara Eliya', 'Badulla', 'Moratuwa', 'Dehiwala', 'Polonnaruwa', 'Hambantota',
];
