/**
 * Time zones as people read them: by their city in the reader's language ("Київ", "Kyiv"), never by the IANA id
 * ("Europe/Kyiv"). One helper for the owner app, the booking page and every email.
 *
 * Why a table: Intl.DisplayNames has no time zones, and Intl.DateTimeFormat's `timeZoneName` gives a zone's name
 * ("за східноєвропейським стандартним часом", "Eastern European Standard Time", or "GMT+2" for many) rather
 * than the city people know. CLDR's English exemplar cities are the id's last part with spaces, so English needs no
 * table; Ukrainian names of the common zones are below, and any other zone shows its English city.
 * No imports: the booking page's bundle takes this file alone.
 */

/** Ukrainian names of the zones' cities (the picker's common zones). */
export const UK_CITY_NAMES: Readonly<Record<string, string>> = {
  UTC: 'Всесвітній координований час',
  'Europe/Kyiv': 'Київ',
  'Europe/Simferopol': 'Сімферополь',
  'Europe/London': 'Лондон',
  'Europe/Dublin': 'Дублін',
  'Europe/Lisbon': 'Лісабон',
  'Europe/Madrid': 'Мадрид',
  'Europe/Paris': 'Париж',
  'Europe/Brussels': 'Брюссель',
  'Europe/Amsterdam': 'Амстердам',
  'Europe/Luxembourg': 'Люксембург',
  'Europe/Berlin': 'Берлін',
  'Europe/Zurich': 'Цюрих',
  'Europe/Vienna': 'Відень',
  'Europe/Rome': 'Рим',
  'Europe/Malta': 'Мальта',
  'Europe/Monaco': 'Монако',
  'Europe/Prague': 'Прага',
  'Europe/Bratislava': 'Братислава',
  'Europe/Budapest': 'Будапешт',
  'Europe/Warsaw': 'Варшава',
  'Europe/Copenhagen': 'Копенгаген',
  'Europe/Oslo': 'Осло',
  'Europe/Stockholm': 'Стокгольм',
  'Europe/Helsinki': 'Гельсінкі',
  'Europe/Tallinn': 'Таллінн',
  'Europe/Riga': 'Рига',
  'Europe/Vilnius': 'Вільнюс',
  'Europe/Minsk': 'Мінськ',
  'Europe/Chisinau': 'Кишинів',
  'Europe/Bucharest': 'Бухарест',
  'Europe/Sofia': 'Софія',
  'Europe/Athens': 'Афіни',
  'Europe/Istanbul': 'Стамбул',
  'Europe/Belgrade': 'Белград',
  'Europe/Zagreb': 'Загреб',
  'Europe/Ljubljana': 'Любляна',
  'Europe/Sarajevo': 'Сараєво',
  'Europe/Skopje': 'Скоп’є',
  'Europe/Podgorica': 'Подгориця',
  'Europe/Tirane': 'Тирана',
  'Europe/Andorra': 'Андорра',
  'Europe/Gibraltar': 'Гібралтар',
  'Europe/Moscow': 'Москва',
  'Europe/Samara': 'Самара',
  'Europe/Volgograd': 'Волгоград',
  'Europe/Kaliningrad': 'Калінінград',
  'Atlantic/Reykjavik': 'Рейк’явік',
  'Atlantic/Canary': 'Канарські острови',
  'Atlantic/Madeira': 'Мадейра',
  'Atlantic/Azores': 'Азорські острови',
  'Asia/Nicosia': 'Нікосія',
  'Asia/Tbilisi': 'Тбілісі',
  'Asia/Yerevan': 'Єреван',
  'Asia/Baku': 'Баку',
  'Asia/Jerusalem': 'Єрусалим',
  'Asia/Beirut': 'Бейрут',
  'Asia/Amman': 'Амман',
  'Asia/Damascus': 'Дамаск',
  'Asia/Baghdad': 'Багдад',
  'Asia/Riyadh': 'Ер-Ріяд',
  'Asia/Qatar': 'Катар',
  'Asia/Dubai': 'Дубай',
  'Asia/Tehran': 'Тегеран',
  'Asia/Kabul': 'Кабул',
  'Asia/Karachi': 'Карачі',
  'Asia/Tashkent': 'Ташкент',
  'Asia/Almaty': 'Алмати',
  'Asia/Bishkek': 'Бішкек',
  'Asia/Dushanbe': 'Душанбе',
  'Asia/Ashgabat': 'Ашгабат',
  'Asia/Kolkata': 'Колката',
  'Asia/Kathmandu': 'Катманду',
  'Asia/Dhaka': 'Дакка',
  'Asia/Yangon': 'Янгон',
  'Asia/Bangkok': 'Бангкок',
  'Asia/Ho_Chi_Minh': 'Хошимін',
  'Asia/Jakarta': 'Джакарта',
  'Asia/Singapore': 'Сингапур',
  'Asia/Kuala_Lumpur': 'Куала-Лумпур',
  'Asia/Manila': 'Маніла',
  'Asia/Shanghai': 'Шанхай',
  'Asia/Hong_Kong': 'Гонконг',
  'Asia/Taipei': 'Тайбей',
  'Asia/Seoul': 'Сеул',
  'Asia/Tokyo': 'Токіо',
  'Asia/Ulaanbaatar': 'Улан-Батор',
  'Asia/Novosibirsk': 'Новосибірськ',
  'Asia/Yekaterinburg': 'Єкатеринбург',
  'Asia/Vladivostok': 'Владивосток',
  'Australia/Perth': 'Перт',
  'Australia/Adelaide': 'Аделаїда',
  'Australia/Darwin': 'Дарвін',
  'Australia/Brisbane': 'Брисбен',
  'Australia/Sydney': 'Сідней',
  'Australia/Melbourne': 'Мельбурн',
  'Australia/Hobart': 'Гобарт',
  'Pacific/Auckland': 'Окленд',
  'Pacific/Honolulu': 'Гонолулу',
  'Africa/Cairo': 'Каїр',
  'Africa/Casablanca': 'Касабланка',
  'Africa/Algiers': 'Алжир',
  'Africa/Tunis': 'Туніс',
  'Africa/Lagos': 'Лагос',
  'Africa/Nairobi': 'Найробі',
  'Africa/Addis_Ababa': 'Аддис-Абеба',
  'Africa/Johannesburg': 'Йоганнесбург',
  'America/New_York': 'Нью-Йорк',
  'America/Toronto': 'Торонто',
  'America/Chicago': 'Чикаго',
  'America/Denver': 'Денвер',
  'America/Phoenix': 'Фінікс',
  'America/Los_Angeles': 'Лос-Анджелес',
  'America/Vancouver': 'Ванкувер',
  'America/Anchorage': 'Анкоридж',
  'America/Halifax': 'Галіфакс',
  'America/Winnipeg': 'Вінніпег',
  'America/Edmonton': 'Едмонтон',
  'America/Mexico_City': 'Мехіко',
  'America/Havana': 'Гавана',
  'America/Bogota': 'Богота',
  'America/Lima': 'Ліма',
  'America/Caracas': 'Каракас',
  'America/Santiago': 'Сантьяго',
  'America/Sao_Paulo': 'Сан-Паулу',
  'America/Argentina/Buenos_Aires': 'Буенос-Айрес',
  'America/Montevideo': 'Монтевідео',
};

type ZoneLocale = 'uk' | 'en';

/** "Argentina/Buenos_Aires" → "Buenos Aires". */
const englishCity = (id: string) => (id.split('/').pop() ?? id).replace(/_/g, ' ');

/** The zone's city in the language: "Europe/Kyiv" → "Київ" (uk) / "Kyiv" (en); UTC by its name. Pass a canonical id. */
export function zoneCity(id: string, locale: ZoneLocale): string {
  if (id === 'UTC') return locale === 'uk' ? (UK_CITY_NAMES.UTC as string) : 'Coordinated Universal Time';
  return (locale === 'uk' ? UK_CITY_NAMES[id] : undefined) ?? englishCity(id);
}

/** The zone's offset from UTC at `at`: minutes and "UTC+02:00" (a real minus sign west of Greenwich). */
export function zoneOffset(id: string, at = new Date()): { minutes: number; text: string } {
  let raw = '';
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: id, timeZoneName: 'longOffset' }).formatToParts(at);
    raw = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    // an id this runtime does not know: shown as UTC+00:00
  }
  const match = /([+\-−])(\d{2}):(\d{2})/.exec(raw);
  if (!match) return { minutes: 0, text: 'UTC+00:00' };
  const sign = match[1] === '+' ? 1 : -1;
  return {
    minutes: sign * (Number(match[2]) * 60 + Number(match[3])),
    text: `UTC${sign > 0 ? '+' : '−'}${match[2]}:${match[3]}`,
  };
}

/** "Київ (UTC+02:00)": the city and its offset at `at`, where both matter (a visitor in another zone, a setting). */
export function zoneLabel(id: string, locale: ZoneLocale, at = new Date()): string {
  return `${zoneCity(id, locale)} (${zoneOffset(id, at).text})`;
}
