/**
 * The kinds of administrative division a South Asian address names before its place, one or two joined by "and":
 * "resident of Chak No. 87/6-R, Tehsil and District Sahiwal", "Village and Post Rampur, Taluka Haveli", "Mauza …, Thana
 * …, Zila …". Two kinds joined by "and" name one place's divisions: the "and" opens no party's slot, and the words after
 * it are an address, no party (facts set 50's cause 4, issue 18, h89p).
 */
export const ADDRESS_DIVISION_KINDS: readonly string[] = [
  'Tehsil', 'Tahsil', 'Taluka', 'Taluk', 'Taluq', 'Mandal', 'District', 'Division', 'Village', 'Post', 'Post Office',
  'Mauza', 'Mouza', 'Thana', 'Upazila', 'Zila', 'Zilla',
];
