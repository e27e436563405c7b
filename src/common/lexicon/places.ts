/**
 * Place names shared by both services: the contract labeller's compact gazetteer (COUNTRIES … PLACES, moved
 * here unchanged from src/contracts/classify/lexicon/gazetteer.ts) and the larger lists of the conversation service's
 * legacy `@sys-location` (WORLD_COUNTRIES, PROVINCES, PLACE_ABBREVIATIONS; cities in world-cities.ts).
 */

/** Countries, nations and regions. */
export const COUNTRIES: readonly string[] = [
  'England', 'Wales', 'Scotland', 'Northern Ireland', 'Ireland', 'United Kingdom', 'UK', 'U.K.',
  'Great Britain', 'Britain', 'United States of America', 'United States', 'USA', 'U.S.A.', 'U.S.', 'America', 'Canada',
  'Mexico', 'Brazil', 'Argentina', 'Chile', 'France', 'Germany', 'Italy', 'Spain', 'Portugal', 'Netherlands',
  'Belgium', 'Luxembourg', 'Switzerland', 'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Greece',
  'Czech Republic', 'Hungary', 'Romania', 'Turkey', 'Russia', 'Ukraine', 'Israel', 'Egypt', 'South Africa',
  'Nigeria', 'Kenya', 'India', 'Pakistan', 'China', 'Hong Kong', 'Japan', 'Korea', 'Singapore', 'Malaysia',
  'Indonesia', 'Thailand', 'Vietnam', 'Philippines', 'Australia', 'New Zealand', 'Europe', 'Asia', 'Africa',
];

/** US states and Canadian provinces: the places of law of North American contracts ("a Colorado corporation"). */
export const STATES: readonly string[] = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia', 'Ontario', 'Quebec', 'British Columbia', 'Alberta',
];

/**
 * States and territories of Australia, whose law and courts their contracts name ("the laws of Western Australia"),
 * with the code an address writes between its town and postcode ("Sydney NSW 2000").
 */
export const AUSTRALIAN_STATES: readonly { name: string; code: string }[] = [
  { name: 'New South Wales', code: 'NSW' }, { name: 'Victoria', code: 'VIC' }, { name: 'Queensland', code: 'QLD' },
  { name: 'Western Australia', code: 'WA' }, { name: 'South Australia', code: 'SA' }, { name: 'Tasmania', code: 'TAS' },
  { name: 'Northern Territory', code: 'NT' }, { name: 'Australian Capital Territory', code: 'ACT' },
];

/** States of India its contracts name ("public holidays in Karnataka"). */
export const INDIAN_STATES: readonly string[] = [
  'Maharashtra', 'Karnataka', 'Tamil Nadu', 'Telangana', 'Gujarat', 'Kerala', 'West Bengal', 'Uttar Pradesh', 'Haryana',
  'Rajasthan', 'Punjab',
];

/** Large cities that contracts name as places of law, arbitration or business. */
export const CITIES: readonly string[] = [
  'London', 'Manchester', 'Edinburgh', 'Glasgow', 'Cardiff', 'Belfast', 'Dublin', 'Paris',
  'Berlin', 'Munich', 'Frankfurt', 'Madrid', 'Barcelona', 'Rome', 'Milan', 'Amsterdam', 'Brussels', 'Geneva',
  'Zurich', 'Vienna', 'Stockholm', 'Copenhagen', 'Oslo', 'Helsinki', 'Warsaw', 'Prague', 'Tokyo', 'Beijing',
  'Shanghai', 'Mumbai', 'Bangalore', 'Delhi', 'Sydney', 'Melbourne', 'Toronto', 'Montreal', 'Vancouver', 'Chicago',
  'Boston', 'San Francisco', 'Los Angeles', 'Seattle', 'Houston', 'Dallas', 'Atlanta', 'Miami', 'San Diego',
  'Denver', 'Philadelphia', 'Phoenix', 'Austin', 'San Jose', 'Minneapolis', 'Detroit', 'Portland', 'Wilmington',
  'Bengaluru', 'New Delhi', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Gurugram', 'Noida', 'Brisbane', 'Perth',
  'Adelaide', 'Canberra', 'Auckland', 'Wellington', 'Dubai', 'Abu Dhabi',
];

/** Every place name the labeller knows. */
export const PLACES: readonly string[] = [...COUNTRIES, ...STATES, ...AUSTRALIAN_STATES.map((s) => s.name), ...INDIAN_STATES, ...CITIES];

/** The world's countries and regions by their usual English names (beside COUNTRIES), for `@sys-location`. */
export const WORLD_COUNTRIES: readonly string[] = [
  'Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola', 'Armenia', 'Azerbaijan', 'Bahamas', 'Bahrain', 'Bangladesh',
  'Barbados', 'Belarus', 'Belize', 'Benin', 'Bhutan', 'Bolivia', 'Bosnia and Herzegovina', 'Botswana', 'Brunei',
  'Bulgaria', 'Burkina Faso', 'Burundi', 'Cambodia', 'Cameroon', 'Cape Verde', 'Central African Republic', 'Chad',
  'Colombia', 'Comoros', 'Congo', 'Costa Rica', 'Croatia', 'Cuba', 'Cyprus', 'Czechia', 'Djibouti', 'Dominica',
  'Dominican Republic', 'East Timor', 'Ecuador', 'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini',
  'Ethiopia', 'Fiji', 'Gabon', 'Gambia', 'Ghana', 'Greenland', 'Grenada', 'Guatemala', 'Guinea', 'Guinea-Bissau',
  'Guyana', 'Haiti', 'Honduras', 'Iceland', 'Iran', 'Iraq', 'Ivory Coast', 'Jamaica', 'Jordan', 'Kazakhstan',
  'Kiribati', 'Kosovo', 'Kuwait', 'Kyrgyzstan', 'Laos', 'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya',
  'Liechtenstein', 'Lithuania', 'Madagascar', 'Malawi', 'Maldives', 'Mali', 'Malta', 'Mauritania', 'Mauritius',
  'Moldova', 'Monaco', 'Mongolia', 'Montenegro', 'Morocco', 'Mozambique', 'Myanmar', 'Burma', 'Namibia', 'Nepal',
  'Nicaragua', 'Niger', 'North Korea', 'South Korea', 'North Macedonia', 'Macedonia', 'Oman', 'Palestine', 'Panama',
  'Papua New Guinea', 'Paraguay', 'Peru', 'Puerto Rico', 'Qatar', 'Rwanda', 'Samoa', 'San Marino', 'Saudi Arabia',
  'Senegal', 'Serbia', 'Seychelles', 'Sierra Leone', 'Slovakia', 'Slovenia', 'Somalia', 'South Sudan', 'Sri Lanka',
  'Sudan', 'Suriname', 'Syria', 'Taiwan', 'Tajikistan', 'Tanzania', 'Tibet', 'Togo', 'Tonga', 'Trinidad and Tobago',
  'Tunisia', 'Turkmenistan', 'Uganda', 'United Arab Emirates', 'Uruguay', 'Uzbekistan', 'Vanuatu', 'Vatican City',
  'Venezuela', 'Yemen', 'Zambia', 'Zimbabwe', 'North America', 'South America', 'Central America', 'Antarctica',
  'Oceania', 'Middle East', 'Caribbean', 'Scandinavia', 'Siberia', 'Alsace', 'Bavaria', 'Catalonia', 'Sicily',
];

/** States, provinces and territories not in STATES / AUSTRALIAN_STATES / INDIAN_STATES (Canada, India). */
export const PROVINCES: readonly string[] = [
  'Manitoba', 'Saskatchewan', 'Nova Scotia', 'New Brunswick', 'Newfoundland', 'Newfoundland and Labrador', 'Labrador',
  'Prince Edward Island', 'Yukon', 'Northwest Territories', 'Nunavut', 'Puerto Rico', 'Andhra Pradesh', 'Arunachal Pradesh',
  'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Himachal Pradesh', 'Jharkhand', 'Madhya Pradesh', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Sikkim', 'Tripura', 'Uttarakhand', 'Jammu and Kashmir', 'Kashmir', 'Ladakh',
];

/** Written abbreviations of places, matched exactly as written. */
export const PLACE_ABBREVIATIONS: readonly string[] = [
  'US', 'U.S.', 'USA', 'U.S.A.', 'UK', 'U.K.', 'UAE', 'U.A.E.', 'NYC', 'LA', 'L.A.', 'SF', 'DC', 'D.C.', 'Washington DC',
  'Washington D.C.', 'NSW', 'QLD', 'PRC', 'USSR', 'EU', 'NZ',
];
