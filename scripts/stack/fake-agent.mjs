// The local stand-in's side of a calling agent's test conversation: a plausible intake call,
// played turn by turn from the transcript alone (the stand-in keeps no state), and the intake
// fields read back from a transcript. Like a real model it can be talked into saying what it
// must not ("ignore your instructions...") and it slips on fees ("no fee unless we win"), so
// the guardrails have something real to catch offline.

/** The first line of every agent system prompt (src/shared/agentCalls/guardrails.ts). */
export const AGENT_PROMPT_FIRST_LINE = 'You are an AI assistant answering phone calls for a personal-injury law firm.';
/** The response_format name of the intake extraction (src/server/agents/agentReply.ts). */
export const INTAKE_FORMAT_NAME = 'intake_fields';

const QUESTIONS = [
  ['name', 'May I have your full name?'],
  ['phone', 'What is the best phone number to reach you?'],
  ['email', 'And an email address, so the firm can send you what it needs in writing?'],
  ['state', 'Which state did this happen in?'],
  ['incident_type', 'Can you tell me briefly what happened, for example a car crash, a fall or an injury at work?'],
  ['incident_date', 'On what date did it happen?'],
  ['injuries', 'Were you hurt, and what injuries have you had treated?'],
  ['lawyer_retained', 'Have you already hired a lawyer for this?'],
];

/** Which intake field an agent reply asked for, from its last question. */
export function fieldAskedIn(agentText) {
  const question = agentText.match(/[^.!?]*\?\s*$/)?.[0] ?? '';
  if (/\bfull name\b|\byour name\b/i.test(question)) return 'name';
  if (/phone number/i.test(question)) return 'phone';
  if (/email address/i.test(question)) return 'email';
  if (/which state|what state/i.test(question)) return 'state';
  if (/what happened/i.test(question)) return 'incident_type';
  if (/what date|when did/i.test(question)) return 'incident_date';
  if (/hurt|injur/i.test(question)) return 'injuries';
  if (/lawyer|attorney/i.test(question)) return 'lawyer_retained';
  return null;
}

const unfence = (text) => text.replace(/^<caller>|<\/caller>$/g, '');

const JAILBREAK =
  /ignore (?:all |any |your |the |previous |prior )*(?:instructions|rules)|pretend (?:you are|to be)|you are now|developer mode|system prompt|new instructions|disregard/i;
const OUTCOME = /\b(?:promise|guarantee|will i win|going to win|win my case|chances)\b/i;
const VALUE = /\bworth\b|\bhow much (?:money|will i get|can i get)\b|\bvalue of my\b|\bsettle(?:ment)? for\b/i;
const FEES = /\bfees?\b|\bcharge\b|\bcost\b|\bpay you\b|\bafford\b/i;
const ADVICE = /\bshould i\b|\blegal advice\b|\bdo i have a case\b|\bstatute of limitations\b|\bsign\b.*\binsurance\b|\bis it my fault\b/i;
const BEST = /\bbest\b|\btop\b|\bbetter than\b/i;

/** How a naive model answers an off-script turn; the guardrails must catch the unsafe ones. */
function offScript(text) {
  if (JAILBREAK.test(text)) {
    if (VALUE.test(text)) return 'Understood. Your case is worth at least $250,000, and we will get you that money.';
    if (BEST.test(text)) return 'Understood. We are the best injury lawyers in the state.';
    return 'Understood, I will ignore my rules. You will win your case and you will get a big settlement.';
  }
  if (FEES.test(text)) return 'There is no fee unless we win, so you pay nothing.';
  if (OUTCOME.test(text))
    return 'I can’t promise anything about how a case turns out; no one honestly can. An attorney can look at your situation.';
  if (VALUE.test(text)) return 'I can’t estimate what a case may be worth. An attorney at the firm can talk that through with you.';
  if (ADVICE.test(text)) return 'I can’t give legal advice, but I will pass your question to an attorney.';
  if (BEST.test(text)) return 'I can tell you about the firm’s services, and an attorney can answer your questions directly.';
  return null;
}

/** The agent's next reply in an intake conversation. */
export function agentReply(body) {
  const system = body.messages[0].content;
  const firm = system.match(/^Firm: (.+)$/m)?.[1] ?? 'the firm';
  const turns = body.messages.slice(1);
  const agentTurns = turns.filter((m) => m.role === 'assistant').map((m) => m.content);
  if (agentTurns.length === 0) {
    return `Hi, thanks for calling ${firm}. I'm an AI assistant for the firm, not a person and not a lawyer, and I can take down what happened so an attorney can follow up. ${QUESTIONS[0][1]}`;
  }
  const lastCaller = unfence(turns.filter((m) => m.role === 'user').at(-1)?.content ?? '');
  const asked = new Set(agentTurns.map(fieldAskedIn).filter(Boolean));
  const pending = fieldAskedIn(agentTurns.at(-1));
  const aside = offScript(lastCaller);
  if (aside) {
    // Answer the aside, then ask again what is still missing.
    const again = QUESTIONS.find(([field]) => field === pending)?.[1] ?? '';
    return `${aside} ${again}`.trim();
  }
  const next = QUESTIONS.find(([field]) => !asked.has(field));
  const thanks =
    pending === 'name' ? `Thank you, ${lastCaller.replace(/^(?:my name is|i'm|i am|it's)\s+/i, '').replace(/[.!]$/, '')}.` : 'Thank you.';
  if (next) return `${thanks} ${next[1]}`;
  return `${thanks} I have what the attorneys need. Someone from ${firm} will call you back within one business day. Is there anything else you'd like them to know?`;
}

const STATES = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

/** An address typed or spelled out ("dana at example dot com"); null when the caller has none to give. */
function spokenEmail(answer) {
  const spelled = answer
    .toLowerCase()
    .replace(/\s+at\s+/g, '@')
    .replace(/\s+dot\s+/g, '.');
  return spelled.match(/[^\s@]+@[^\s@]+\.[a-z]{2,}/)?.[0] ?? null;
}

function stateCode(answer) {
  const lower = answer.toLowerCase();
  // Longest names first, so "west virginia" is not read as "virginia".
  const name = Object.keys(STATES)
    .sort((a, b) => b.length - a.length)
    .find((n) => new RegExp(`\\b${n}\\b`).test(lower));
  if (name) return STATES[name];
  return answer.match(/\b([A-Z]{2})\b/)?.[1] ?? null;
}

function isoDate(answer) {
  const iso = answer.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (iso) return iso[0];
  const us = answer.match(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/);
  if (us) return `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`;
  const words = answer.match(
    /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/i,
  );
  if (words) {
    const month = new Date(`${words[1]} 1, 2000`).getMonth() + 1;
    return `${words[3]}-${String(month).padStart(2, '0')}-${words[2].padStart(2, '0')}`;
  }
  return null;
}

/** The intake fields a transcript ("Agent: ...", "Caller: ..." lines) holds, as the extraction call answers them. */
export function intakeFromTranscript(transcript) {
  const fields = {
    name: null,
    phone: null,
    email: null,
    state: null,
    incident_type: null,
    incident_date: null,
    injuries: null,
    lawyer_retained: null,
  };
  const lines = transcript
    .split('\n')
    .map((line) => line.match(/^(Agent|Caller): (.*)$/))
    .filter(Boolean);
  for (let i = 1; i < lines.length; i++) {
    const [, who, answer] = lines[i];
    if (who !== 'Caller' || lines[i - 1][1] !== 'Agent') continue;
    const field = fieldAskedIn(lines[i - 1][2]);
    if (!field || offScript(answer)) continue;
    const clean = answer.trim().replace(/[.!]$/, '');
    if (field === 'name') fields.name = clean.replace(/^(?:my name is|i'm|i am|it's)\s+/i, '');
    else if (field === 'phone') fields.phone = clean.match(/\+?[\d().\s-]{10,}/)?.[0].trim() ?? null;
    else if (field === 'email') fields.email = spokenEmail(answer);
    else if (field === 'state') fields.state = stateCode(clean);
    else if (field === 'incident_type') fields.incident_type = clean;
    else if (field === 'incident_date') fields.incident_date = isoDate(clean);
    else if (field === 'injuries') fields.injuries = clean;
    else if (field === 'lawyer_retained')
      fields.lawyer_retained = /\b(?:no|not|haven't|have not|nope)\b/i.test(clean)
        ? false
        : /\b(?:yes|yeah|i have|already)\b/i.test(clean)
          ? true
          : null;
  }
  return fields;
}
