/**
 * The fifty states and the District of Columbia: the jurisdictions whose bars license the
 * lawyers CaseCourier writes for. One list for the firm profile, the compliance rules and
 * anything that needs a state's local date.
 *
 * `timeZones` are IANA zones, the one where most of the state lives first. States split
 * between zones list every zone a county of theirs uses; small exceptions that IANA folds
 * into a neighbouring zone (for example the Navajo Nation in Arizona) are not listed apart.
 */
export interface UsState {
  code: string;
  name: string;
  timeZones: readonly [string, ...string[]];
}

export const US_STATES = [
  { code: 'AL', name: 'Alabama', timeZones: ['America/Chicago'] },
  {
    code: 'AK',
    name: 'Alaska',
    timeZones: [
      'America/Anchorage',
      'America/Juneau',
      'America/Sitka',
      'America/Yakutat',
      'America/Nome',
      'America/Metlakatla',
      'America/Adak',
    ],
  },
  { code: 'AZ', name: 'Arizona', timeZones: ['America/Phoenix'] },
  { code: 'AR', name: 'Arkansas', timeZones: ['America/Chicago'] },
  { code: 'CA', name: 'California', timeZones: ['America/Los_Angeles'] },
  { code: 'CO', name: 'Colorado', timeZones: ['America/Denver'] },
  { code: 'CT', name: 'Connecticut', timeZones: ['America/New_York'] },
  { code: 'DE', name: 'Delaware', timeZones: ['America/New_York'] },
  { code: 'DC', name: 'District of Columbia', timeZones: ['America/New_York'] },
  { code: 'FL', name: 'Florida', timeZones: ['America/New_York', 'America/Chicago'] },
  { code: 'GA', name: 'Georgia', timeZones: ['America/New_York'] },
  { code: 'HI', name: 'Hawaii', timeZones: ['Pacific/Honolulu'] },
  { code: 'ID', name: 'Idaho', timeZones: ['America/Boise', 'America/Los_Angeles'] },
  { code: 'IL', name: 'Illinois', timeZones: ['America/Chicago'] },
  {
    code: 'IN',
    name: 'Indiana',
    timeZones: [
      'America/Indiana/Indianapolis',
      'America/Chicago',
      'America/Indiana/Knox',
      'America/Indiana/Marengo',
      'America/Indiana/Petersburg',
      'America/Indiana/Tell_City',
      'America/Indiana/Vevay',
      'America/Indiana/Vincennes',
      'America/Indiana/Winamac',
    ],
  },
  { code: 'IA', name: 'Iowa', timeZones: ['America/Chicago'] },
  { code: 'KS', name: 'Kansas', timeZones: ['America/Chicago', 'America/Denver'] },
  {
    code: 'KY',
    name: 'Kentucky',
    timeZones: ['America/New_York', 'America/Kentucky/Louisville', 'America/Kentucky/Monticello', 'America/Chicago'],
  },
  { code: 'LA', name: 'Louisiana', timeZones: ['America/Chicago'] },
  { code: 'ME', name: 'Maine', timeZones: ['America/New_York'] },
  { code: 'MD', name: 'Maryland', timeZones: ['America/New_York'] },
  { code: 'MA', name: 'Massachusetts', timeZones: ['America/New_York'] },
  { code: 'MI', name: 'Michigan', timeZones: ['America/Detroit', 'America/Menominee'] },
  { code: 'MN', name: 'Minnesota', timeZones: ['America/Chicago'] },
  { code: 'MS', name: 'Mississippi', timeZones: ['America/Chicago'] },
  { code: 'MO', name: 'Missouri', timeZones: ['America/Chicago'] },
  { code: 'MT', name: 'Montana', timeZones: ['America/Denver'] },
  { code: 'NE', name: 'Nebraska', timeZones: ['America/Chicago', 'America/Denver'] },
  { code: 'NV', name: 'Nevada', timeZones: ['America/Los_Angeles'] },
  { code: 'NH', name: 'New Hampshire', timeZones: ['America/New_York'] },
  { code: 'NJ', name: 'New Jersey', timeZones: ['America/New_York'] },
  { code: 'NM', name: 'New Mexico', timeZones: ['America/Denver'] },
  { code: 'NY', name: 'New York', timeZones: ['America/New_York'] },
  { code: 'NC', name: 'North Carolina', timeZones: ['America/New_York'] },
  {
    code: 'ND',
    name: 'North Dakota',
    timeZones: [
      'America/Chicago',
      'America/Denver',
      'America/North_Dakota/Center',
      'America/North_Dakota/New_Salem',
      'America/North_Dakota/Beulah',
    ],
  },
  { code: 'OH', name: 'Ohio', timeZones: ['America/New_York'] },
  { code: 'OK', name: 'Oklahoma', timeZones: ['America/Chicago'] },
  { code: 'OR', name: 'Oregon', timeZones: ['America/Los_Angeles', 'America/Boise'] },
  { code: 'PA', name: 'Pennsylvania', timeZones: ['America/New_York'] },
  { code: 'RI', name: 'Rhode Island', timeZones: ['America/New_York'] },
  { code: 'SC', name: 'South Carolina', timeZones: ['America/New_York'] },
  { code: 'SD', name: 'South Dakota', timeZones: ['America/Chicago', 'America/Denver'] },
  { code: 'TN', name: 'Tennessee', timeZones: ['America/Chicago', 'America/New_York'] },
  { code: 'TX', name: 'Texas', timeZones: ['America/Chicago', 'America/Denver'] },
  { code: 'UT', name: 'Utah', timeZones: ['America/Denver'] },
  { code: 'VT', name: 'Vermont', timeZones: ['America/New_York'] },
  { code: 'VA', name: 'Virginia', timeZones: ['America/New_York'] },
  { code: 'WA', name: 'Washington', timeZones: ['America/Los_Angeles'] },
  { code: 'WV', name: 'West Virginia', timeZones: ['America/New_York'] },
  { code: 'WI', name: 'Wisconsin', timeZones: ['America/Chicago'] },
  { code: 'WY', name: 'Wyoming', timeZones: ['America/Denver'] },
] as const satisfies readonly UsState[];

export type StateCode = (typeof US_STATES)[number]['code'];

export const STATE_CODES: readonly StateCode[] = US_STATES.map((state) => state.code);

const BY_CODE: ReadonlyMap<string, UsState> = new Map(US_STATES.map((state) => [state.code, state]));

export function isStateCode(value: string): value is StateCode {
  return BY_CODE.has(value);
}

/** The state with this two-letter code (upper case), or undefined. */
export function findState(code: string): UsState | undefined {
  return BY_CODE.get(code);
}

/** "New York" for "NY"; the code itself when it is not a state, so messages never say "undefined". */
export function stateName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

/** Lower case, no dots, single spaces: "N. Carolina " and "n carolina" read the same. */
const simplifyStateText = (text: string) => text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

const BY_TEXT: ReadonlyMap<string, StateCode> = new Map([
  ...US_STATES.map((state) => [simplifyStateText(state.code), state.code] as const),
  ...US_STATES.map((state) => [simplifyStateText(state.name), state.code] as const),
  ['washington dc', 'DC'],
  ['washington, dc', 'DC'],
  ['dc', 'DC'],
]);

/**
 * The code of the state a person or a file wrote, by its code or its name in any case:
 * "GA", "ga", "Georgia", "north carolina", "D.C."; null when it is not one of them.
 */
export function stateCodeOf(text: string): StateCode | null {
  return BY_TEXT.get(simplifyStateText(text)) ?? null;
}
