/**
 * Rules about the message as a whole: an honest subject, the waiting period after an
 * incident, and the sender details the footer needs from the firm profile.
 */
import { isPostalAddress } from '../../postalAddress';
import { stateName } from '../../usStates';
import { addDays, dayNumber } from '../dates';
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { isNegated } from '../text';
import type { RuleRow } from '../rules';

// ── deceptive-subject ─────────────────────────────────────────────────────────────────────

// Mail clients in other languages answer and forward with "RV:", "RES:", "ENC:", "WG:", "Antw:", "Odp:".
const REPLY_PREFIX = /^\s*(?:(?:re|fwd?|aw|sv|rv|res|enc|wg|antw|odp|rif|ynt)\s*(?:\[\d+\])?\s*:\s*)+/i;
// An emoji or a bracket before the prefix still poses as a reply: "🔁 Re: your claim", "[EXT] Fwd:".
// A channel named before it: "WhatsApp: Re: su caso", "New message: Fwd: ...".
const CHANNEL_PREFIX = /^(?:[a-z]+ ){0,2}[a-z]+\s*:\s*(?=(?:re|fwd?|aw|sv|rv|res|enc|wg|antw|odp|rif|ynt)\s*(?:\[\d+\])?\s*:)/i;
const BEFORE_PREFIX = /^(?:[\s*#!>|[\]()-]|\p{Extended_Pictographic}|\uFE0F|\u200D)*/u;
// A label the law requires may come first: "ATTORNEY ADVERTISING – Re: your accident".
const LABEL_PREFIX = /^\s*(?:attorney advertising|advertisement|advertising material)\s*[-\u2013\u2014:|]*\s*/i;
// A weather service's or an authority's alert is official news: "SEVERE WEATHER WARNING issued for Harris County",
// "FLOOD WATCH issued for your neighborhood", "Red flag warning issued for your beach", "Beach closure notice: Coney
// Island", an account or a pass "suspended: verify by midnight", a "Shipping confirmation", a "water service
// interruption", a "Bus route change for Monday", a "Permission slip: parent signature due Friday", "confirm your
// viewing seat by Friday", "You're in 1st Place", "Evacuation notice", "Fire inspection scheduled for your unit",
// "Your free order is ready", "You've earned a free latte on your loyalty card" (a subject about the weather,
// "Winter storm tips", is not one).
const FAKE_NOTICE =
  /\b(?:(?:account|pass|membership|card|subscription|service|access|license|registration)(?=) (?:has been |is |was )?(?:suspended|locked|deactivated|frozen|terminated|revoked|on hold)(?=)|(?:water|power|gas|electric(?:ity)?|service|utility)(?=) (?:service )?(?:interruption|outage|shutoff|shut-off|disconnection|shutdown)(?=)|(?:bus route|route|schedule|service|school bus)(?=) changes? (?:for|on|starting|effective)(?=)|permission slip|(?:evacuation|eviction|foreclosure|shutoff|shut-off|impound|tow|lease|rent|inspection|pickup|pick-up|delivery|shipping)(?=) notice|(?:inspection|appointment|service call|visit|pickup|delivery|installation)(?=) (?:has been |is )?(?:scheduled|confirmed|booked|rescheduled)(?=) (?:for|on)(?=) (?:your|ur)(?=)|you(?:'ve| have)(?=) (?:earned|unlocked|been awarded)(?=)|loyalty (?:card|reward|points)(?=)|(?:your|ur)(?=) (?:free |new )?(?:order|package|parcel|delivery|prescription|pickup)(?=) (?:is|are)(?=) (?:now )?(?:ready|waiting|here|on (?:its|the)(?=) way)(?=)|(?:signature|form|slip|payment|response|paperwork|documents?)(?=) (?:is |are )?(?:due|needed|required)(?=) (?:by |on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)(?=)|confirm (?:your|ur)(?=) (?:[\w-]+ )?(?:spot|seat|place|space|slot|berth|table|reservation|attendance|booking|appointment|entry|registration)(?=)|you(?:'re| are)(?=) (?:in )?(?:1st|first|2nd|second|3rd|third)(?=) place|verify (?:your (?:[\w-]+ )?(?:account|identity|information|details)(?=)|by (?:midnight|today|tonight)(?=))(?=)|shipping confirmation|(?:severe (?:weather|thunderstorm|storm)(?=)|tornado|hurricane|tropical storm|flood|flash flood|winter storm|ice storm|blizzard|wind chill|heat|evacuation|boil[- ]water|amber)(?=) (?:warning|watch|alert|advisory|order)(?=) (?:issued|in effect|for your)(?=)|(?:court|legal|final|official|urgent|important|insurance|insurer|adjuster|claims|irs|hoa|violation|assessment|penalty|dot|fmcsa|osha|recall|safety recall)(?=) notice|(?:citation|violation|penalty)(?=) issued|(?:warning|watch|alert|advisory)(?=) issued (?:for|in)(?=) (?:your|ur)(?=)|(?:red|yellow|purple|double[- ]red)(?=) flag (?:warning|alert|advisory)(?=)|(?:beach|road|lane|bridge|park|pool|trail|boardwalk|highway|street|pier|water|school|runway|airport|terminal)(?=)(?: [\w-]+)? (?:closure|closing|shutdown)(?=) (?:notice|alert|order)(?=)|(?:court|legal|official|urgent|important|insurance|insurer)(?=) notification|notice of (?:claim|settlement|hearing|lawsuit|judgment|award|eligibility|entitlement|payment|compensation|funds|approval|(?:[\w-]+ )?(?:violation|inspection|termination|eviction|foreclosure|cancellation|suspension|seizure)(?=)|assessment|lien|default|delinquency|intent)(?=)|summons|subpoena|claim (?:has been |was |is )?approved|(?:settlement|compensation|award)(?=) (?:check|payment)(?=) (?:is )?(?:enclosed|attached|inside)(?=)|check (?:is )?enclosed|payment (?:is )?enclosed|payment (?:notification|notice|confirmation|alert)(?=)|(?:you(?:'ve| have)? been|you were)(?=) awarded|(?:action|response|reply|(?:your )?signature)(?=) (?:needed|required|requested)(?=)|outstanding balance|(?:official|legal|court)(?=) (?:correspondence|documents?|letter|papers?)(?=) (?:enclosed|attached|inside|for your (?:review|signature)(?=)|awaiting (?:your )?(?:review|signature)(?=)|pending)(?=)|you(?:'ve| have)? been (?:approved|pre-approved|selected)(?=)|you qualify for (?:compensation|a settlement|payment|a payout)(?=)|you may be owed|(?:final|last)(?=) (?:reminder|warning)(?=)|unclaimed (?:[\w-]+ ){0,2}?(?:compensation|funds|money|settlements?|benefits|payments?)(?=))(?=)\b|\b(?:past[- ]due|overdue)(?=)\s*(?:notice|invoice|bill|balance|payment|reminder|notification|account)?\s*(?:[:!\u2013\u2014-]|$)(?=)|\b(?:your|ur)(?=) (?:invoice|bill|balance|account|payment)(?=) (?:is )?(?:now )?(?:past[- ]due|overdue)(?=)\b/gi;
// A payment announced as ready, sent or waiting: true for a client whose email speaks of it
// ("Your settlement check is ready to pick up"), a lure to anyone else and when the body does not
// ("Your check from the insurance is ready" over "there is no money yet").
const PAYMENT_READY =
  /\b(?:payment|payout|deposit|disbursement|transfer|refund)(?=) (?:(?:has been|was|is)(?=) )?(?:authori[sz]ed|approved|released|issued|processed|completed|sent|deposited|cleared)(?=)\b|\b(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:check|cheque|payment|payout|funds|money|deposit|refund|reimbursement|disbursement|compensation|settlement|award)(?=)(?: (?:from|for|of)(?=) (?:the |your )?[\w$,.-]+(?: [\w-]+)?)? (?:(?:is|are|has|have|was|were)(?=)(?: been)? )?(?:ready|waiting|available|on (?:its|the)(?=) way|here|issued|mailed|sent|shipped|released|approved|deposited|processed|wired|cut|cleared|in the mail|pending|incoming|en route|authori[sz]ed|scheduled|being processed|processing)(?=)\b|\b(?:settlement|compensation|award|insurance)(?=) (?:check|cheque|payment|payout|funds|money|deposit)(?=)s? (?:(?:is|are|has been|have been)(?=) )?(?:ready|waiting|available|on (?:its|the)(?=) way|issued|mailed|sent|released|approved|deposited|processed|wired|pending|incoming|en route)(?=)\b|\b(?:payment|payout|deposit|refund|transfer|funds|money|cash|compensation)(?=) (?:(?:is|are|has been)(?=) )?(?:incoming|pending|released|en route|ready|on (?:its|the)(?=) way|issued|approved|waiting|available)(?=)\b|\b(?:a|the|your)(?=) (?:check|cheque)(?=) (?:is |has been )?(?:ready|waiting|on (?:its|the)(?=) way|issued|mailed|in the mail)(?=)\b|^\W*(?:your |ur )?(?:settlement|compensation|award|insurance)(?=) (?:check|cheque|payment|payout)(?=)s?\W*$|^\W*(?:your|ur)(?=) (?:settlement|compensation|award|insurance)(?=) (?:money|funds)(?=)\W*$|\b(?:money|funds|cash|compensation|payment|a check)(?=) (?:is )?waiting for you\b/gi;
// A payment named as the subject, from the firm or for a season, with nothing said of it:
// "Your year-end check from Ruiz Trial Lawyers", "Your holiday payout". A check-in, a check-up or a
// free case check is no payment.
const PAYMENT_NAMED =
  /^\W*(?:your|ur) (?:(?!(?:case|claim|free|safety|health|car|seat|car-seat|injury|reality|gut|fact|spell|background|quick)\b)[\w-]+ ){0,2}?(?:check|cheque|payment|payout|disbursement|refund|deposit)(?![\w-])(?: (?:from|by|via) (?:the )?[\w&.,' -]{1,40}?)?\W*$/gi;
// Subjects that talk about notices rather than pose as one: "What to do if you get a court notice".
const ABOUT_NOTICES =
  /\?|^\s*(?:what|how|when|why|where|who|should|can|do|does|is|are|understanding|a guide|guide|tips|faq|explained|reading)\b|\bif you (?:get|receive|got)\b|\b(?:a note|notes|all|everything|facts|questions|the truth|myths|what to know) about\b/i;

// Only true when the reader is a client: "Your case review is ready", "Claim #A-4471", "Ticket #FL-30291 opened",
// "Your holiday order #5521 is confirmed", "Boarding Pass Confirmed: Flight PCI-0190", "Your alterations are ready for pickup",
// "Rekey appointment confirmed for Thursday", "Permit Inspection Results - Parcel 5172", "Your draw results are posted",
// "Your access code is enclosed", "Someone sent you flowers",
// "Claim status update: Westside Fitness incident", "Claim update: your treadmill injury".
const CLIENT_MATTERS =
  /^\W*(?:your|ur)(?=) (?:accident |injury |crash |police )?(?:case|claim|file|case review|claim review|case file|documents?|paperwork|results?|report|evaluation|(?:compensation|payout|settlement|claim|case)(?=) (?:estimate|amount|value|calculation)(?=))(?=)\b[^.!?]{0,30}?\b(?:is|are|has been|have been)(?=) (?:ready|approved|available|complete|completed|pending|waiting|updated)(?=)\b|\b(?:claim|case|file|policy|ref(?:erence)?|ticket|request|incident|report|item|order|work order|job)(?=)\s*(?:#|no\.?|number)(?=)\s*[a-z0-9-]*\d|^\W*(?:[\w-]+ ){0,2}?(?:registration|enrollment|enrolment|sign-?up|rsvp|membership)(?=) (?:confirmed|received|complete|approved)(?=)\b|^\W*order (?:confirmed|shipped|received|placed)(?=)\b|^\W*(?:boarding pass(?:es)?|e-?tickets?|tickets?|reservations?|booking|itinerary|gate (?:change|assignment)(?=))(?=) (?:confirmed|issued|ready|changed|updated|attached)(?=)\b|^\W*(?:[\w-]+ ){0,2}?(?:appointment|service call|reservation|booking|delivery|pickup|pick-up|installation|inspection|visit)(?=)(?: (?:window|time|slot|date)(?=))? (?:confirmed|scheduled|rescheduled|booked)(?=)\b|\b(?:paperwork|documents?|forms?|signatures?|information|info|details|verification)(?=) (?:needed|required|missing|due)(?=) (?:for|on|from)(?=) (?:your|ur)(?=)\b|^\W*(?:deposit|payment|order|application|request|form|paperwork)(?=) (?:received|accepted|processed)(?=)\b|\b(?:your|ur)(?=) (?:[\w-]+ )?(?:consultation|appointment|reservation|booking|spot|seat)(?=) (?:is|has been)(?=) (?:booked|confirmed|reserved|scheduled)(?=)\b|^\W*(?:[\w-]+ ){0,2}?(?:inspection|permit|survey|test|exam|audit|appraisal|draw|lab)(?=) (?:results?|report|decision|approval)(?=)\b(?!\s*\?)|^\W*(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:results?|scores?|report|standings|draw)(?=) (?:is|are)(?=) (?:now )?(?:posted|in|out|ready|available|up)(?=)\b|^\W*(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:code|pin|password|key|keys|card|pass|voucher|ticket|receipt|statement|invoice|refund)(?=) (?:is |are |has been )?(?:enclosed|attached|inside|ready|waiting|issued)(?=)\b|^\W*(?:someone|somebody|a friend|a neighbou?r)(?=) (?:sent|left|ordered|bought|got)(?=) you\b|^\W*(?:your|ur)(?=) (?:\d+ |vip )?(?:tickets?|passes|seats?|reservations?)(?=)\s*[:\u2013\u2014-]|^\W*(?:[\w-]+ ){0,2}?(?:notice|alert|update|reminder)(?=)\s*[:\u2013\u2014-]\s*(?!(?:our|we|the firm|ruiz)(?=)\b)(?:[\w.'-]+ ){1,4}?(?:closed|closing|cancell?ed|delayed|suspended)(?=)\b|\b(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:winnings|prizes?|rewards?|rebate|gift card|trophy|credit|points)(?=) (?:is|are)(?=) (?:now )?(?:ready|waiting|available)(?=)\b|^\W*(?:your|ur)(?=) (?:[\w-]+ ){0,2}?[\w-]+ (?:is|are)(?=) (?:now )?ready for (?:pickup|pick-up|collection)(?=)\b|^\W*(?:delivery|pickup|pick-up|installation|appointment)(?=) (?:scheduled|confirmed)(?=)\b|^\W*(?:your|ur)(?=) (?:\d+ |vip )?(?:tickets?|reservations?|booking|seats?|pass(?:es)?)(?=)\b[^:]{0,40}?\b(?:are|is)(?=) (?:confirmed|ready|waiting|booked)(?=)\b|\bapproved for (?:your|ur)(?=) (?:[\w-]+ )?(?:claim|case)(?=)\b|^\W*(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:order|delivery|package|shipment|parcel)(?=)(?: #\s*[a-z0-9-]*\d[a-z0-9-]*)? (?:is|has|was)(?=) (?:been )?(?:scheduled|shipped|confirmed|delivered|on (?:its|the)(?=) way|out for delivery|ready)(?=)\b|^\W*(?:your|ur)(?=) (?:lab|test|blood|x-ray|medical|mri)(?=) (?:results?|reports?)(?=) (?:is|are)(?=) (?:ready|available|in)(?=)\b|^\W*[\w-]+ #\s*[a-z0-9-]*\d[a-z0-9-]*\s*[:\u2013\u2014-]\s*(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:claim|case|file|settlement|compensation|payment|check)(?=)\b|^\W*(?:your|ur)(?=) (?:[\w-]+ )?(?:1099[\w-]*|w-?2|tax (?:form|document|return)(?=)s?|(?:tax )?forms?|refund)(?=) (?:is|are)(?=) (?:ready|available|waiting)(?=)\b|^\W*claim status(?: update)?\b|^\W*(?:claim|case)(?=) (?:ruling|decision|determination|judgment|verdict)(?=) (?:issued|made|entered|posted|reached|filed)(?=)\b|^\W*(?:your|ur)(?=) (?:[\w-]+ )?(?:hold|order|package|parcel|prescription|prize|reward)(?=) (?:is|are)(?=) (?:ready|waiting|available)(?=)\b|^\W*(?:claim|case)(?=) (?:update|file)(?=)\s*[:\u2013\u2014-]\s*(?:your\b|[^:]{0,40}\b(?:incident|accident|injury|crash|fall|wreck|collision)(?=)\b)(?=)|^\W*(?:your|ur)(?=) (?:(?!(?:free|complimentary|no-cost|first|own|best|next|strongest|weakest|guide)(?=)\b|[\w-]+'s\b)[\w'-]+ ){0,2}?(?:case|claim|settlement)(?=)(?: file| status| number| update| review| decision| documents?)(?=)\b|^\W*(?:congratulations\W+)?you(?:'ve| have)? won\b(?!')|\b(?:urgent|time[- ]sensitive)(?=)\b\W{0,3}(?:your|ur)(?=) (?:accident |injury )?(?:case|claim)(?=)\b|\b(?:update|updates|news|status|information|info|documents?|notice|notification|decision|review|next steps?|ruling|rulings|determination|judgment|verdict|findings?)(?=)\s+(?:on|about|regarding|for|re:?|concerning|in|of)(?=)\s+(?:your|ur)(?=)\s+(?:(?!(?:free|complimentary|first|own|next)(?=)\b|[\w-]+'s\b)[\w'-]+ ){0,2}?(?:claim|case|settlement|file|lawsuit|compensation|payment|indemni(?:zation|sation|ty)(?=))(?=)\b|\b(?:an? )?(?:updates?|changes?|corrections?|amendments?|addendum|additions?)(?=)\s+to\s+(?:your|ur)(?=)\s+(?:(?!(?:free|complimentary|first|own|next)(?=)\b|[\w-]+'s\b)[\w'-]+ ){0,2}?(?:claim|case(?! law)|file|lawsuit)(?=)(?: file| record)?\b|\b(?:your|ur)(?=) (?:settlement |compensation |insurance )?(?:check|payment|funds|money|award|deposit)(?=) (?:has|have|was|were)(?=) been (?:mailed|sent|issued|released|approved|deposited|processed|wired|authori[sz]ed)(?=)\b/gi;
// The reader's claim said to be acted on, to anyone but a client: "Your claim has been reviewed", "Your
// rideshare case was assessed", "Your claim is being reviewed", "We've reviewed your claim", "Claim file HT-2219",
// "New activity on your claim", "Following up on your claim", "Su reclamo fue revisado", "Mizajou sou dosye ou",
// "Votre dossier a été examiné", "Cập nhật hồ sơ của bạn".
// Not when it is a condition: "When your claim is denied, call us".
const CLAIM_ACTED_ON =
  /(?<!\b(?:while|when|whenever|if|until|as long as|once|after|before|whether|why|how)(?=) )\b(?:your|ur)(?=) (?:(?!(?:free|complimentary|first|own|next)(?=)\b|[\w-]+'s\b)[\w'-]+ ){0,2}?(?:claim|case|file|paperwork|documents?|(?:accident|crash|police|incident)(?=) report)(?=)(?: file)? (?:has been|have been|was|were|got|just got|is now|has now been|has just been|is being|are being|is (?:currently|now)(?=) being)(?=) (?:reviewed|processed|received|evaluated|assessed|assigned|reassigned|denied|rejected|closed|reopened|filed|submitted|accepted|escalated|flagged|finali[sz]ed|decided|valued|calculated|looked at|marked|transferred|updated)(?=)\b|^\W*(?:we(?:'ve| have)?|an adjuster|the adjuster|our team|a lawyer|an attorney)(?=) (?:just |already |finally )?(?:reviewed|processed|received|evaluated|assessed|looked at|finished reviewing|denied|approved|closed)(?=) (?:your|ur)(?=) (?:(?![\w-]+'s\b)[\w'-]+ ){0,2}?(?:claim|case|file|documents?)(?=)\b|\b(?:claim|case|matter|policy|docket)(?=)(?: file| number| no\.?)?\s*#?\s*(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]+-\d[a-z0-9-]*\b|\b(?:claim|case)(?=)(?: file| number| no\.?)?\s*#?\s*[a-z]{1,4}-\d{2,}[a-z0-9-]*\b|\b(?:actualizaci[oó]n|estado|estatus|novedades|noticias|aviso)(?=)\s+(?:de|sobre|en)(?=)\s+(?:su|tu)(?=)\s+(?:reclamo|reclamaci[oó]n|caso|expediente)(?=)\b|\b(?:su|tu)(?=) (?:reclamo|reclamaci[oó]n|caso|expediente)(?=) (?:fue|ha sido)(?=) (?:revisad|procesad|recibid|evaluad|actualizad|cerrad|rechazad|negad|denegad)(?=)[oa]\b|^\W*(?:your|ur)(?=) (?:(?!(?:free|complimentary|first|own|next)(?=)\b|[\w-]+'s\b)[\w'-]+ ){0,2}?(?:claim|case)(?=)(?: file)?\s*[:\u2013\u2014-]\s*(?:reviewed|processed|received|denied|closed|flagged|assigned|escalated|in review|being reviewed)(?=)\b|\b(?:messages?|letters?|activity|developments?|alerts?|notes?)(?=)\s+(?:on|about|regarding|for|concerning|in)(?=)\s+(?:your|ur)(?=)\s+(?:(?!(?:free|complimentary|first|own|next)(?=)\b|[\w-]+'s\b)[\w'-]+ ){0,2}?(?:claim|case(?! law)|file|lawsuit)(?=)\b|\bfollowing up (?:on|about|regarding)(?=) (?:your|ur)(?=) (?:[\w'-]+ ){0,2}?(?:claim|case|file)(?=)\b|^\W*(?:regarding|concerning|about|in reference to|re)(?=) (?:your|ur)(?=) (?:recent|pending|open|current|ongoing)(?=) (?:[\w'-]+ ){0,2}?(?:claim|case|file)(?=)\b|\b(?:dosye|reklamasyon)(?=) (?:ou|w)(?=)(?: an| a)? (?:te |fin |deja )?(?:revize|apwouve|trete|resevwa|fèmen|fenmen|refize|aksepte)(?=)\b|(?:mise à jour|statut|suivi)(?=) (?:de|sur)(?=) votre (?:dossier|réclamation|demande)(?=)|\bvotre (?:dossier|réclamation|demande)(?=) a été (?:examinée?|traitée?|reçue?|approuvée?|refusée?|mise? à jour|évaluée?)(?=)|(?:cập nhật|tình trạng|thông báo)(?=)(?: về)? (?:hồ sơ|yêu cầu bồi thường|vụ việc)(?=) của (?:bạn|anh|chị|quý vị)(?=)|\b(?:mizajou|nouvèl|nouvel|estati|enfòmasyon|enfomasyon)(?=)\s+(?:sou\s+)?(?:dosye|reklamasyon)(?=)\s+(?:ou|w)(?=)\b/gi;
// More of the reader's own matter, to anyone but a client: an approval ("Approved: your free claim
// review"), a claim's status ("Your claim is pending", "Your claim: next steps"), a letter from a
// court or an insurer, a court date, an invoice.
const POSES_AS_THEIRS =
  /^\W*(?:approved|pre-?approved|accepted|granted|verified|eligible|qualified)(?=)\s*[:!\u2013\u2014\u2705\u2714\u2611-]|^\W*(?:your )?(?:settlement|claim|payout|compensation|payment|award)(?=)s? (?:has been |was |is )?(?:approved|granted|confirmed|accepted|authori[sz]ed)(?=)\W*$|^\W*(?:eligibility|qualification|approval)(?=) (?:confirmed|verified|granted)(?=)\b|\b(?:your|ur)(?=) (?:[\w-]+ ){0,3}?(?:claim|case|review|evaluation|application|compensation|payout|benefits?)(?=)(?: [\w-]+){0,3}? (?:is|are|has been|have been|was|got|is now)(?=) (?:officially )?(?:approved|pre-?approved|granted|verified|cleared)(?=)\b|(?<!\b(?:while|when|whenever|if|until|as long as|once|after|before|whether)(?=) )\b(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:claim|case|file)(?=) (?:is|has been|was)(?=) (?:now )?(?:pending|under review|on hold|incomplete|missing (?:information|documents)(?=)|flagged|escalated|opened|open)(?=)\b|^\W*(?:your|ur)(?=) (?:accident |injury |crash |insurance |car accident )?(?:claim|case)(?=)\s*[:\u2013\u2014-]\s*(?:next steps?|status|update|pending|decision|approved|action|important|documents?|deadline|review)(?=)\b|(?<!\b(?:the|that|this|a|an)(?=) )\b(?:notice|notification|letter|message|summons|order|decision)(?=) from (?:the |your )?(?:court|clerk|judge|insurer|insurance company|insurance carrier|adjuster|claims (?:department|office)(?=)|dmv)(?=)\b|\b(?:your|ur)(?=) (?:court|hearing|trial|deposition|mediation)(?=) (?:date|appearance|notice)(?=)\b|\binvoice\s*(?:#|no\.?|number)(?=)\s*[a-z0-9-]*\d|\b(?:claim|case|review|application|compensation|payout)(?=) status\s*[:\u2013\u2014-]?\s*(?:approved|pending|accepted|granted|under review|open)(?=)\b|^\W*(?:[\w-]+ ){0,2}?(?:notice|notification|important|urgent|attention|alert|update|status|reminder|time[- ]sensitive)(?=)\s*[:\u2013\u2014!-]\s*(?:your|ur)(?=) (?:[\w-]+ ){0,2}?(?:claim|case|compensation|settlement|file|accident (?:file|report|claim)(?=)|injury claim|payment|check|money|funds)(?=)\b|^\W*(?:(?:congrat\w*|good news|great news)(?=)\W+)?you(?:'ve| have)? (?:qualif(?:y|ied)(?=)|been selected)(?=)\W*$|\b(?:your |the )?(?:insurer|insurance company|insurance|adjuster|carrier)(?=) (?:has |have )?(?:approved|accepted|agreed to pay|released|issued)(?=) (?:your|ur)(?=) (?:claim|payout|payment|settlement|compensation|check)(?=)\b|\b(?:check|cheque|payment|deposit)(?=)\s*(?:#|no\.?|number)(?=)\s*\d|\b(?:your|ur)(?=) (?:settlement|claim|court|insurance|award|compensation)(?=) (?:letter|documents?|papers|notice|decision|paperwork)(?=) (?:has |have )?(?:arrived|is here|are here|is ready|are ready|came)(?=)\b|\b(?:su|tu)(?=) (?:reclamo|reclamación|caso|compensación|pago|cheque|indemnización)(?=) (?:fue|ha sido|está|esta)(?=) (?:aprobad[oa]|list[oa]|enviad[oa]|pagad[oa])(?=)|\b(?:your|ur)(?=) (?:recent )?(?:accident|crash|police|incident)(?=) report (?:is )?(?:ready|available|attached|enclosed|inside)(?=)\b|\b(?:your|ur)(?=) (?:compensation|settlement|payout|award|claim value|case value)(?=) (?:has been|was|is)(?=) (?:calculated|determined|estimated|confirmed|finali[sz]ed)(?=)\b|\bconfirmation of (?:your|ur)(?=) (?:settlement|payment|claim|award|appointment|consultation)(?=)\b|^\W*(?:we(?:'ve| have)? )?received your (?:paperwork|documents?|forms?|claim|file|application|signed)(?=)\b|^\W*(?:reminder\W+)?(?:your|ur)(?=) (?:appointment|consultation|meeting|call)(?=) (?:is )?(?:tomorrow|today|confirmed|scheduled)(?=)\b|^\W*(?:missed call|(?:new )?voicemail|you have a (?:new )?(?:voicemail|message)(?=))(?=) (?:from|about)(?=)\b|\bwe (?:found|located)(?=) (?:money|funds|compensation|a (?:check|payment)(?=)|\$[\d,]+)(?=)\b|^\W*(?:you have )?(?:money|funds|compensation)(?=) (?:is )?owed to you\W*$/gi;

// A bill: "Invoice #B-2291: balance due", "Amount due: $0". To a client it deceives when the body says there is none.
const BILL = /\binvoice\s*(?:#|no\.?|number)(?=)\s*[a-z0-9-]*\d[a-z0-9-]*|\b(?:balance|amount|payment)(?=) (?:due|owed|overdue)(?=)\b/gi;
const NO_BILL =
  /\bno (?:bill|invoice|balance|payment due)(?=)\b|\bnot (?:a|an|your) (?:bill|invoice)(?=)\b|\b(?:you )?owe (?:us )?nothing\b|\bnothing (?:to pay|is due|due|owed)(?=)\b/i;

// The email speaking of the reader's payment ("we mailed your check", "the check from the insurer
// cleared"), unless it denies it ("there's no check", "no money yet").
const PAYMENT_IN_BODY =
  /\b(?:the|your|ur) (?:settlement |insurance |final )?(?:checks?|cheques?|payments?|funds|money|deposit|disbursement)\b(?!-)|\b(?:trust account|closing statement|disburse\w*)\b/gi;

// The body taking a payment back outright: "ok so not the check itself yet", "the check isn't here
// yet", "there's no check yet", "we have not received the settlement funds yet", "before the insurer
// will issue payment", "we're still waiting on the check". A subject that announces it deceives even a client.
const PAYMENT_TAKEN_BACK =
  /\bnot (?:the |your )?(?:actual |real )?(?:check|cheque|payment|money|funds)(?=)(?: itself)? yet\b|\b(?:no|not a)(?=) (?:settlement )?(?:check|cheque|payment|money|funds)(?=) (?:yet|just yet)(?=)\b|\b(?:check|cheque|payment|money|funds)(?=) (?:itself )?(?:isn't|is not|hasn't|has not|didn't|did not|won't|will not)(?=) (?:here|in|arrived|come(?: in)?|been (?:issued|mailed|sent|cut|released)(?=))(?=)(?: just)? yet\b/i;
// The same in other words: nothing paid, funds not received, the insurer not yet paying, the case not settled,
// "before the insurer will issue payment", still negotiating.
const PAYMENT_NOT_YET =
  /\b(?:have|has|had)(?=)(?:n't| not)(?=)(?: yet)? (?:received|gotten|got|seen)(?=) (?:the |your |any |a )?(?:settlement |insurance |final )?(?:checks?|cheques?|payments?|funds|money)(?=)\b|\b(?:still|are|'re|am|'m)(?=) waiting (?:on|for)(?=) (?:the |your |any |a )?(?:settlement |insurance )?(?:checks?|cheques?|payments?|funds|money)(?=)\b|\b(?:checks?|cheques?|payments?|funds|money)(?=) (?:have|has)(?=)(?:n't| not)(?=) (?:yet )?(?:arrived|come in|been (?:issued|cut|released|received|paid)(?=))(?=)\b|\bbefore (?:the |your )?(?:insurer|insurance company|insurance carrier|carrier|adjuster|defendant)(?=) (?:will|can|may|is able to)(?=) (?:issue|send|cut|pay|release|mail|wire)(?=)\b|\bno (?:settlement |insurance )?(?:check|cheque|payment|money)(?=) (?:can|will|could)(?=) (?:issue|be issued|go out|be cut|be sent)(?=)\b|\b(?:don't|do not|doesn't|does not)(?=) have (?:the |your |a |any )?(?:settlement )?(?:check|cheque|payment|funds|money)(?=) (?:yet|just yet)(?=)\b|\b(?:insurer|insurance company|carrier|adjuster|defendant)(?=)(?: still)? (?:has|have)(?=)(?:n't| not)(?=)(?: yet)? (?:paid\b|(?:sent|issued|cut|released|mailed|wired)(?=) (?:the |your |a |any )?(?:settlement )?(?:check|cheque|payment|money|funds)(?=))(?=)\b|\b(?:once|when|as soon as)(?=) (?:the |your )?(?:settlement |insurance )?(?:check|cheque|payment|funds|money)(?=) (?:comes? in|arrives?|is (?:issued|received|cut)(?=))(?=)\b|\bnothing (?:has been|was|is|got)(?=) (?:paid|sent|issued|mailed|deposited|wired)(?=)\b|\bno (?:settlement |insurance )?(?:money|funds|payment|check|cheque)(?=) (?:has|have)(?=) (?:come in|arrived|changed hands|been (?:paid|issued|sent|received|deposited)(?=))(?=)\b|\b(?:insurer|insurance company|carrier|adjuster|defendant)(?=)(?: still)? (?:has|have)(?=)(?:n't| not)(?=)(?: yet)? (?:agreed to pay|made (?:an|a settlement|any)(?=) offer)(?=)\b|\b(?:case|claim)(?=) (?:has|have)(?=)(?:n't| not)(?=)(?: yet)? (?:settled|resolved)(?=)\b|\b(?:haven't|have not|hasn't|has not)(?=) settled yet\b|\bstill (?:negotiating|in negotiations?)(?=)\b/i;
// The body's opening taking the subject back: "Well, not quite yet!", "Ok, not exactly", "Gotcha!", "Well, not yours.".
const SUBJECT_TAKEN_BACK =
  /^\W*(?:(?:well|ok(?:ay)?|so|alright|all right|haha|ha|lol|oops|sorry|um+|hmm+)(?=)\W+)*(?:not (?:quite|yet|exactly|really|so fast|literally|just yet)(?=)|not (?:yours|your (?:claim|case|check|file|money)(?=))(?=)(?:,?\s+(?:exactly|of course|really|actually|obviously)(?=))?(?=\s*(?:[.!,;:\u2014\u2013-]|$)(?=))|almost(?! (?:every|all|\d)(?=))|just kidding|kidding|gotcha|april fools?|made you look)(?=)\b/i;

/** Whether the body's opening, after any greeting line, takes the subject back. */
function openingTakesBack(draft: DetectorInput['draft']): boolean {
  const body = draft.body;
  return body.sentences.slice(0, 2).some((span) => SUBJECT_TAKEN_BACK.test(body.match.slice(span.start, span.end)));
}

function bodyAffirmsPayment(draft: DetectorInput['draft']): boolean {
  const body = draft.body;
  if (PAYMENT_TAKEN_BACK.test(body.match) || PAYMENT_NOT_YET.test(body.match)) return false;
  // The opening, after any greeting line.
  if (openingTakesBack(draft)) return false;
  return body.sentences.some((span) => {
    const sentence = body.match.slice(span.start, span.end);
    return [...matches(sentence, PAYMENT_IN_BODY)].some((m) => !isNegated(sentence, m.start));
  });
}

export function deceptiveSubject({ draft, context }: DetectorInput): Hit[] {
  const subject = draft.subject;
  const hits: Hit[] = [];
  const label = LABEL_PREFIX.exec(subject.match)?.[0].length ?? 0;
  let lead = label + (BEFORE_PREFIX.exec(subject.match.slice(label))?.[0].length ?? 0);
  if (!REPLY_PREFIX.test(subject.match.slice(lead))) lead += CHANNEL_PREFIX.exec(subject.match.slice(lead))?.[0].length ?? 0;
  const prefix = REPLY_PREFIX.exec(subject.match.slice(lead));
  if (prefix && context.isFirstMessage) {
    const start = lead + prefix[0].search(/\S/);
    const end = lead + prefix[0].length;
    hits.push({
      field: 'subject',
      start,
      end,
      detail: `The subject starts with ${quote(subject, start, end)} as if it answered the reader, but this is the first message. Remove it`,
      fix: { kind: 'replace', field: 'subject', start, end, text: '' },
    });
  }
  // The label the law requires read as blank, so that patterns that start the subject start after it:
  // "ATTORNEY ADVERTISING - Your spare key is ready for pickup".
  const read = label > 0 ? ' '.repeat(label) + subject.match.slice(label) : subject.match;
  if (!ABOUT_NOTICES.test(read)) {
    // To a client, a payment the body does not affirm, the client's own claim news the body takes
    // back at once ("Your claim has been reviewed" over "Well, not yours."), and a bill the body says is none.
    const clientPatterns = (): RegExp[] => {
      if ((read.search(PAYMENT_READY) >= 0 || read.search(PAYMENT_NAMED) >= 0) && !bodyAffirmsPayment(draft))
        return [FAKE_NOTICE, PAYMENT_READY, PAYMENT_NAMED];
      if ((read.search(CLAIM_ACTED_ON) >= 0 || read.search(CLIENT_MATTERS) >= 0) && openingTakesBack(draft))
        return [FAKE_NOTICE, CLIENT_MATTERS, CLAIM_ACTED_ON];
      if (read.search(BILL) >= 0 && (NO_BILL.test(draft.body.match) || openingTakesBack(draft))) return [FAKE_NOTICE, BILL];
      return [FAKE_NOTICE];
    };
    const patterns =
      context.audience !== 'client'
        ? [FAKE_NOTICE, PAYMENT_READY, PAYMENT_NAMED, CLIENT_MATTERS, POSES_AS_THEIRS, CLAIM_ACTED_ON, BILL]
        : clientPatterns();
    // search() first: most subjects match none, and matches() copies each pattern to iterate.
    const found = patterns.filter((pattern) => read.search(pattern) >= 0);
    for (const m of found.flatMap((pattern) => [...matches(read, pattern)])) {
      // "This is not an IRS notice (it's Piedmont Injury Law)": the subject says what the email is not.
      if (/\b(?:not|isn't|no)\s+(?:an?\s+|the\s+|your\s+)?$/i.test(read.slice(Math.max(0, m.start - 16), m.start))) continue;
      hits.push({
        field: 'subject',
        start: m.start,
        end: m.end,
        detail: `${quote(subject, m.start, m.end)} makes the email look like an official notice, a payment or a matter of the reader's own. Say what the email is about`,
      });
    }
  }
  return withoutOverlaps(hits);
}

// ── waiting-period ────────────────────────────────────────────────────────────────────────

export function waitingPeriod({ draft, context, rows }: DetectorInput): Hit[] {
  const { incidentDate, sendDate } = context;
  if (!incidentDate) return [];
  const days = dayNumber(sendDate)! - dayNumber(incidentDate)!;
  const broken = rows.filter((row) => days < (row.firstAllowedDay ?? 0));
  if (broken.length === 0) return [];
  const waits = broken.map((row: RuleRow) => {
    const states = row.jurisdictions === 'US' ? 'every state' : row.jurisdictions.map(stateName).join(' and ');
    return { states, from: addDays(incidentDate, row.firstAllowedDay ?? 0) };
  });
  const latest = waits.reduce((a, b) => (a.from > b.from ? a : b));
  const rules = waits.map((wait) => `${wait.states} from ${wait.from}`).join('; ');
  const dayWord = days === 1 ? 'day' : 'days';
  return [
    {
      field: 'subject',
      start: 0,
      end: draft.subject.text.length,
      detail: `This solicitation would go out ${days} ${dayWord} after the incident of ${incidentDate}. It may be sent in ${rules}: schedule it for ${latest.from} or later`,
    },
  ];
}

// ── physical-address and firm-identity ────────────────────────────────────────────────────

/** Findings about the profile sit where the footer will go: at the end of the body. */
function atFooter({ draft }: DetectorInput): Pick<Hit, 'field' | 'start' | 'end'> {
  return { field: 'body', start: draft.body.text.length, end: draft.body.text.length };
}

export function physicalAddress(input: DetectorInput): Hit[] {
  if (isPostalAddress(input.firm.address)) return [];
  return [
    {
      ...atFooter(input),
      detail:
        'The firm profile has no postal address with a ZIP code, so the footer every email ends with cannot be composed. Add it in Settings under Firm profile',
    },
  ];
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

export function firmIdentity(input: DetectorInput): Hit[] {
  const { firm, rows } = input;
  const hits: Hit[] = [];
  if (blank(firm.firmName)) {
    hits.push({
      ...atFooter(input),
      detail:
        'The firm profile has no firm name, so the email does not say which firm is responsible for it. Add it in Settings under Firm profile',
    });
  }
  const phoneRows = rows.filter((row) => row.jurisdictions !== 'US');
  if (phoneRows.length > 0 && (firm.phone?.match(/\d/g)?.length ?? 0) < 10) {
    hits.push({
      ...atFooter(input),
      detail:
        'New York advertisements must give the firm’s telephone number, and the firm profile has none. Add it in Settings under Firm profile',
      rows: phoneRows,
    });
  }
  return hits;
}
