/**
 * Time zones offered to owners: the current canonical IANA ids (tzdata's zone.tab, one entry per country and zone,
 * plus UTC), each with its ISO 3166 country code. Shipped in code because Intl.supportedValuesOf('timeZone') in
 * today's ICU still answers legacy names (Europe/Kiev, Asia/Calcutta) and lacks the current ones.
 */

/** Legacy or alias id → current canonical id. Input is normalised with it on the server and in the browser. */
export const LEGACY_TIME_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  'Etc/Universal': 'UTC',
  GMT: 'UTC',
  Universal: 'UTC',
  Zulu: 'UTC',
};

/** The canonical id for an id (legacy names mapped; anything else unchanged). */
export function canonicalTimeZone(id: string): string {
  return LEGACY_TIME_ZONES[id] ?? id;
}

/** "CC:Area/City" pairs, sorted by id. */
const ZONE_TAB = [
  'CI:Africa/Abidjan GH:Africa/Accra ET:Africa/Addis_Ababa DZ:Africa/Algiers ER:Africa/Asmara ML:Africa/Bamako',
  'CF:Africa/Bangui GM:Africa/Banjul GW:Africa/Bissau MW:Africa/Blantyre CG:Africa/Brazzaville BI:Africa/Bujumbura',
  'EG:Africa/Cairo MA:Africa/Casablanca ES:Africa/Ceuta GN:Africa/Conakry SN:Africa/Dakar TZ:Africa/Dar_es_Salaam',
  'DJ:Africa/Djibouti CM:Africa/Douala EH:Africa/El_Aaiun SL:Africa/Freetown BW:Africa/Gaborone ZW:Africa/Harare',
  'ZA:Africa/Johannesburg SS:Africa/Juba UG:Africa/Kampala SD:Africa/Khartoum RW:Africa/Kigali CD:Africa/Kinshasa',
  'NG:Africa/Lagos GA:Africa/Libreville TG:Africa/Lome AO:Africa/Luanda CD:Africa/Lubumbashi ZM:Africa/Lusaka',
  'GQ:Africa/Malabo MZ:Africa/Maputo LS:Africa/Maseru SZ:Africa/Mbabane SO:Africa/Mogadishu LR:Africa/Monrovia',
  'KE:Africa/Nairobi TD:Africa/Ndjamena NE:Africa/Niamey MR:Africa/Nouakchott BF:Africa/Ouagadougou',
  'BJ:Africa/Porto-Novo ST:Africa/Sao_Tome LY:Africa/Tripoli TN:Africa/Tunis NA:Africa/Windhoek US:America/Adak',
  'US:America/Anchorage AI:America/Anguilla AG:America/Antigua BR:America/Araguaina',
  'AR:America/Argentina/Buenos_Aires AR:America/Argentina/Catamarca AR:America/Argentina/Cordoba',
  'AR:America/Argentina/Jujuy AR:America/Argentina/La_Rioja AR:America/Argentina/Mendoza',
  'AR:America/Argentina/Rio_Gallegos AR:America/Argentina/Salta AR:America/Argentina/San_Juan',
  'AR:America/Argentina/San_Luis AR:America/Argentina/Tucuman AR:America/Argentina/Ushuaia AW:America/Aruba',
  'PY:America/Asuncion CA:America/Atikokan BR:America/Bahia MX:America/Bahia_Banderas BB:America/Barbados',
  'BR:America/Belem BZ:America/Belize CA:America/Blanc-Sablon BR:America/Boa_Vista CO:America/Bogota',
  'US:America/Boise CA:America/Cambridge_Bay BR:America/Campo_Grande MX:America/Cancun VE:America/Caracas',
  'GF:America/Cayenne KY:America/Cayman US:America/Chicago MX:America/Chihuahua MX:America/Ciudad_Juarez',
  'CR:America/Costa_Rica CL:America/Coyhaique CA:America/Creston BR:America/Cuiaba CW:America/Curacao',
  'GL:America/Danmarkshavn CA:America/Dawson CA:America/Dawson_Creek US:America/Denver US:America/Detroit',
  'DM:America/Dominica CA:America/Edmonton BR:America/Eirunepe SV:America/El_Salvador CA:America/Fort_Nelson',
  'BR:America/Fortaleza CA:America/Glace_Bay CA:America/Goose_Bay TC:America/Grand_Turk GD:America/Grenada',
  'GP:America/Guadeloupe GT:America/Guatemala EC:America/Guayaquil GY:America/Guyana CA:America/Halifax',
  'CU:America/Havana MX:America/Hermosillo US:America/Indiana/Indianapolis US:America/Indiana/Knox',
  'US:America/Indiana/Marengo US:America/Indiana/Petersburg US:America/Indiana/Tell_City US:America/Indiana/Vevay',
  'US:America/Indiana/Vincennes US:America/Indiana/Winamac CA:America/Inuvik CA:America/Iqaluit JM:America/Jamaica',
  'US:America/Juneau US:America/Kentucky/Louisville US:America/Kentucky/Monticello BQ:America/Kralendijk',
  'BO:America/La_Paz PE:America/Lima US:America/Los_Angeles SX:America/Lower_Princes BR:America/Maceio',
  'NI:America/Managua BR:America/Manaus MF:America/Marigot MQ:America/Martinique MX:America/Matamoros',
  'MX:America/Mazatlan US:America/Menominee MX:America/Merida US:America/Metlakatla MX:America/Mexico_City',
  'PM:America/Miquelon CA:America/Moncton MX:America/Monterrey UY:America/Montevideo MS:America/Montserrat',
  'BS:America/Nassau US:America/New_York US:America/Nome BR:America/Noronha US:America/North_Dakota/Beulah',
  'US:America/North_Dakota/Center US:America/North_Dakota/New_Salem GL:America/Nuuk MX:America/Ojinaga',
  'PA:America/Panama SR:America/Paramaribo US:America/Phoenix TT:America/Port_of_Spain HT:America/Port-au-Prince',
  'BR:America/Porto_Velho PR:America/Puerto_Rico CL:America/Punta_Arenas CA:America/Rankin_Inlet BR:America/Recife',
  'CA:America/Regina CA:America/Resolute BR:America/Rio_Branco BR:America/Santarem CL:America/Santiago',
  'DO:America/Santo_Domingo BR:America/Sao_Paulo GL:America/Scoresbysund US:America/Sitka BL:America/St_Barthelemy',
  'CA:America/St_Johns KN:America/St_Kitts LC:America/St_Lucia VI:America/St_Thomas VC:America/St_Vincent',
  'CA:America/Swift_Current HN:America/Tegucigalpa GL:America/Thule MX:America/Tijuana CA:America/Toronto',
  'VG:America/Tortola CA:America/Vancouver CA:America/Whitehorse CA:America/Winnipeg US:America/Yakutat',
  'AQ:Antarctica/Casey AQ:Antarctica/Davis AQ:Antarctica/DumontDUrville AU:Antarctica/Macquarie',
  'AQ:Antarctica/Mawson AQ:Antarctica/McMurdo AQ:Antarctica/Palmer AQ:Antarctica/Rothera AQ:Antarctica/Syowa',
  'AQ:Antarctica/Troll AQ:Antarctica/Vostok SJ:Arctic/Longyearbyen YE:Asia/Aden KZ:Asia/Almaty JO:Asia/Amman',
  'RU:Asia/Anadyr KZ:Asia/Aqtau KZ:Asia/Aqtobe TM:Asia/Ashgabat KZ:Asia/Atyrau IQ:Asia/Baghdad BH:Asia/Bahrain',
  'AZ:Asia/Baku TH:Asia/Bangkok RU:Asia/Barnaul LB:Asia/Beirut KG:Asia/Bishkek BN:Asia/Brunei RU:Asia/Chita',
  'LK:Asia/Colombo SY:Asia/Damascus BD:Asia/Dhaka TL:Asia/Dili AE:Asia/Dubai TJ:Asia/Dushanbe CY:Asia/Famagusta',
  'PS:Asia/Gaza PS:Asia/Hebron VN:Asia/Ho_Chi_Minh HK:Asia/Hong_Kong MN:Asia/Hovd RU:Asia/Irkutsk ID:Asia/Jakarta',
  'ID:Asia/Jayapura IL:Asia/Jerusalem AF:Asia/Kabul RU:Asia/Kamchatka PK:Asia/Karachi NP:Asia/Kathmandu',
  'RU:Asia/Khandyga IN:Asia/Kolkata RU:Asia/Krasnoyarsk MY:Asia/Kuala_Lumpur MY:Asia/Kuching KW:Asia/Kuwait',
  'MO:Asia/Macau RU:Asia/Magadan ID:Asia/Makassar PH:Asia/Manila OM:Asia/Muscat CY:Asia/Nicosia',
  'RU:Asia/Novokuznetsk RU:Asia/Novosibirsk RU:Asia/Omsk KZ:Asia/Oral KH:Asia/Phnom_Penh ID:Asia/Pontianak',
  'KP:Asia/Pyongyang QA:Asia/Qatar KZ:Asia/Qostanay KZ:Asia/Qyzylorda SA:Asia/Riyadh RU:Asia/Sakhalin',
  'UZ:Asia/Samarkand KR:Asia/Seoul CN:Asia/Shanghai SG:Asia/Singapore RU:Asia/Srednekolymsk TW:Asia/Taipei',
  'UZ:Asia/Tashkent GE:Asia/Tbilisi IR:Asia/Tehran BT:Asia/Thimphu JP:Asia/Tokyo RU:Asia/Tomsk MN:Asia/Ulaanbaatar',
  'CN:Asia/Urumqi RU:Asia/Ust-Nera LA:Asia/Vientiane RU:Asia/Vladivostok RU:Asia/Yakutsk MM:Asia/Yangon',
  'RU:Asia/Yekaterinburg AM:Asia/Yerevan PT:Atlantic/Azores BM:Atlantic/Bermuda ES:Atlantic/Canary',
  'CV:Atlantic/Cape_Verde FO:Atlantic/Faroe PT:Atlantic/Madeira IS:Atlantic/Reykjavik GS:Atlantic/South_Georgia',
  'SH:Atlantic/St_Helena FK:Atlantic/Stanley AU:Australia/Adelaide AU:Australia/Brisbane AU:Australia/Broken_Hill',
  'AU:Australia/Darwin AU:Australia/Eucla AU:Australia/Hobart AU:Australia/Lindeman AU:Australia/Lord_Howe',
  'AU:Australia/Melbourne AU:Australia/Perth AU:Australia/Sydney NL:Europe/Amsterdam AD:Europe/Andorra',
  'RU:Europe/Astrakhan GR:Europe/Athens RS:Europe/Belgrade DE:Europe/Berlin SK:Europe/Bratislava BE:Europe/Brussels',
  'RO:Europe/Bucharest HU:Europe/Budapest DE:Europe/Busingen MD:Europe/Chisinau DK:Europe/Copenhagen',
  'IE:Europe/Dublin GI:Europe/Gibraltar GG:Europe/Guernsey FI:Europe/Helsinki IM:Europe/Isle_of_Man',
  'TR:Europe/Istanbul JE:Europe/Jersey RU:Europe/Kaliningrad RU:Europe/Kirov UA:Europe/Kyiv PT:Europe/Lisbon',
  'SI:Europe/Ljubljana GB:Europe/London LU:Europe/Luxembourg ES:Europe/Madrid MT:Europe/Malta AX:Europe/Mariehamn',
  'BY:Europe/Minsk MC:Europe/Monaco RU:Europe/Moscow NO:Europe/Oslo FR:Europe/Paris ME:Europe/Podgorica',
  'CZ:Europe/Prague LV:Europe/Riga IT:Europe/Rome RU:Europe/Samara SM:Europe/San_Marino BA:Europe/Sarajevo',
  'RU:Europe/Saratov UA:Europe/Simferopol MK:Europe/Skopje BG:Europe/Sofia SE:Europe/Stockholm EE:Europe/Tallinn',
  'AL:Europe/Tirane RU:Europe/Ulyanovsk LI:Europe/Vaduz VA:Europe/Vatican AT:Europe/Vienna LT:Europe/Vilnius',
  'RU:Europe/Volgograd PL:Europe/Warsaw HR:Europe/Zagreb CH:Europe/Zurich MG:Indian/Antananarivo IO:Indian/Chagos',
  'CX:Indian/Christmas CC:Indian/Cocos KM:Indian/Comoro TF:Indian/Kerguelen SC:Indian/Mahe MV:Indian/Maldives',
  'MU:Indian/Mauritius YT:Indian/Mayotte RE:Indian/Reunion WS:Pacific/Apia NZ:Pacific/Auckland',
  'PG:Pacific/Bougainville NZ:Pacific/Chatham FM:Pacific/Chuuk CL:Pacific/Easter VU:Pacific/Efate',
  'TK:Pacific/Fakaofo FJ:Pacific/Fiji TV:Pacific/Funafuti EC:Pacific/Galapagos PF:Pacific/Gambier',
  'SB:Pacific/Guadalcanal GU:Pacific/Guam US:Pacific/Honolulu KI:Pacific/Kanton KI:Pacific/Kiritimati',
  'FM:Pacific/Kosrae MH:Pacific/Kwajalein MH:Pacific/Majuro PF:Pacific/Marquesas UM:Pacific/Midway NR:Pacific/Nauru',
  'NU:Pacific/Niue NF:Pacific/Norfolk NC:Pacific/Noumea AS:Pacific/Pago_Pago PW:Pacific/Palau PN:Pacific/Pitcairn',
  'FM:Pacific/Pohnpei PG:Pacific/Port_Moresby CK:Pacific/Rarotonga MP:Pacific/Saipan PF:Pacific/Tahiti',
  'KI:Pacific/Tarawa TO:Pacific/Tongatapu UM:Pacific/Wake WF:Pacific/Wallis',
].join(' ');

export interface CanonicalZone {
  id: string;
  /** ISO 3166-1 alpha-2, or null for UTC. */
  country: string | null;
}

export const CANONICAL_TIME_ZONES: readonly CanonicalZone[] = [
  { id: 'UTC', country: null },
  ...ZONE_TAB.split(' ').map((pair) => {
    const [country = '', id = ''] = pair.split(':');
    return { id, country };
  }),
];
