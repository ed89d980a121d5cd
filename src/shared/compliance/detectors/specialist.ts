/**
 * `specialist`: the firm or its lawyers described as specialists or experts in a field of law
 * ("we specialize in truck cases", "Charlotte's motorcycle accident specialists", "our expertise
 * in Florida injury law", "car wrecks are our specialty"), in English or in the Spanish words
 * bilingual newsletters mix in. The same words about other people are not findings: expert
 * witnesses, doctors and other specialists the firm hires or sends clients to, "safety experts
 * say", staff job titles ("intake specialist"), and denials ("we do not claim any expertise").
 * A certification claim ("certified specialist") is the `certification` rule's.
 */
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { isNegated } from '../text';
import { eachSentence, firmNameWords, hitIn, isOwnPeopleWho, isQuestion, isQuotedWord, isReported, isSaidOfThemselves } from './sentences';

/** "Specialist", "specializes", "specialty" and their Spanish forms: the words New York names. */
const SPECIALIST_WORD = /^(?:speciali[sz]|specialt|speciality|specialities|especiali)/i;
const TRIGGER =
  /\b(?:specialists?|speciali[sz](?:e|es|ed|ing)|speciali[sz]ations?|specialisms?|specialt(?:y|ies)|speciality|specialities|especialistas?|especializ(?:ad[oa]s?|amos|a)|especialidad(?:es?)?|experts?|expertise|expert[oa]s?|expertas?|authority|gurus?)\b/gi;

// A field of law or of practice, as a modifier ("truck accident specialists") or after "in".
const FIELD =
  /\b(?:personal[- ]injury|injury|injuries|accidents?|crash(?:es)?|wrecks?|collisions?|trucking|trucks?|18-wheelers?|motorcycles?|cars?|auto|bicycles?|bikes?|pedestrians?|rideshare|premises|slip[- ]?(?:and|n|&|'n'?|n')(?=)[- ]?falls?|trip[- ]?(?:and|n|&)(?=)[- ]?falls?|dog[- ]bites?|animal[- ]bite|malpractice|wrongful[- ]death|litigation|trial|legal|law|cases?|claims?|workers'? comp(?:ensation)?|P\.?I\.?|construction|lawsuits?|matters|negligence|rights|injured|victims|accidentes?|acidentes?|lesiones|les[oõ]es|choques|casos|camiones|caminh[oõ]es|trabajo|trabalho|tr[aá]nsito|tr[aá]fico|ca[ií]das|resbalones|quedas|atropel\w*|motos|mordeduras|mordidas|indeniza[cç][oõ]es|processos|demandas|derecho|direito|insurance compan(?:y|ies)(?=)|insurers|adjusters|settlements?|compensation|damages)(?=)\b/i;
// Who else is called a specialist or an expert in these emails.
const OTHER_PEOPLE_BEFORE =
  /\b(?:medical(?! malpractice)|m[eé]dic[oa]s?|doctors?|physicians?|surgeons?|spine|spinal|orthopa?edic|pain|neuro\w*|brain|trauma|rehab\w*|chiropractic|heart|eye|hand|knee|wound|burn|sleep|mental health|health|nursing|reconstruction(?:ist)?|safety|engineering|economic|financial|vocational|biomechanical|forensic|outside|independent|industry|traffic|weather|fire|tax|accounting|TxDOT|NHTSA|DMV|government|federal|insurance company's|insurer's|insurance|insurers?|defense|intake|referral|appointments?|treatment|transport(?:ation)?|social media|front[- ]desk|reception|patient|discharge|billing|records|client[- ](?:care|services|relations)(?=)|scheduling|benefits|marketing|outreach|community|support|customer|claims?|lien|payroll|bilingual|language|translation|document|settlement|certified|board|[\w]+-speaking|spanish|korean|vietnamese|chinese|mandarin|cantonese|tagalog|hindi|arabic|russian|creole)(?=)\W+(?:[\w-]+\W+)?$/i;
const OTHER_PEOPLE_AFTER =
  /^\W+(?:witness(?:es)?|testimony|testify|testifies|reports?|opinions?|fees?|analysis|doctors?|physicians?|say|says|said|agree|agrees|recommend|recommends|warn|warns|estimate|estimates|explain|explains|believe|believes|note|notes|suggest|suggests|taught|teaches|showed|shows|joined|visited|spoke|told us|tells us|at (?:the )?(?:dmv|hospital|clinic|bank)(?=))(?=)\b/i;
// The firm hires, consults or refers to them: "we hire an accident reconstruction expert".
const RETAINED =
  /\b(?:hire|hires|hired|hiring|consult|consults|consulted|bring in|brings in|brought in|work with|works with|worked with|retain|retains|retained|call in|calls in|rely on|relies on|use|uses|pay for|pays for|see|sees|visit|visits|referred (?:you )?to|refer (?:you )?to|appointment with|ask|asks|asked|asking|talk to|speak (?:with|to)(?=)|go(?:ing)? to|keep going to|send(?:ing)? (?:[\w-]+ ){0,2}?to)(?=)\b(?:\W+[\w'-]+){0,4}\W*$/i;
// Spanish and Portuguese articles too: "el especialista en tráfico de la ciudad", "um especialista".
const BARE_DETERMINER = /\b(?:the|a|an|that|this|any|another|your|el|la|los|las|un|una|uma|su|sus|seu|sua)\s+$/i;
// "She is, without exaggeration, an expert": an aside may stand after the verb. "You're talking to the experts",
// "you've reached the specialists": the reader is talking to the firm (not "at the body shop, you're talking to ...").
const IS_A =
  /(?:(?<=\s)\u00e9|\b(?:is|are|am|'m|'re|'s|was|were|be|been|become|became|considered|known as|regarded as|recognized as|recognised as|seen as|es|son|somos|soy|era|fue|s[aã]o|sou|foi|(?<!\b(?:at|when|if|once|whenever)(?=)\b[^.!?]{0,60})(?:you(?:'re| are| r)(?=) (?:now )?(?:talking|speaking)(?=) (?:to|with)(?=)|you(?:'ve| have)(?=) (?:found|come to)(?=)|you(?:'ve| have)? (?:reached|dialed)(?=))(?=))(?=))(?=)(?:\s*,[^,.;:!?]{1,40},)?\s+(?:(?:kind of|sort of|really|truly|simply|just|definitely|basically|honestly|literally|absolutely|certainly|real|true)(?=)\s+)?(?:an?\s+|the\s+)?$/i;
// Known or regarded as one, of a lawyer named before: "you know him as a specialist in scaffold cases",
// "people think of her as an expert on trucking claims", "judges consider her an expert in trial work".
const KNOWN_AS =
  /\b(?:know|knows|knew|known|think of|thinks of|thought of|regard|regards|regarded|see|sees|saw|describe|describes|described|recogni[sz]e|recogni[sz]es|recogni[sz]ed|remember|remembers|introduce|introduces|introduced)(?=)\s+(?:him|her|them|us|me|(?!(?:the|a|an|it|this|that|your|their)(?=)\b)[\w'-]+(?:\s+[\w'-]+)?)(?=)\s+as\s+(?:an?\s+|the\s+)?$|\b(?:call|calls|called|consider|considers|considered|name|names|named)(?=)\s+(?:him|her|us|me)(?=)\s+(?:an?\s+|the\s+)?$|\b(?:whom|who)(?=)\b[^,.;:!?]{0,30}?\b(?:know|knows|knew|regard|regards|remember|remembers)(?=)\s+as\s+(?:an?\s+|the\s+)?$|\bwhat (?:you'd|you would|(?:[\w-]+\s+){1,2}?(?:would|might|could|'d)(?=))(?=)\s+call\s+(?:an?\s+|the\s+)?$/i;
// A clinician in the sentence or the one before: "if you've met Dr. Patel, you know him as a specialist in spine injuries".
const CLINICIAN_NAMED =
  /\b(?:dr\.?\s|doctors?|physicians?|surgeons?|nurses?|therapists?|chiropractors?|orthopa?edists?|[a-z]+ologists?|[a-z]+iatrists?)\b/i;
// What a trial lawyer's own expertise covers besides a field of law: the evidence, the rules and the
// procedure of a case ("our trial lawyers are experts in ECM downloads", "experts on hours-of-service rules"),
// and the kinds of harm its cases are about ("she's an absolute expert on snow-and-ice falls", "experts on burns").
const CASE_CRAFT =
  /\b(?:(?<!\b(?:niagara|victoria|iguazu|great|twin|wichita|sioux|idaho|klamath|chippewa|cuyahoga|olmsted|post|cedar|cohoes|glens|honeoye|seneca)(?=) )falls|fractures|burns|amputations?|drownings?|electrocutions?|explosions|fires|scaffold(?:s|ing)?|ladders|cranes|forklifts|nursing[- ]homes?|neglect|elder abuse|abuse|defective|products?|recalls?|airbags?|tire blowouts?|drunk[- ]driv\w*|dui|dwi|hit[- ](?:and|&)(?=)[- ]runs?|uninsured|underinsured|uber|lyft|boating|aviation|maritime|jones act|admiralty|asbestos|mesothelioma|toxic|torts?|mass torts|birth injur(?:y|ies)(?=)|tbi|spinal[- ]cord|paralysis|ordinances?|attacks|bites|ecm|eld|black[- ]box|dash[- ]?cam\w*|downloads?|data|evidence|logs?|logbooks?|footage|regulations?|rules|fmcsa|dot|statutes?|codes?|liability|coverage|polic(?:y|ies)(?=)|policy limits|um|uim|liens?|subrogation|hours[- ]of[- ]service|discovery|depositions?|cross[- ]examination|jur(?:y|ies)(?=)|courtrooms?|negotiations?|mediations?|appeals?|verdicts?|medical records|medical billing|billing codes|reconstruction data|datos|caja negra|pruebas|evidencias?|reglamentos?|regulaciones|normas|p[oó]lizas?|coberturas?|jurados?|negociaci[oó]n(?:es)?|mediaci[oó]n|quedas|ca[ií]das|queimaduras|quemaduras|fraturas|fracturas|neglig[eê]ncia|negligencia)(?=)\b/i;
// Someone on the staff named last, not a lawyer: "Earl's investigator is an expert in ECM downloads".
const STAFF_NOUN =
  /\b(?:investigators?|paralegals?|engineers?|analysts?|assistants?|staff|case managers?|nurses?|consultants?|technicians?|it (?:team|staff|department)|secretar(?:y|ies)|receptionists?|adjusters?|experts?|investigador(?:es|as?)?|asistentes?)\b/i;
// Staff titles in Spanish, the trade after the word: "nuestra especialista de admisión", "especialista en atención al cliente".
const STAFF_TITLE_AFTER =
  /^\s+(?:de|en|em|para)(?=)\s+(?:la\s+|el\s+|los\s+|las\s+|o\s+|a\s+)?(?:admisi[oó]n|admiss[aã]o|atendimento|cobran[cç]a|faturamento|agendamento|recep[cç][aã]o|triagem|admisiones|intake|atenci[oó]n(?:\s+al\s+cliente)?|servicio(?:s)?\s+al\s+cliente|clientes|facturaci[oó]n|cobros|registros|expedientes|citas|recepci[oó]n|relaciones|comunicaci[oó]n|comunicaciones|mercadeo|marketing|n[oó]mina|beneficios|traducci[oó]n|idiomas?|documentos|seguimiento|programaci[oó]n|agenda)(?=)\b/i;
const OUR_LAWYERS_NAMED = /\b(?:our (?:[\w-]+ )?(?:lawyers|attorneys)|(?:attorney|atty\.?|lawyer|counselor) [A-Z][\w'-]+)/i;
const LAWYER_IS_A = /\b(?:is|are|'s|'re|am|'m)\s+(?:(?:real|true|truly|genuine)\s+)?(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}$/i;
const PLACE_AFTER =
  /^\s+(?:in|across|around)\s+(?:[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}|town|the (?:county|city|state|area|region))\s*(?:[,.;:!?]|$)/;
// What a specialty is said to be, before "are our specialty": "car wrecks are our specialty", "hems are her specialty".
const SPECIALTY_OF =
  /^\s*((?:[\w'-]+\s+){1,4}?)(?:is|are|'s|'re|was|were)\s+(?:our|his|her|my|their|the firm's)\s+(?:(?:real|true|main|special|big)\s+)?$/i;
// Of the firm: possessive or first person, the firm's name, its lawyers.
const LAWYER_WORDS = String.raw`we|we're|we've|i|i'm|lawyers?|attorneys?|litigators?|counsel|abogad[oa]s?|advogad[oa]s?|he|she|he's|she's`;
const FIRM_WORDS = String.raw`we|we're|we've|our|ours|us|i|i'm|my|this office|this firm|the firm|attorney|atty|lawyers?|attorneys?|abogad[oa]s?|advogad[oa]s?|licenciad[oa]|nuestr[oa]s?|noss[oa]s?|somos|soy|sou|he|she|his|her`;
const AS_ADJECTIVE =
  /^\s+(?:(?:injury|trial|legal|litigation)\s+)?(?:lawyers?|attorneys?|legal|representation|advocates?|advocacy|team|counsel|help|advice|guidance|negotiators?|litigators?|abogad[oa]s)\b/i;
const OTHER_TRADE_AFTER =
  /^\s+(?:in|on|at)\s+(?:[\w'-]+\s+){0,3}?(?:reconstruction|medicine|medical(?! malpractice)|engineering|biomechanics?|safety|toxicology|economics|vocational|neurology|orthopa?edics|radiology|surgery|trucking safety|human factors)\b/i;
// "Experts in", and the longer ways of saying it: "experts when it comes to trucking cases", "specialists regarding".
const IN_A_FIELD =
  /^\s+(?:in|on|at|for|with|of|en|when it comes to|regarding|concerning|about|in (?:matters|the (?:field|area|world)) of|on the subject of|para|con|em|4)\s+(?:[\w'-]+\s+){0,6}?/i;
const CERTIFIED_BEFORE = /\bcertified\b(?:(?:\s+[\w'-]+){0,4}|[^.!?]{0,60}?\bas an?(?:\s+[\w'-]+){0,3})\s*$/i;
const OTHERS_BEFORE =
  /\b(?:others|other (?:firms|lawyers|attorneys|offices|products|companies|vendors|doctors|clinics)|(?:some|many|most|few) (?:firms|lawyers|attorneys|doctors|clinics))\s+(?:\w+\s+)?$/i;
// "Specialized" before something other than law describes that thing: "specialized medical care".
// An authority or a guru, said of a lawyer: "Attorney Walsh is a recognized authority on premises liability",
// "Earl, the leading authority in Florida on trucking cases"; not "you give us authority in your case", "the Port Authority".
const AUTHORITY_WORD = /^(?:authority|gurus?)$/i;
const AUTHORITY_FRAME =
  /\b(?:is|are|'s|'re|am|'m|was|were|be|been|become|became|considered|known as|regarded as|recogni[sz]ed as|seen as)\s+(?:(?:an?|the|our|his|her)\s+)?(?:[\w-]+\s+){0,2}$|,\s*(?:an?|the|our)\s+(?:[\w-]+\s+){0,2}$|\b(?:our|my)\s+(?:resident\s+|in-house\s+)?(?:[\w-]+\s+)?$/i;
const SPECIALIZED_OTHER =
  /^\s+(?!in\b|for\b|on\b|with\b|injury\b|law\b|legal\b|lawyers?\b|attorneys?\b|team\b|trial\b|litigation\b|personal\b|knowledge\b|experience\b|expertise\b|practice\b|firm\b|skills?\b|focus\b|training\b)\w+/i;

// The other side's lawyer, in Spanish or Portuguese: "la abogada del seguro dice que es especialista en caídas".
const OTHER_SIDES_LAWYER =
  /\b(?:abogad[oa]s?|advogad[oa]s?)\s+(?:del|de la|de los|do|da|dos|de)\s+(?:seguro|aseguradora|seguradora|otro|otra|outro|outra|defensa|defesa|compa[nñ][ií]a|companhia|empresa|conductor|motorista)\b/i;
// Someone else is the subject: "insurance adjusters are real experts when it comes to lowballing claims".
const OTHER_SUBJECT_IS =
  /\b(?:adjusters?|insurers?|insurance compan(?:y|ies)(?=)|carriers?|doctors?|physicians?|nurses?|surgeons?|therapists?|the defen[cs]e|defen[cs]e (?:lawyers|attorneys|firms)(?=)|(?:some|other|many|most|those|big|billboard)(?=) (?:[\w-]+ )?(?:lawyers|attorneys|firms)(?=))(?=)\s+(?:(?:at|from|of|in)(?=) [\w' -]{1,30}?\s+)?(?:are|is|were|was|'re)(?=)\s+(?:[\w-]+\s+){0,2}?$/i;

// A question reported, not a claim: "clients sometimes ask whether David, or any of us, is a construction-law specialist".
const ASKED_WHETHER =
  /\b(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|want to know|wants to know|wanted to know|question)\s+(?:[\w'-]+\s+){0,3}?(?:whether|if)\b(?![^.!?;]*\b(?:and|but|so|because)\s+(?:we|i|our)\b)[^.!?;]*$/i;
// A doctor or therapist is the one described: "your treating orthopedist, who's a specialist in spine injuries", "the surgeon who operated on you was an expert", "her neurologist, a specialist in brain injuries".
const CLINICIAN_IS =
  /\b(?:doctors?|physicians?|surgeons?|nurses?|therapists?|chiropractors?|dentists?|pharmacists?|orthopa?edists?|[a-z]+ologists?|[a-z]+iatrists?|pediatricians?|internists?|optometrists?|dr\.?\s+[A-Z][\w'-]+)(?=)\b(?:\s+[A-Z][\w'-]+)?(?:,?\s+(?:who|that)(?=)(?:\s+[\w'-]+){1,5}?)?,?\s+(?:who(?:'s|\s+is|\s+are|'re|\s+was|\s+were)(?=)|is|are|was|were|(?:he|she)(?=)(?:'s|\s+is)(?=))(?=)\s+(?:also\s+|actually\s+|really\s+)?(?:an?\s+|the\s+)?$|\b(?:doctors?|physicians?|surgeons?|nurses?|therapists?|chiropractors?|orthopa?edists?|[a-z]+ologists?|[a-z]+iatrists?)(?=)(?:,\s+(?:an?|the)(?=)|,?\s+(?:who|that)(?=)(?:\s+also)?)(?=)\s+$/i;
// Experts as a case cost the firm pays: "we front the case costs (medical records, filing fees, experts if we need them)".
const EXPERTS_AS_COST_BEFORE =
  /\b(?:costs?|fees|expenses|records|depositions?|court reporters?|copies|filing)\b[^.!?]{0,60}?[,(]\s*(?:and\s+|or\s+)?$/i;
const EXPERTS_IF_NEEDED =
  /^\s*,?\s*(?:if|when|where|as)\s+(?:(?:we|you|the case|your case|it)\s+)?(?:need|needs|needed|necessary|required|warranted|is needed|are needed)\b/i;

interface FirmPatterns {
  /** Of the firm: possessive or first person, the firm's name, its lawyers. */
  ofFirm: RegExp;
  /** "Specialists, that's us", "the specialists for your accident: Pickett & Moreau", "that's exactly what Earl does". */
  pointsAtFirm: RegExp;
  /** The lawyers themselves, not the firm's staff: "we", "I", "our attorneys", "he", the firm's or a lawyer's name. */
  lawyersThemselves: RegExp;
  /** A lawyer named in words, not a pronoun: "Attorney Walsh", "our lawyers", the firm's name. */
  lawyerNamed: RegExp;
}
// Built once per firm: the engine runs as the attorney types.
const FIRM_PATTERNS = new Map<string, FirmPatterns>();
function firmPatterns(names: string): FirmPatterns {
  let patterns = FIRM_PATTERNS.get(names);
  if (patterns) return patterns;
  patterns = {
    ofFirm: new RegExp(String.raw`\b(?:${FIRM_WORDS}${names ? `|${names}` : ''})\b`, 'i'),
    pointsAtFirm: new RegExp(
      String.raw`^[^.!?]{0,60}?(?:\bthat(?:'s| is)\s+(?:exactly\s+|just\s+|precisely\s+)?(?:us|who we are|what (?:we|${names || 'we'}) (?:are|is|do|does))|(?:[:=\u2014\u2013]|\s-)\s*(?:that's us|us|(?:attorney|atty\.?|lawyer|counsel(?:or)?)\s+[A-Z][\w'-]+|${names || 'us'}))\b`,
      'i',
    ),
    lawyersThemselves: new RegExp(String.raw`\b(?:${LAWYER_WORDS}${names ? `|${names}` : ''})\b`, 'i'),
    lawyerNamed: new RegExp(
      String.raw`\b(?:attorneys?|atty|lawyers?|counsel|litigators?|abogad[oa]s?|advogad[oa]s?|esq|we|our|us${names ? `|${names}` : ''})\b`,
      'i',
    ),
  };
  if (FIRM_PATTERNS.size > 50) FIRM_PATTERNS.clear();
  FIRM_PATTERNS.set(names, patterns);
  return patterns;
}
const ORGANISATION_BEFORE = /\b(?:Board|Council|Commission|Academy|Association|Institute|College|Society) of (?:[A-Z][\w-]+ ){0,3}$/;
const ANOTHER_TRADE_NAMED =
  /^\s*,\s*(?:a|an)\s+(?:[\w-]+\s+)?(?:engineer|doctor|physician|surgeon|nurse|economist|accountant|reconstructionist|inspector|investigator|mechanic|toxicologist|pharmacist|veterinarian|vet|professor|scientist)\b/i;
const TRIGGER_GUARD = /speciali|specialt|especiali|expert|authority|guru/i;

export function specialist({ draft, rows, firm }: DetectorInput): Hit[] {
  if (!TRIGGER_GUARD.test(draft.subject.match) && !TRIGGER_GUARD.test(draft.body.match)) return [];
  const names = firmNameWords(firm);
  const { ofFirm, pointsAtFirm, lawyersThemselves, lawyerNamed } = firmPatterns(names);
  const namedLawyer = names ? new RegExp(String.raw`\b(?:${names})\b`) : null;
  const expertRows = rows.filter((row) => !row.specialistWordsOnly);
  const hits: Hit[] = [];
  for (const view of eachSentence(draft)) {
    const text = view.text;
    for (const m of matches(text, TRIGGER)) {
      const before = text.slice(Math.max(0, m.start - 60), m.start);
      const after = text.slice(m.end, m.end + 80);
      // "We rely on experts" is someone the firm hires; "rely on our expertise" is the firm's own.
      // "Ask Earl; he's the go-to expert" asks the reader to call the firm's own lawyer: the hiring verb stops at the clause.
      const retained = RETAINED.test(before.split(/[;:]/).at(-1)!) && !/\b(?:our|my)\s+(?:[\w'-]+\s+)?$/i.test(before);
      // "Our Korean-speaking attorneys specialize": the lawyers named last are the subject.
      const lawyersBefore = /\b(?:lawyers?|attorneys?|abogad[oa]s?|team|firm)\s+$/i.test(before);
      // "Ruth is board certified and specializes in equine-injury law": the verb after "and" is a claim of its own.
      const certifiedAnd = /\bcertified\s+and\s+$/i.test(before);
      // "Attorney Shah is a burn-injury specialist", "our lawyers are hot-beverage burn experts": a lawyer is the subject,
      // whatever kind of harm the words before name.
      const clause = before.split(/[,;:.!?]/).at(-1)!;
      const lawyerIs =
        (OUR_LAWYERS_NAMED.test(clause) || (namedLawyer !== null && namedLawyer.test(clause))) &&
        !CLINICIAN_NAMED.test(clause) &&
        LAWYER_IS_A.test(clause) &&
        !STAFF_NOUN.test(clause);
      if ((OTHER_PEOPLE_BEFORE.test(before) && !lawyersBefore && !certifiedAnd && !lawyerIs) || OTHER_PEOPLE_AFTER.test(after) || retained)
        continue;
      // "We've retained our own expert, a mechanical engineer": the expert named as someone of another trade.
      if (ANOTHER_TRADE_NAMED.test(after)) continue;
      if (/^\s*of (?:legal )?speciali[sz]ation\b/i.test(after) || (/\blegal\s+$/i.test(before) && /^\s*speciali[sz]ation/i.test(m.text)))
        continue;
      const pointed = pointsAtFirm.test(after);
      if (isNegated(text, m.start) || (isReported(view, m.start) && !isOwnPeopleWho(text, m.start) && !pointed)) continue;
      // "Do we specialize? We handle only injury cases." asks.
      if (isQuestion(text) && /^\W*(?:do|does|did|are|is|am|can|should|what|why|how)\b/i.test(text)) continue;
      // The word named, not claimed: "lawyers may not call themselves “specialists”", "say they specialize".
      if (isSaidOfThemselves(text, m.start) || isQuotedWord(text, m.start, m.end)) continue;
      // "A certified civil trial specialist" is a certification claim: the certification rule's.
      if (CERTIFIED_BEFORE.test(before) && !certifiedAnd) continue;
      // "by the National Board of Legal Specialty Certification": a word of the certifying body's name.
      if (/^[A-Z]/.test(m.text) && ORGANISATION_BEFORE.test(before)) continue;
      // "Others specialize", "some firms specialize in trucking": other people's practices.
      if (OTHERS_BEFORE.test(before)) continue;
      if (/^speciali[sz]ed$/i.test(m.text) && SPECIALIZED_OTHER.test(after)) continue;
      const isVerb = /^(?:speciali[sz](?:e|es|ed|ing)|especializamos|especializa|especializad[oa]s?)$/i.test(m.text);
      const fieldBefore = FIELD.test(
        before
          .split(/[,;:.!?]/)
          .at(-1)!
          .split(/\s+/)
          .slice(-3)
          .join(' '),
      );
      // "Experts in accident reconstruction" are someone else's trade.
      if (OTHER_TRADE_AFTER.test(after.slice(0, 50)) || STAFF_TITLE_AFTER.test(after)) continue;
      const inPhrase = IN_A_FIELD.exec(after);
      // The field is read in the same clause: "an expert at pecan pie, not at insurance claims" is not one. A list's
      // commas stay inside it: "experts in scooter, e-bike and pedestrian law".
      const fieldAfter =
        inPhrase !== null &&
        FIELD.test(
          after
            .slice(0, inPhrase[0].length + 60)
            .replace(/,(?=[^,;:!?]{1,30}\b(?:and|or)\s)/g, '')
            // ... but a new clause ends it: "certifies specialists in a handful of fields, and a lawyer may claim".
            .split(/[,;:!?]|\b(?:and|or|but) (?:a|an|the|we|i|you|he|she|they|it|our|my)\b/)[0]!,
        );
      // A label line: "Specialties: car wrecks, truck crashes, dog bites".
      const labelled =
        m.start === 0 &&
        /^\s*[:=]\s*/.test(after) &&
        FIELD.test(after.slice(0, 60)) &&
        !OTHER_TRADE_AFTER.test(after.replace(/^\s*[:=]/, ' in'));
      const aboutFirm = ofFirm.test(before.split(/[.!?]/).at(-1)!);
      // "The experts at Ruiz Trial Lawyers", "the specialists of our firm".
      // Not "the expert at Tampa General said she will need surgery": the place ends before a pronoun.
      const atFirm =
        /^\s+(?:at|from|of|with)\s+/i.test(after) && ofFirm.test(after.slice(0, 40).replace(/\b(?:he|she|his|her)\b[^]*$/i, ''));
      // Expert at something other than law: "our case managers are experts at keeping you informed".
      // "Our trial lawyers are experts in ECM downloads": the evidence and rules of a case are the lawyers' field.
      // "Attorney Walsh, a specialist in snow-and-ice falls": the lawyer named just before the comma.
      const clauses = before.split(/[,;:.!?]/);
      const appositive =
        /,\s*(?:an?|the)\s+$/i.test(before) &&
        lawyersThemselves.test(clauses.at(-2) ?? '') &&
        !CLINICIAN_NAMED.test(clauses.at(-2) ?? '') &&
        !STAFF_NOUN.test(clauses.at(-2) ?? '');
      const craftAfter =
        inPhrase !== null &&
        aboutFirm &&
        (lawyersThemselves.test(clauses.at(-1)!) || appositive) &&
        !STAFF_NOUN.test(before.split(/[,;:.!?]/).at(-1)!) &&
        CASE_CRAFT.test(after.slice(0, inPhrase[0].length + 30).split(/[,;:!?]/)[0]!);
      // "Premises cases are her bread and butter, and she's an expert at them": the field named before, then a pronoun.
      const fieldBack =
        inPhrase !== null && /^\s+(?:at|in|on|with|for)\s+(?:them|these|those|it|this|that)\b/i.test(after) && FIELD.test(before);
      // "The top animal-attack specialists in Houston": a place after "in" is where, not a field elsewhere.
      const placeAfter = PLACE_AFTER.test(after);
      const elsewhere = inPhrase !== null && !fieldAfter && !atFirm && !craftAfter && !fieldBack && !placeAfter;
      // "The specialist" or "a specialist" with no field is someone else, usually a doctor, unless it is said of the firm: "I'm a specialist".
      // "We've got the expertise" is never a person.
      const someoneElse =
        !/^expertise$|^specialt|^speciality/i.test(m.text) &&
        BARE_DETERMINER.test(before) &&
        !appositive &&
        !IS_A.test(before.replace(BARE_DETERMINER, '')) &&
        !(KNOWN_AS.test(before) && !CLINICIAN_NAMED.test(`${view.previous} ${text.slice(0, m.start)}`));
      if (OTHER_SUBJECT_IS.test(before) && !/\b(?:we|our|us)\b/i.test(before.split(/[,;:.!?]/).at(-1)!)) continue;
      // "Hems are her specialty": a specialty named that is no field of law or of a case's craft.
      const specialtyOf = /^specialt|^speciality/i.test(m.text) ? SPECIALTY_OF.exec(before.split(/[,;:.!?]/).at(-1)!) : null;
      if (specialtyOf && !FIELD.test(specialtyOf[1]!) && !CASE_CRAFT.test(specialtyOf[1]!)) continue;
      if (OTHER_SIDES_LAWYER.test(before)) continue;
      const claims =
        isVerb ||
        AS_ADJECTIVE.test(after) ||
        fieldBefore ||
        atFirm ||
        pointed ||
        labelled ||
        (!elsewhere && !someoneElse && (fieldAfter || aboutFirm));
      if (!claims) continue;
      // "Authority" and "guru" are claims only of a lawyer, with the field named.
      if (
        AUTHORITY_WORD.test(m.text) &&
        (!(fieldAfter || fieldBefore || craftAfter || fieldBack || pointed) ||
          !(aboutFirm || pointed || appositive) ||
          (/^authority$/i.test(m.text) && !AUTHORITY_FRAME.test(before)) ||
          /^Authority/.test(m.text) ||
          STAFF_NOUN.test(clauses.at(-1)!))
      )
        continue;
      // Read only for a claim found: a reported question, a clinician described, experts as a case cost.
      if (/\b(?:whether|if)\b/i.test(text.slice(0, m.start)) && ASKED_WHETHER.test(text.slice(0, m.start))) continue;
      if (CLINICIAN_IS.test(before)) continue;
      // "Ask the doctor; she's the expert": the pronoun stands for the clinician just named, not a lawyer.
      const context = `${view.previous} ${text.slice(0, m.start)}`;
      if (/^\W*(?:he|she|they)\b/i.test(clauses.at(-1)!) && CLINICIAN_NAMED.test(context) && !lawyerNamed.test(context)) continue;
      if (/^experts?$/i.test(m.text) && (EXPERTS_IF_NEEDED.test(after) || EXPERTS_AS_COST_BEFORE.test(before))) continue;
      const words = quote(view.field, view.span.start + m.start, view.span.start + m.end);
      const detail = `${words} calls the firm or its lawyers specialists or experts. Unless a lawyer holds a certification the state recognises, say which cases the firm handles instead (“we handle truck-crash cases”)`;
      hits.push(hitIn(view, m.start, m.end, detail, SPECIALIST_WORD.test(m.text) ? {} : { rows: expertRows }));
    }
  }
  return withoutOverlaps(hits);
}
