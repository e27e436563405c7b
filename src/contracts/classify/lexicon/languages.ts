/**
 * Languages by their English names: the names of ISO 639-1 (the two-letter codes' table in ISO 639-2), each by its
 * first name there ("Central Khmer" and "Khmer", "Panjabi" and "Punjabi", "Pushto" and "Pashto", "Kirghiz" and "Kyrgyz"
 * the usual spellings beside), less the auxiliary and the dead ones (Esperanto, Ido, Interlingua, Interlingue,
 * Volapük, Avestan, Church Slavic). A contract names its languages where it names a place too: "Done in Lao in two
 * originals", "signed in Khmer and English" (issue 18, h117n90, set 90). Names that are also a place are not taken
 * as languages where a place is read (place-positions.ts keeps the gazetteer's places: "made in Tonga").
 */
export const LANGUAGE_NAMES: readonly string[] = [
  'Abkhazian', 'Afar', 'Afrikaans', 'Akan', 'Albanian', 'Amharic', 'Arabic', 'Aragonese', 'Armenian', 'Assamese',
  'Avaric', 'Aymara', 'Azerbaijani', 'Bambara', 'Bashkir', 'Basque', 'Belarusian', 'Bengali', 'Bislama', 'Bokmål',
  'Bosnian', 'Breton', 'Bulgarian', 'Burmese', 'Catalan', 'Khmer', 'Central Khmer', 'Chamorro', 'Chechen', 'Chichewa',
  'Chinese', 'Chuvash', 'Cornish', 'Corsican', 'Cree', 'Croatian', 'Czech', 'Danish', 'Divehi', 'Dutch', 'Dzongkha',
  'English', 'Estonian', 'Ewe', 'Faroese', 'Fijian', 'Finnish', 'French', 'Fulah', 'Gaelic', 'Galician', 'Ganda',
  'Georgian', 'German', 'Greek', 'Guarani', 'Gujarati', 'Haitian', 'Hausa', 'Hebrew', 'Herero', 'Hindi', 'Hiri Motu',
  'Hungarian', 'Icelandic', 'Igbo', 'Indonesian', 'Inuktitut', 'Inupiaq', 'Irish', 'Italian', 'Japanese', 'Javanese',
  'Kalaallisut', 'Kannada', 'Kanuri', 'Kashmiri', 'Kazakh', 'Kikuyu', 'Kinyarwanda', 'Kirghiz', 'Kyrgyz', 'Komi',
  'Kongo', 'Korean', 'Kuanyama', 'Kurdish', 'Lao', 'Latin', 'Latvian', 'Limburgan', 'Lingala', 'Lithuanian',
  'Luba-Katanga', 'Luxembourgish', 'Macedonian', 'Malagasy', 'Malay', 'Malayalam', 'Maltese', 'Manx', 'Maori',
  'Marathi', 'Marshallese', 'Mongolian', 'Nauru', 'Navajo', 'Ndebele', 'Ndonga', 'Nepali', 'Northern Sami', 'Sami',
  'Norwegian', 'Nynorsk', 'Occitan', 'Ojibwa', 'Oriya', 'Oromo', 'Ossetian', 'Pali', 'Panjabi', 'Punjabi', 'Persian',
  'Polish', 'Portuguese', 'Pushto', 'Pashto', 'Quechua', 'Romanian', 'Romansh', 'Rundi', 'Russian', 'Samoan', 'Sango',
  'Sanskrit', 'Sardinian', 'Serbian', 'Shona', 'Sindhi', 'Sinhala', 'Slovak', 'Slovenian', 'Somali', 'Sotho',
  'Spanish', 'Sundanese', 'Swahili', 'Swati', 'Swedish', 'Tagalog', 'Tahitian', 'Tajik', 'Tamil', 'Tatar', 'Telugu',
  'Thai', 'Tibetan', 'Tigrinya', 'Tonga', 'Tsonga', 'Tswana', 'Turkish', 'Turkmen', 'Twi', 'Uighur', 'Ukrainian', 'Urdu',
  'Uzbek', 'Venda', 'Vietnamese', 'Walloon', 'Welsh', 'Western Frisian', 'Frisian', 'Wolof', 'Xhosa', 'Yiddish',
  'Yoruba', 'Zhuang', 'Zulu',
];
