/**
 * Families of quick-money and outcome claims, each with look-alikes that must stay clean, in
 * voices no corpus round has had: a sports-radio ad read, a rap-style jingle, a case runner's
 * texts, a grandmother forwarding a flyer, a Facebook group post, a legal-aid clinic's leaflet, a
 * hospital's billing note, a church bulletin, a trucker's CB-radio talk and English translated
 * from Vietnamese and Tagalog. Labelled from the rules and the corpus policies (speed-claims,
 * quoted-claims, guarantee-hedged in tests/fixtures/compliance/README.md).
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import type { CheckContext, FirmForCheck, RuleCode } from './types';

const firm: FirmForCheck = {
  firmName: 'Pickett & Moreau Injury Law',
  responsibleAttorney: 'Earl Pickett',
  address: '200 E Main St\nLakeland, FL 33801',
  phone: '(863) 555-0140',
  licensedStates: ['FL'],
};
const newsletter: CheckContext = { audience: 'subscriber', sendDate: '2026-11-22' };

const rulesIn = (body: string, subject = 'News from the firm') =>
  new Set(checkEmail({ subject, body }, newsletter, firm).map((finding) => finding.rule));

interface Family {
  rule: RuleCode;
  caught: string[];
  leftAlone: string[];
}

const FAMILIES: Record<string, Family> = {
  'quick-settlement: a case that wraps up, closes, is done or is over fast': {
    rule: 'quick-settlement',
    caught: [
      'And most of these wrap up fast, usually under 60 days 🙌',
      'Honestly, his patients tend to wrap up quick.',
      'These cases don’t drag on, most of them wrap up quick once the insurance sees the photos.',
      'Your customers usually have their injury claims wrapped up in weeks, not months.',
      'Most of our PIP and injury claims are wrapped up within a few months, so you can put this behind you quickly.',
      'We close most fender-bender claims within 45 days.',
      'Case over in weeks, not years. Call Pickett & Moreau.',
      'With us your claim is done and dusted in a month or so.',
      'We don’t let these things drag, most of our folks are paid inside a few weeks.',
      'Sports radio: Hurt in a wreck? Earl Pickett gets most cases wrapped up before the playoffs!',
    ],
    leftAlone: [
      'We’ll wrap up the call quickly so you can rest.',
      'Let’s wrap up this newsletter fast: happy holidays from all of us!',
      'Cases like these can drag on for a year or more, and we will tell you honestly when yours might end.',
      'The clinic closes within 30 days of the holiday for repairs.',
      'Don’t let your claim drag on: call us and we will explain the process.',
      'Some cases wrap up in weeks, others take years; nobody can tell you which yours will be.',
    ],
  },
  'quick-settlement: short spans with fillers, in words, in texting and in translation': {
    rule: 'quick-settlement',
    caught: [
      '"Piedmont got me $75,000 in like two weeks!! I couldn’t believe it."',
      'A lot of them have their settlement in two or three months.',
      'Most of our folks have a check in hand inside a few weeks after we get the medical records together.',
      '"I’d heard lawyers take forever. Earl had my check in six weeks."',
      'bro they had my cousin’s check in like 3 wks, hit me up',
      'Mija, these lawyers got Doña Carmen her money in a month and a half!!! Call them',
      'Used Pickett & Moreau after my rear-end, had the settlement in 5 weeks. 10/10 would recommend',
      'Crash on the ave? We get the cash in a flash, no long wait, Pickett on the case!',
      'Our office help you receive compensation money only in 30 days, very fast.',
      'Your compensation, we get it for you in just a few weeks po, no need to wait long.',
    ],
    leftAlone: [
      'Payment is due within 30 days of discharge; ask the cashier about a payment plan.',
      'He was burned in a flash fire at the refinery, and the case ended with a settlement last spring.',
      'Your PIP insurer must pay within 30 days of getting the bill.',
      'Most injury claims take many months to resolve; be wary of anyone who promises a check within weeks.',
      'Please mail the signed form and the check for the filing copy within two weeks.',
      'We will check in with you in a few days to see how the therapy is going.',
      'It usually takes months, not weeks, before an insurer pays a serious claim.',
    ],
  },
  'quick-settlement: money in the reader’s hands before a holiday or a season': {
    rule: 'quick-settlement',
    caught: [
      'When you give us your case this month, you will have the money in your hands before the Old New Year.',
      'We work so you have your settlement check before Mother’s Day.',
      'Get your compensation before Tet with our team!',
    ],
    leftAlone: [
      'Before the Old New Year we collect money for the parish food bank.',
      'Your settlement offer may come before Easter; do not sign anything before you call us.',
      'Before Mother’s Day, send us the receipts for your prescriptions.',
    ],
  },
  'quick-settlement: an advertising question about quick money': {
    rule: 'quick-settlement',
    caught: ['Quick cash for your crash? That’s literally our thing 💵', 'Fast money after a wreck? Call the Pickett team.'],
    leftAlone: [
      'Quick cash for your crash? Think twice before you sign the adjuster’s release.',
      'How fast will I be paid?',
      'Quick question: did the insurer send you a check?',
    ],
  },
  'quick-settlement: other people’s fast money, looks and unrelated haste': {
    rule: 'quick-settlement',
    caught: ['Earl says it himself: "we get our clients paid in two weeks."'],
    leftAlone: [
      'Your neighbour told you that his lawyer "got him money in two weeks". We cannot obtain quick money in your case.',
      'I know the TikToks make it look quick, but anyone who promises you a fast check is selling something.',
      'A quick update we’re proud of: in September we resolved a case for a delivery driver.',
      'Quick reminder: the payment plan form for the hospital is in this envelope.',
      'There is a video where a guy in a suit says "cash in 48 hours". Real cases take months.',
      'Some ads make settlements look fast and easy; real cases take months.',
      'His lawyer told him he would have money in two weeks, and a year later he is still waiting.',
    ],
  },
  'quick-settlement: a sports-radio read, a jingle, a Facebook group, a case runner, a grandmother': {
    rule: 'quick-settlement',
    caught: [
      'Folks, if a drunk driver ran you off I-4, call Earl Pickett. His clients get paid before the next home game!',
      'Pickett & Moreau: we turn a wreck into a check, and we do it fast.',
      'Settled in sixty days or less, that’s the Pickett promise.',
      'Shoutout to Pickett & Moreau!! Had my settlement money in 3 weeks flat, no joke',
      'We got paid out in under a month. Pickett is the real deal.',
      'Hit in the whip? Don’t trip, get the check quick, Pickett on the tip!',
      'From the crash to the cash in a hot minute, Pickett got it.',
      'yo my guy, they close these out in like 30 days, u want the number?',
      'bro u gonna see that money by next month fr',
      'Mijo, my friend from church says these lawyers got her grandson’s money before Easter. Call them!',
      'Our office will help you get money compensation very fast, only few weeks.',
      'Case finish quickly, money come to you soon.',
      'Ang bilis! Your claim done in just one month with our team.',
      'Most cases are over and paid within ninety days.',
    ],
    leftAlone: [
      'Half-time tip: call Pickett fast after a crash so nobody loses the evidence.',
      'Your insurance payment should reach the billing office within 10 days; call us with questions.',
      'Patients are usually discharged within three days after this surgery.',
      'anyone know a lawyer who gets u paid quick? asking for my brother',
      'Most claims take six months to two years. Be cautious of any lawyer who promises money within weeks.',
      'We cannot speed up an insurer, but we can make sure your forms go out the same day.',
      'Mijo, please call the lawyer soon, before Easter, so they can look at your papers.',
      'The case of your uncle finish after two years, and we are sorry it was so long.',
      'Your check is in the mail; the settlement was approved last week.',
      'Call us quick if an adjuster asks for a recorded statement.',
      'We resolved the Ortega claim in 2024 after three years of litigation.',
      'It can take weeks just to get the police report, so request it early.',
      'How fast can you close these out, a month?',
    ],
  },
  'guarantee: bets, lines, matters of time and tagged questions': {
    rule: 'guarantee',
    caught: [
      'I’d bet my boots you’re getting a check out of this one.',
      'No doubt in my mind, you’ll be compensated.',
      'Trust me, they’re gonna pay and pay big.',
      'You’re in line for a big payday, believe me.',
      'This case is a winner, mark my words.',
      'Between you and me, this one’s gonna settle for a lot.',
      'Rest easy: you will get what you deserve.',
      'I have a strong feeling you’ll walk away with a fair settlement.',
      'It’s only a matter of time before that check comes.',
      'Ya, you’re gonna get paid, 100.',
      'You’ll come out of this just fine, financially.',
      'You’re gonna win this thing, trust me, ok?',
    ],
    leftAlone: [
      'You’ll come out of surgery just fine, the doctor said.',
      'We can’t promise a settlement, but we promise to answer every call.',
      'The other lawyer told him he’d win for sure. He lost.',
      'Nobody should tell you you’re headed for a big payday.',
      'We’ll be fine with a Tuesday appointment if that works.',
      'Whether you win or not, we’re here for you.',
      'Mark my words: wear your seat belt, every trip.',
      'I know it hurts. Take it one day at a time.',
      'Will we win, do you think?',
      'It’s only a matter of time before the adjuster calls you, so let us take that call.',
    ],
  },
  'quick-settlement: a podcast read, a church bulletin, a trucker, a union hall, Polish and Korean English': {
    rule: 'quick-settlement',
    caught: [
      'This episode is brought to you by Pickett & Moreau, who fast-track your settlement so you can get back to life.',
      'Pickett & Moreau offer expedited settlements for rideshare crashes.',
      'Need an advance? We can get cash to you within 24 hours of signing.',
      'Express payouts for minor injury claims, only at Pickett.',
      'While other firms take years, we take weeks.',
      'We don’t make you wait for your money.',
      'Get paid this week, not next year.',
      'Cash by Friday for qualifying claims.',
      'Brother Earl’s firm has helped many in our parish receive their compensation in a short while.',
      'Ten-four, driver, Pickett gets you rolling again with a check quicker than a Georgia weigh station.',
      'Our members who use Pickett see their settlement in a matter of weeks.',
      'With our office you receive the money in express tempo.',
      'Compensation is paid very quickly after we take your case, in short time.',
      'We’ll have this whole thing behind you and a check in the mail by spring.',
    ],
    leftAlone: [
      'The choir will meet for a short while after the second service; offerings help the youth fund.',
      'Pull over quick if you smell smoke, and call your dispatcher before you call anyone about money.',
      'Brothers and sisters: comp claims get denied fast. Call the union rep before you sign anything.',
      'Please send documents quickly, because insurance pays only after they receive them.',
      'The process is long, maybe one year; we tell you honestly.',
      'Sign up in five minutes online and we will call you back.',
      'We answer your money questions in 24 hours.',
      'Hospital bills arrive within weeks of the crash; send them to us so we can track them.',
      'We don’t make you wait on hold: a person answers every call.',
    ],
  },
  'guarantee: done deals, easy money, no choice but to pay': {
    rule: 'guarantee',
    caught: [
      'Consider it done: you’ll get every dollar.',
      'Relax, we’ve got this won.',
      'This is easy money for you.',
      'Your case is practically a done deal.',
      'We’re going to bring home a win for your family.',
      'You are winning this case, believe it.',
      'The insurer has no choice but to pay you.',
      'Success in your case is assured with our experienced team.',
      'Ten-four, that trucking outfit is gonna pay up, sure as the sunrise.',
    ],
    leftAlone: [
      'We’ll get you an answer from the insurer by Friday.',
      'The bank will pay you interest on the escrow.',
      'We are confident in our team and our process.',
      'It’s easy money for the insurance company when you sign their first offer.',
      'Consider it done: we’ll request your records today.',
      'If the other driver was at fault, the insurer has no choice but to pay under the policy.',
    ],
  },
  'quick-settlement: a client’s calendar and the firm’s own events are not speed claims': {
    rule: 'quick-settlement',
    caught: [
      'Most of our cases wrap up within a few weeks of the demand.',
      'Expect to be done with the whole claim and have your money in about a month.',
      'It’s over quick with us: sign today, get paid next month.',
    ],
    leftAlone: [
      'The mediation is set for two weeks from now; we will call you with any settlement offer.',
      'Your deposition is in three weeks, and we will prepare you the week before.',
      'We sent the demand letter; the insurer has 30 days to respond to the settlement demand.',
      'Our office will be closed for two weeks over the holidays; checks will be mailed when we return.',
      'Over the years we have closed hundreds of cases, each at its own pace.',
      'We wrapped up our toy drive in two weeks thanks to you, and raised $4,000 for the shelter.',
      'The clinic’s case manager will wrap up your paperwork in a day or two.',
    ],
  },
  'guarantee: confidence said plainly, and look-alikes about the process': {
    rule: 'guarantee',
    caught: ['I just know it, you’re walking away with a check.', 'I’m confident we’ll get you a great result.'],
    leftAlone: [
      'Our team is confident about the case and will keep you informed.',
      'You’ll be fine to drive once the doctor clears you, and we will handle the claim.',
      'Your case is on track: the records are in and the demand goes out Monday.',
      'We’re headed to the courthouse for the hearing at 9.',
    ],
  },
  'guarantee: wagers, oaths and hedged habits of speed': {
    rule: 'guarantee',
    caught: [
      'You’ll get paid on this one, I’d put money on it.',
      'I’d stake my reputation on you winning this case.',
      'This case settles for six figures, you can take that to the bank.',
      'No question, you’ll recover every penny.',
      'I give you my word you’ll get a fair settlement.',
      'I swear we’ll win this for you.',
      'Believe me, you’ll win.',
      'Honestly, I can’t see us losing this one.',
    ],
    leftAlone: [
      'I’d put money on the Bucs this Sunday, but never on a jury.',
      'I give you my word we’ll return every call within a day.',
      'I stake my reputation on honest advice, not on predictions.',
      'I can’t see you losing anything by calling us first.',
    ],
  },
  'quick-settlement: hedged habits of speed': {
    rule: 'quick-settlement',
    caught: [
      'We typically get clients paid in weeks.',
      'Our clients generally see checks within a month or so.',
      'Checks usually go out sooner than you’d think with us.',
    ],
    leftAlone: [
      'Settlements take as long as they take; we won’t rush yours to make a quick buck.',
      'We never promise quick money, and you should be wary of anyone who does.',
    ],
  },
  'guarantee: certainty in new words': {
    rule: 'guarantee',
    caught: [
      'With his records behind you, you’re going to come out of this with a fair settlement, I’m sure of it.',
      'A rear-end on the Beltway with a witness like yours, we win those. You’re gonna be fine.',
      'You’ll definitely walk away with way more than that lowball once we’re in the picture.',
      'If you come see us, your gonna walk out of this with money in your pocket.',
      'I’ve got a hunch we’ll do right well by you on this one.',
      'Our trial team doesn’t take cases it can’t win, so anyone who hires us is headed for a good outcome.',
      'When your patients come to us, we’ll get their treatment bills paid in full, every time.',
      'Breaker breaker, this one settles big, I’m sure of it.',
      'Trust me, your case is going our way.',
      'My gut says you’re walking out of this with six figures.',
      'We win cases like yours.',
      'We only take cases we know we can win.',
    ],
    leftAlone: [
      'The surgery went well, and the doctor says you’re going to be fine.',
      'We win some and we lose some, and nobody can promise you how yours ends.',
      'We’ll do right by you: every call returned the same day.',
      'The trial is headed for a verdict in March, and we will prepare you for every day of it.',
      'Your case is headed for a settlement conference on the 12th.',
      'Trust me, this process is going to take a while.',
      'I’m sure of it: the hearing is on Tuesday at nine.',
      'Will we win? I’m not sure of it, and no honest lawyer would be.',
      'We’ll wrap up the paperwork and walk you out of the office with a copy of the file.',
    ],
  },
  'guarantee: other people’s promises retold to warn': {
    rule: 'guarantee',
    caught: [],
    leftAlone: [
      'There’s a video going around where a guy in a suit says "I’ll get you six figures, easy." No honest lawyer can promise an amount.',
      'You’ve probably seen it, the big one past the exit with the lawyer in the cowboy hat and GUARANTEED RESULTS in letters as tall as a silo.',
    ],
  },
};

describe('quick-settlement and guarantee families', () => {
  for (const [name, family] of Object.entries(FAMILIES)) {
    describe(name, () => {
      if (family.caught.length > 0)
        it.each(family.caught)(`finds ${family.rule} in “%s”`, (body) => {
          expect(rulesIn(body)).toContain(family.rule);
        });
      it.each(family.leftAlone)(`leaves “%s” alone`, (body) => {
        expect(rulesIn(body)).not.toContain(family.rule);
      });
    });
  }
});
