/**
 * Past results, certifications and contingent fees, round eight: the families behind the seventh
 * held-out set's disagreements (a case one "has got", a sports team's record, board certification
 * named as a topic, costs answered as "those" a sentence later, the Spanish fee offer), and probes
 * in voices no corpus round has had: a lay preacher's cadences, a call-center closer answering "is
 * this going to cost me", a rideshare driver texting with Spanish or Portuguese mixed in, and a
 * retired judge's measured prose about verdicts he saw. Labelled from the rule definitions and the
 * corpus policies (tests/fixtures/compliance/README.md: past-results-disclaimer, quoted-claims,
 * specialist-scope, fee-costs-scope), never from a held-out file.
 */
import { describe, expect, it } from 'vitest';
import type { RuleCode } from './types';
import { describeFamilies, type Family, FLORIDA_FIRM, rulesOf } from '../../../tests/support/complianceFamilies';

const HELD_OUT_SEVEN_FAMILIES: Record<string, Family> = {
  'past results: a case one has, not a case won': {
    rule: 'past-results',
    caught: [
      'We won a case against the trucking company for a roofer last spring.',
      'Our trial team secured a verdict against the county for a cyclist.',
      'Last year we obtained a settlement for a widow in Bartow.',
    ],
    leftAlone: [
      'Whether you’ve got a case against the scaffold company on top of comp, I can’t say on a five-minute call.',
      'If you’ve got a case against the driver, we’ll tell you so.',
      'We got a case last week from a roofer who fell in Bartow, and we are working it now.',
      'You asked if you’ve got a case against the delivery company, and I can’t tell you that; the attorney will.',
      'Whether you’ve got a case against that driver is between you, the Lord, and a lawyer who has read the file.',
    ],
  },
  'past results: a record of wins, the firm’s and other people’s': {
    rule: 'past-results',
    caught: [
      'We’re undefeated at trial.',
      'Our trial team is undefeated.',
      'We went undefeated last year.',
      'Earl went undefeated in front of Polk juries last year.',
      'Earl has never lost a jury trial.',
      'In twenty years of practice we have never lost.',
      'Earl, who has never lost a trial, will call you.',
      'And I tell you, in thirty-one years of trials, we have never once lost before a jury.',
    ],
    leftAlone: [
      'I have tried cases in the courthouses of Miami-Dade since the year the Dolphins went undefeated.',
      'The ’72 Dolphins are still the only undefeated team in NFL history.',
      'My grandson’s wrestling squad went undefeated this year and I drove to every meet.',
      'We are proud of our grandson, who went undefeated in chess club.',
      'The Gators have never lost at home under this coach, and we cheer every Saturday.',
      'The Lord never lost a single sheep, and neither should you lose hope.',
      'Like David against Goliath, the little shepherd boy went undefeated.',
      'My cousin’s team in Porto went undefeated all season lol',
    ],
  },
  'certification: board certification held, or named as a topic': {
    rule: 'certification',
    caught: [
      'Irene Walsh holds board certification in civil trial advocacy.',
      'Earl’s board certification is something he is proud of.',
      'Earl earned his board certification in 2004.',
      'Board certification: civil trial law, since 2009.',
      'Board certification in personal injury trial law since 2004.',
    ],
    leftAlone: [
      'You asked me about board certification last week, and it deserves a precise answer.',
      'What is board certification, and why should you care?',
      'What’s board certification, and who grants it?',
      'Board certification explained: who grants it and what it takes.',
      'A few words on board certification for our readers.',
      'I asked him about board certification once, and he laughed.',
    ],
  },
  'fee-costs: costs answered a sentence later, as “those” or “them”': {
    rule: 'fee-costs',
    caught: [
      'No fee unless we win. What about costs? We advance those, and they come out of the settlement.',
      'Our fee is a percentage of what we recover. Filing fees and records cost money. We advance them.',
    ],
    leftAlone: [
      'No fee unless we win. What about costs? We advance those. If there’s no recovery, you do not have to pay those back.',
      'We work on a contingency fee. Case costs like filing fees and experts? We front them, and if we lose, we eat them.',
      'Our fee is a third of the recovery. Court costs are advanced by the firm. Those are on us if the case is lost.',
    ],
  },
  'fee-costs: the offer in Spanish and Portuguese, beside the English': {
    rule: 'fee-costs',
    caught: [
      'No cobramos honorarios a menos que ganemos.',
      'No le cobramos nada hasta que usted reciba su compensación.',
      'Si no ganamos, no cobramos.',
      'Só cobramos se ganharmos o seu caso.',
      'Não cobramos honorários a menos que a gente ganhe.',
      'Sem vitória, sem honorários.',
      'Trabajamos a base de contingencia.',
      'Nuestros honorarios son un porcentaje de lo que recuperamos.',
      'no fee unless we win, mi amigo, y cero honorarios si no ganamos',
      'mano no cobran nada hasta que ganen el caso, te lo juro',
    ],
    leftAlone: [
      'No cobramos honorarios a menos que ganemos. Si no ganamos, usted no paga los gastos del caso.',
      'No cobramos honorarios a menos que ganemos. Los costos del caso corren por nuestra cuenta aunque perdamos.',
      'El doctor no cobra la consulta si no tiene seguro.',
      'La tienda no cobra envío a menos que gastes menos de 50 dólares.',
      'no cobran el estacionamiento si ganas la rifa',
      'el Uber me cobró $38 por el viaje, no manches',
    ],
  },
};

describeFamilies(HELD_OUT_SEVEN_FAMILIES, FLORIDA_FIRM);

const RECORDS_OF_OTHERS: Record<string, Family> = {
  'past results: records of athletes, relatives and champions': {
    rule: 'past-results',
    caught: [
      'Earl’s perfect record speaks for itself.',
      'Moreau has never lost a trial in Polk County.',
      'We remain unbeaten in front of Polk County juries.',
      'Earl retired unbeaten at trial, and his partners carry on.',
      'Our founder retired undefeated after forty jury trials.',
    ],
    leftAlone: [
      'Tom Brady’s perfect record in Super Bowls did not last, and neither does any streak.',
      'My late husband never lost a game of checkers, God rest him, and we still play at the firm picnic.',
      'The Lightning were unbeaten at home in March, and our office pool was thrilled.',
      'Rocky Marciano retired unbeaten, 49-0, and our boxing-gym client loves to remind us.',
    ],
  },
};

describeFamilies(RECORDS_OF_OTHERS, FLORIDA_FIRM);

const QUESTIONS_THAT_TELL: Record<string, Family> = {
  'past results: questions that tell': {
    rule: 'past-results',
    caught: [
      'Want to know how we got a roofer $640,000?',
      'Did you know we recovered $14 million for our clients last year?',
      'Ever wonder how Earl won a $2.1 million verdict for a Lakeland roofer?',
    ],
    leftAlone: ['Did the insurer offer you $15,000 and call it fair?'],
  },
  'fee-costs: questions that tell, and questions that ask': {
    rule: 'fee-costs',
    caught: [
      'Did you know you pay no attorney fee unless we win?',
      'Did you know we work on a contingency fee basis?',
      'Why pay a lawyer up front when our fee comes out of your settlement?',
    ],
    leftAlone: [
      'Do you work on a contingency fee basis?',
      'How does a contingency fee work, and who pays the costs if we lose?',
      'Why pay a lawyer up front when most injury lawyers work on contingency?',
    ],
  },
};

describeFamilies(QUESTIONS_THAT_TELL, FLORIDA_FIRM);

const TAGLINES: Record<string, Family> = {
  'past results: taglines that count results or their figures': {
    rule: 'past-results',
    caught: [
      'Eight figures recovered for Polk County families in 2025.',
      'More than 300 verdicts and settlements for Polk County families.',
      'We have won more than 300 verdicts and settlements for Polk County families.',
      'Hundreds of millions recovered for the injured.',
    ],
    leftAlone: [
      'Six figures is what many crash victims expect, but most claims settle for far less.',
      'Millions of drivers cross the Polk Parkway every year.',
      'Florida juries returned 300 verdicts for injured workers last year, the state reports.',
      'Last year, courts across the state entered 1,200 judgments and 300 settlements for drivers.',
    ],
  },
};

describeFamilies(TAGLINES, FLORIDA_FIRM);

const SIGNATURES: Record<string, Family> = {
  'certification: signature lines, and certifying bodies by their letters': {
    rule: 'certification',
    caught: [
      'Earl Pickett, Board Certified Civil Trial Lawyer',
      'Earl Pickett | board-certified | 30 yrs',
      'Certified Civil Trial Attorney Earl Pickett will call you back.',
      'Earl is board certified, and the bar is proud of him.',
    ],
    leftAlone: [
      'Earl is NBTA-certified in civil trial advocacy.',
      'Ximena is board certified in personal injury trial law (TBLS).',
      'Board Certified, Civil Trial Law, The Florida Bar.',
      'Earl is FL Bar board certified in civil trial law.',
      'Earl is certified in civil trial law by the Florida Bar’s Board of Legal Specialization and Education.',
    ],
  },
};

describeFamilies(SIGNATURES, FLORIDA_FIRM);

const PREDICTIONS: Record<string, Family> = {
  'past results: a closer’s predictions are no results, a closer’s statistics are': {
    rule: 'past-results',
    caught: [
      'Our clients with injuries like yours usually walk away with six figures.',
      'You could get what we got the Harris family: $1.1 million.',
      'Last year we won $1.1 million for the Harris family, and you’ll hear from them in this video.',
    ],
    leftAlone: [
      'With us you’ll receive six figures, guaranteed.',
      'With us you’ll walk away with six figures, I promise.',
      'If you hire us, you could get $50,000 or more for an injury like this.',
    ],
  },
};

describeFamilies(PREDICTIONS, FLORIDA_FIRM);

const CONTINGENT_SENSES: Record<string, Family> = {
  'fee-costs: contingent in other senses, and a glossary entry': {
    rule: 'fee-costs',
    caught: [
      'Our fee is contingent upon the outcome of your case.',
      'Everything we do is on a contingency.',
      'Payment to us is contingent on winning.',
    ],
    leftAlone: [
      'Glossary: Contingency fee — a fee paid only out of a recovery.',
      'The insurer’s payment is contingent upon the settlement being signed by both of you.',
      'Your surgery date is contingent on the case getting approved by workers’ comp.',
      'Our picnic is contingent on the weather.',
      'Hospital liens: the lien is paid from the settlement before your share.',
    ],
  },
};

describeFamilies(CONTINGENT_SENSES, FLORIDA_FIRM);

const PERCENTAGES: Record<string, Family> = {
  'fee-costs: the firm’s percentage in words, on a condition': {
    rule: 'fee-costs',
    caught: [
      'We take thirty-three percent if it settles and forty percent if it goes to trial.',
      'Our fee is 33% before suit and 40% after.',
      'We charge a third of the settlement, nothing if we lose.',
      'It’s 33 and a third, and only if we win.',
    ],
    leftAlone: [
      'Sales tax is 7% in Polk County, so budget for it.',
      'We take forty percent of our calls after 5 p.m.',
      'The insurer takes a share of the risk if it settles early, the adjuster told me.',
      'Uncle Sam takes thirty percent if it pays out as a lump sum, so talk to a tax adviser.',
    ],
  },
};

describeFamilies(PERCENTAGES, FLORIDA_FIRM);

const NEW_VOICES: Record<string, Family> = {
  'past results: a lay preacher’s cadences': {
    rule: 'past-results',
    caught: [
      'Brothers and sisters, the Lord has been good to this firm: last spring we stood before a Polk County jury and they returned $1.3 million for a widow in Bartow.',
      'Hallelujah, church, we won that family a verdict of four hundred thousand dollars.',
    ],
    leftAlone: ['Our church softball team went undefeated this summer, praise be.', 'We have never lost faith in you.'],
  },
  'past results: a call-center closer’s patter': {
    rule: 'past-results',
    caught: [
      'Honestly? Last month we got a guy with the same kind of wreck a hundred and twenty grand.',
      'Our numbers are solid: ninety-four percent of our cases end with a check.',
      'Our numbers are solid: 94% of our cases end with a check.',
      'I’ll be straight with you, we win nine out of ten of these.',
      'We win ninety percent of our trials, and that’s the truth.',
    ],
    leftAlone: [
      'Is this going to cost you? No, ma’am. The PIP pays up to $10,000 of your medical bills first.',
      'Sir, I’ve got a case file open for you already, so the attorney can call tomorrow.',
      'Ninety-four percent of injury cases settle before trial, nationwide.',
      'Nine out of ten callers ask the same thing, and it’s a fair question.',
      'About ninety percent of our clients come to us from referrals.',
    ],
  },
  'past results: a rideshare driver texting, with Spanish or Portuguese mixed in': {
    rule: 'past-results',
    caught: [
      'mano we just closed un caso de $240k for a rideshare guy like you',
      'ganhamos $300 mil pra uma motorista do Uber mês passado',
      'le sacamos $85,000 al seguro pa un driver de Lyft, real',
    ],
    leftAlone: [
      'el seguro me ofreció $4,000 y no sé si es justo',
      'a corrida deu $32 hoje, nada mal',
      'ganamos $18 la hora manejando de noche, bro',
    ],
  },
  'past results: a retired judge’s measured prose': {
    rule: 'past-results',
    caught: [
      'Since I left the bench and joined this firm, our trial lawyers have obtained verdicts of $2.1 million and $860,000 for injured workers.',
      'In the years since I retired from the bench, our firm has recovered more than $9 million for its clients.',
    ],
    leftAlone: [
      'In my years on the bench I presided over a trial in which the jury awarded a roofer $2 million; neither side was represented by this firm.',
      'From the bench, I watched juries award millions to people whose lawyers had prepared, and nothing to those whose lawyers had not.',
      'When I was a trial judge, I saw a verdict of $4.5 million returned against a trucking company in my courtroom.',
      'I was a judge for twenty-two years; I have never lost my respect for a jury.',
      'Judge Harlan was undefeated on appeal, the clerks liked to say, because nobody reversed him.',
    ],
  },
  'certification: the same four voices': {
    rule: 'certification',
    caught: [
      'Brother Earl is a certified trial lawyer, and he has never forgotten where he came from.',
      'Yes ma’am, the attorney who’ll take your case is a certified civil trial specialist.',
      'mi abogado es board certified, bro, no es cualquiera',
      'o advogado deles é certificado em direito de trânsito, mano',
      'nuestra abogada está certificada como especialista, pregúntale',
      'The lawyers of this firm are certified in civil trial law, a distinction I did not hand out lightly.',
    ],
    leftAlone: [
      'Sister Ann is a certified lay minister in the Methodist church.',
      'Our choir director is board certified in music therapy.',
      'Dr. Alvarez, who spoke at our Wednesday supper, is board certified in family medicine.',
      'I’m a certified intake coordinator, so I’ll get your info to the right attorney.',
      'We send everything by certified mail so you have proof.',
      'mandé la carta certificada ayer, bro',
      'preciso de um atestado, o certificado médico do hospital',
      'I’m a certified Uber Black driver lol',
      'I certified the class in that litigation myself, from the bench.',
      'The court reporter certified the transcript before the appeal.',
      'When I was on the bench, lawyers who called themselves board certified had to prove it.',
    ],
  },
  'fee-costs: a call-center closer answering “is this going to cost me”': {
    rule: 'fee-costs',
    caught: [
      'Is this gonna cost you? Here’s the deal: our fee’s a third of whatever we recover, and nothing if we don’t.',
      'Here’s how it works, hon: my guys front the filing costs, and we only get paid when you do.',
    ],
    leftAlone: [
      'Is this going to cost you anything? Nope. If we don’t win, you don’t pay us a dime, and you don’t pay back the costs either.',
      'Will this cost me? The call is free, and the attorney will go over the fee agreement with you, including costs.',
      'Is this going to cost me? Everything’s on contingency, and if we lose you owe nothing, not for fees and not for costs.',
    ],
  },
  'fee-costs: a lay preacher’s cadences': {
    rule: 'fee-costs',
    caught: [
      'The laborer is worthy of his hire, and we take ours only when you take yours: no recovery, no fee.',
      'We ask not one dollar of you until the day we win.',
    ],
    leftAlone: [
      'The Lord asks no fee for his grace, and neither does our Wednesday night supper.',
      'Freely ye have received, freely give: our consultation is free.',
    ],
  },
  'fee-costs: a rideshare driver texting, with Spanish or Portuguese mixed in': {
    rule: 'fee-costs',
    caught: [
      'they work on contingencia, o sea you pay them only if they win',
      'cara, eles só cobram se ganharem a causa',
      'bro no cobran honorarios hasta que ganen. los gastos los adelantan ellos',
    ],
    leftAlone: [
      'bro no cobran honorarios hasta que ganen, y si pierden, los gastos del caso los cubren ellos, tú no pagas nada',
      'cara, eles não cobram honorários se não ganharem, e se perder as despesas ficam por conta deles',
      'No cobramos honorarios a menos que ganemos; si perdemos, los gastos del caso corren por cuenta de la firma.',
      'your doctors? you pay them only if the case settles, that’s how the letter works',
    ],
  },
  'fee-costs: a retired judge’s measured prose': {
    rule: 'fee-costs',
    caught: [
      'Having left the bench, I now practice with this firm, and our arrangement is the customary one: we are paid a third of any recovery.',
      'Our fee is contingent upon success.',
    ],
    leftAlone: [
      'In thirty years on the bench I approved many a contingent-fee agreement, and the best of them said plainly who bore the costs.',
      'From the bench I reviewed contingency fee agreements for fairness; some lawyers took forty percent.',
      'A contingency fee is a promise, not a gift.',
    ],
  },
};

describeFamilies(NEW_VOICES, FLORIDA_FIRM);

const NEIGHBOURS: Record<string, Family> = {
  'past results: an offer turned into a result, and money put back in pockets': {
    rule: 'past-results',
    caught: [
      'We took a $10,000 offer and made it $300,000.',
      'The insurer started at $8,000. We finished at $410,000.',
      'Recuperamos $1.2 millones para una familia de Lakeland.',
      'Last year alone: 212 cases closed and $14 million back in our clients’ pockets.',
    ],
    leftAlone: [
      'Sign-up bonus: $500 for new drivers who complete 50 rides.',
      'The insurer started at $8,000 and then went silent, which is why you should call.',
      'We finished at $12,000 for the toy drive, thank you all.',
      'Put your receipts back in your pocket; we only need the bills.',
    ],
  },
  'fee-costs: a fee that starts only with a win, in other verbs': {
    rule: 'fee-costs',
    caught: [
      'Our fee only kicks in if we win.',
      'The attorney’s fee is owed only after we recover.',
      'Thanks for calling. Lose, and you owe us no fee.',
      'If we come up empty, you don’t owe us a fee.',
      'If the case goes nowhere, there is no fee.',
      'Our fee comes out of what we win for you.',
      'It’s a contingency deal: we eat if you eat.',
      'You don’t pay a fee out of your own pocket, ever; we take ours from the settlement.',
    ],
    leftAlone: [
      'The hospital’s fee comes out of your PIP benefits first.',
      'Most lawyers get paid only if they win, so ask yours how they handle costs.',
      'Our fee only kicks in if we win, and if we lose you owe nothing for costs either.',
      'Call us. Win or lose, you owe nothing.',
      'The late fee kicks in if you pay after the 5th.',
    ],
  },
  'certification: held in other verbs, and certified people who are not lawyers': {
    rule: 'certification',
    caught: [
      'Our lawyers carry board certification in civil trial law.',
      'He is certified by the state in civil trial law.',
      'Earl is one of few certified trial advocates in Polk County.',
      'Earl is a certified personal injury specialist.',
    ],
    leftAlone: [
      'We hired a certified accident reconstruction expert to measure the skid marks.',
      'Our certified intake specialist will call you back tonight.',
      'A certified life care planner priced her future care.',
      'Our certified lien resolution specialist negotiated the hospital bill down.',
      'She is a certified public accountant who keeps our books.',
      'We ordered a certified copy of the police report.',
      'The vocational expert is certified in rehabilitation counseling.',
      'I’m CPR certified and so is everyone in our office.',
      'Earl is certified by the Florida Bar in civil trial law.',
    ],
  },
};

describeFamilies(NEIGHBOURS, FLORIDA_FIRM);

const FURTHER_NEIGHBOURS: Record<string, Family> = {
  'past results: testimonials in Spanish and Portuguese, and amounts that are wages or sales': {
    rule: 'past-results',
    caught: [
      'God blessed us with a $2 million verdict for the Harris family this spring.',
      'Earl me consiguió $50,000 después del choque, gracias a Dios.',
      'o advogado do escritório me conseguiu $40 mil depois do acidente',
      'they got me 45 bands off that wreck, no cap',
      'I have watched our trial lawyers win verdicts of $3 million and more.',
    ],
    leftAlone: [
      'In my courtroom, juries returned verdicts as large as $30 million.',
      'my husband got $800 a week from workers’ comp while he healed',
      'mi esposo ganó $800 la semana en la construcción',
      'I got $300 for my old car, so the rental is on me this week.',
      'The church raised $40,000 for the Harris family after the crash, God bless them.',
    ],
  },
  'fee-costs: more closers, preachers and drivers': {
    rule: 'fee-costs',
    caught: [
      'Cost you? Nothing today, nothing tomorrow. We get our cut when you get your check.',
      'We work on commission, basically: a third of what we win.',
      'Our lawyers don’t see a dime till you do.',
      'We labor on faith: no fee is asked of you unless the Lord grants us a recovery.',
      'no pagas ni un centavo de honorarios si no ganamos',
      'você não paga honorários se a gente não ganhar',
      'Sin ganar, no cobramos ni un centavo.',
      'Si no hay recuperación, no hay honorarios.',
    ],
    leftAlone: [
      'The Uber driver’s fee is 25% of the fare.',
      'The booking fee is 30% if you cancel.',
      'My cousin’s lawyer in Tampa, his fee is a third of the pot, which seems like a lot.',
      'no pagas nada si no ganamos, ni honorarios ni gastos.',
      'Our sales team works on commission, so be patient with their calls.',
    ],
  },
  'certification: more claims, and certified things that are not lawyers': {
    rule: 'certification',
    caught: [
      'Earl’s one of the few lawyers in Polk County who are board certified.',
      'Board-certified. Thirty years. One phone call.',
      'Certified by the board in civil trial law since 2004.',
      'Earl is a nationally certified trial lawyer.',
    ],
    leftAlone: [
      'Our paralegals are certified in trial presentation software.',
      'Our office is certified as a woman-owned business.',
      'Earl is also a certified mediator and a certified arbitrator.',
      'We keep certified trial transcripts for every case we take to verdict.',
    ],
  },
};

describeFamilies(FURTHER_NEIGHBOURS, FLORIDA_FIRM);

const OTHER_SENSES: Record<string, Family> = {
  'past results: money won at game night, clients never lost, the reader’s own check': {
    rule: 'past-results',
    caught: [
      'We won $1.2 million at trial for a roofer in Bartow.',
      'We’ve never lost a client’s trial in this county.',
      'We got a $45,000 check for a roofer last week.',
    ],
    leftAlone: [
      'We won $500 at the bar association trivia night and gave it to the food bank.',
      'Our team won $250 at trivia night, beers on us.',
      'Our paralegal Maria is undefeated at the office ping-pong table.',
      'We’re 3-0 in the downtown bowling league this fall.',
      'We’ve never lost a client to a competitor’s billboard, and we’d like to keep it that way.',
      'We got your $45,000 check today and will call you to set up the disbursement.',
      'Last spring I won $1,200 in small claims against my landlord, on my own.',
      'I once watched a jury give $5 million to a family in Orlando; it was another firm’s case.',
    ],
  },
  'fee-costs: the offer said by a billboard, and free things that are no fee': {
    rule: 'fee-costs',
    caught: [
      'No win, no fee. That’s our promise.',
      'No win, no fee, say our lawyers, and they mean it.',
      'No win, no fee, the firm’s promise to every client.',
      'No win, no fee, says the lawyer who will call you tonight.',
      'No win, no fee, says Earl.',
    ],
    leftAlone: [
      'No win, no fee, says the billboard on I-4, but read the fine print on costs.',
      'No win, no fee, say other firms, but ask who pays the costs.',
      'Parking is free unless you stay past six.',
      'Our contingency plan: if it storms, the picnic moves inside.',
      'We’ll never charge you for a phone call or a question.',
      'Ask any lawyer who says no fee unless we win who pays the costs if you lose.',
      'Beware of ads that promise no fee unless they win and say nothing about costs.',
    ],
  },
  'certification: advice about any lawyer, and certified doctors, buildings and mail': {
    rule: 'certification',
    caught: [
      'Clients often ask whether our lawyers are board certified. They are: Earl is board certified in civil trial law.',
      'Check our website: Earl is board certified.',
    ],
    leftAlone: [
      'The doctor who treated you should be board certified in orthopedics.',
      'Ask whether your lawyer is board certified, and by whom.',
      'Check if a lawyer is board certified before you hire one.',
      'Our building is LEED certified, and the parking is free.',
      'Please send the demand by certified mail, return receipt requested.',
      'Dr. Patel, a board-certified neurosurgeon, reviewed the MRI.',
    ],
  },
};

describeFamilies(OTHER_SENSES, FLORIDA_FIRM);

const RECORDS_AND_LABELS: Record<string, Family> = {
  'past results: records counted against the firm’s trials, and averages': {
    rule: 'past-results',
    caught: [
      'We tried the Bartow roofer’s case in June. Six hundred forty thousand.',
      'A Bartow roofer we represented received $640,000.',
      'Earl’s last three clients averaged $310,000 apiece.',
      'In 2025 we took nine cases to verdict and won eight.',
      'We won eight of our nine trials this year.',
      'Eight of our nine trials this year ended in verdicts for our clients.',
      'Earl’s record speaks for itself: 41 trials, 39 wins.',
      'We’ve tried 41 cases to verdict and lost two.',
    ],
    leftAlone: [
      'Of the nine trials I watched as a young lawyer, the plaintiffs won eight.',
      'Medical bills for a broken hip averaged $38,000 last year, the hospital says.',
      'Our softball team: 12 games, 10 wins, one very sore shortstop.',
      'Eight of our nine paralegals this year finished their certificates.',
    ],
  },
  'fee-costs: the fee asked and answered, or set out as a label': {
    rule: 'fee-costs',
    caught: [
      'What’s our fee? One-third of the recovery, and only if we win.',
      'How do we get paid? Out of the settlement, and only if we win.',
      'Fees: 33⅓% of the recovery. Costs: advanced by us and repaid from the settlement.',
      'Attorney’s fee: one-third of the gross recovery.',
    ],
    leftAlone: [
      'Card payments: a 3% processing fee applies.',
      'How do we get paid? That’s in the fee agreement, and the attorney walks you through it, costs and all, before you sign.',
      'How do lawyers get paid? Most take a share of the settlement, so ask about costs.',
      'Fees: one-third of the recovery. Costs: if we lose, you owe nothing for them.',
    ],
  },
};

describeFamilies(RECORDS_AND_LABELS, FLORIDA_FIRM);

const TRANSLATED: Record<string, Family> = {
  'past results: translated English and Haitian Creole': {
    rule: 'past-results',
    caught: [
      'Our office won for client compensation 300 thousand dollars.',
      'Last year our lawyers achieved for clients total sum of 5 millions.',
      'By our firm was obtained the verdict of jury on 2 million.',
      'Nou genyen $500,000 pou yon kliyan ki te blese nan yon aksidan machin.',
      'Nou te rekipere $1.2 milyon pou yon fanmi nan Miami.',
    ],
    leftAlone: [
      'Nou konnen ou pè, men konsiltasyon an gratis.',
      'Nou genyen yon nouvo biwo nan Little Haiti.',
      'Nou pa ka garanti rezilta, men nou la pou ou.',
    ],
  },
  'fee-costs: translated English and Haitian Creole': {
    rule: 'fee-costs',
    caught: [
      'You pay to the lawyer only when the case is won.',
      'Without winning, without paying the lawyer.',
      'Nou pa chaje w anyen si nou pa genyen.',
      'Honorarium of lawyer is paid only from the won sum.',
      'The payment for lawyer is percentage from compensation, only after victory.',
    ],
    leftAlone: ['Nou pa chaje w anyen si nou pa genyen, ni pou frè ni pou depans ka a.', 'Without a win, no payment plan is needed.'],
  },
  'certification: a certificate held, as translated letters say it': {
    rule: 'certification',
    caught: ['Our lawyer has certificate as specialist in civil trial law.', 'Atty. Kim is certificated trial lawyer since 2011.'],
    leftAlone: [
      'Please bring your birth certificate and the certificate of insurance.',
      'Earl completed a certificate course in trial advocacy through the county bar’s CLE program.',
      'He has a certificate in trial advocacy from a weekend course, which is not the same as board certification.',
    ],
  },
};

describeFamilies(TRANSLATED, FLORIDA_FIRM);

const READERS_AND_RELATIVES: Record<string, Family> = {
  'past results: what the reader or a relative got, offered help with': {
    rule: 'past-results',
    caught: [
      'We got a verdict against the trucking company for a welder in May.',
      'Last month Earl obtained a settlement for a widow in Winter Haven.',
      'We got our client a $5,000 check from the insurer within the first week, and $95,000 more at mediation.',
      'You got $95,000 because we fought for every dollar.',
      'Ellen got me $95,000 after my crash.',
      'My husband got $180,000 thanks to Earl Pickett.',
      'I got $95,000 thanks to this firm.',
    ],
    leftAlone: [
      'If you’ve got a judgment against the driver, we can help you collect it.',
      'Whether you already obtained a settlement for the property damage doesn’t matter; call us about the injury.',
      'If you got a verdict against the trucking company in small claims, we should talk about the rest.',
      'If you got a $5,000 check from the insurer already, call us before you cash it.',
      'If you already settled for $3,000 with the insurer, we may not be able to help.',
      'You recovered $12,000 from PIP? Good, now let us look at the rest.',
      'my sister got $20,000 from her own insurance, and she called us anyway',
    ],
  },
};

describeFamilies(READERS_AND_RELATIVES, FLORIDA_FIRM);

const COSTS_ANSWERED: Record<string, Family> = {
  'fee-costs: costs answered after a question or a label, and filing fees that are costs': {
    rule: 'fee-costs',
    caught: [
      'No fee unless we win. Costs? We advance them.',
      'No fee unless we win. What about costs? Our fee is a third.',
      'No fee unless we win. Filing fees and expert bills come out of the settlement.',
      'No fee unless we win. Costs are extra. If we lose, you pay no fee.',
    ],
    leftAlone: [
      'No fee unless we win. Costs? Same deal. If we lose, you owe nothing.',
      'No fee unless we win. Filing fees, expert bills and the like: if we lose, we eat those.',
      'No fee unless we win. The out-of-pocket stuff, like records, filing and experts, we cover it, win or lose.',
      'No fee unless we win, and if we lose you don’t pay the filing fees or the expert’s bill either.',
      'no fee unless we win. costs r on us if we lose',
      'You don’t pay filing fees unless we win, and our fee is a third; if we lose, you owe nothing at all.',
    ],
  },
};

describeFamilies(COSTS_ANSWERED, FLORIDA_FIRM);

const SPANISH_WORD_ORDERS: Record<string, Family> = {
  'fee-costs: the Spanish and Portuguese offer in other word orders': {
    rule: 'fee-costs',
    caught: [
      'Cobramos solo si ganamos su caso.',
      'Trabajamos por un porcentaje de lo que recuperamos para usted.',
      'La consulta es gratis y no cobramos hasta ganar.',
      'Honorarios solo si ganamos, mi gente.',
      'Honorários só se a gente ganhar.',
    ],
    leftAlone: ['Usted no paga nada a menos que ganemos.', 'El taller cobra solo si arregla el carro.'],
  },
  'certification: in Spanish word order, in the past, denied and reported': {
    rule: 'certification',
    caught: [
      'Nuestro abogado es especialista certificado en lesiones personales.',
      'Earl was board certified for twenty years before he retired.',
    ],
    leftAlone: [
      'Earl isn’t board certified, and he’ll tell you so himself.',
      'None of our lawyers is board certified, and we don’t pretend otherwise.',
      'You asked whether Earl is board certified.',
      'The judge granted class certification in the billing case.',
    ],
  },
};

describeFamilies(SPANISH_WORD_ORDERS, FLORIDA_FIRM);

/** Whole letters in the four voices: each finds exactly the claims it makes among these three rules. */
const LETTERS: { name: string; body: string; expect: RuleCode[] }[] = [
  {
    name: 'preacher newsletter',
    expect: ['past-results'],
    body: `Beloved neighbors,

This Thanksgiving I find myself counting blessings, and I count you among them. The Good Book says the laborer is worthy of his hire, and I have tried to remember that the laborer in most of our cases is you: the roofer, the nurse, the man who drives the school bus.

This year the Lord saw fit to let us stand beside the Harris family in a Polk County courtroom, and the jury returned a verdict of $1.1 million for them. I do not tell you this to boast. I tell you because they were told by three other firms that they had no case.

Some of you have asked whether I am still "undefeated", as a kind deacon put it last Sunday. I am not, and no honest lawyer is. The Gators went undefeated once, and even they lost the next year.

Grace and peace,
Earl`,
  },
  {
    name: 'preacher newsletter with disclaimer',
    expect: [],
    body: `Beloved neighbors,

This year the jury returned a verdict of $1.1 million for the Harris family. Past results do not guarantee a similar outcome in your case.

Grace and peace,
Earl`,
  },
  {
    name: 'closer phone reply',
    expect: ['fee-costs'],
    body: `Totally fair question, and I get it all the time: is this gonna cost you? Here's the deal. There's no fee unless we win your case. Zero. The attorney explains the rest when you sit down. Can I get you in Thursday at 4?`,
  },
  {
    name: 'closer phone reply with costs',
    expect: [],
    body: `Totally fair question: is this gonna cost you? There's no fee unless we win your case. And costs? We front them, and if there's no recovery, you don't pay them back. Can I get you in Thursday at 4?`,
  },
  {
    name: 'driver text',
    expect: ['fee-costs', 'past-results'],
    body: `hey bro es Tito from the Uber group 🚗 the firm I told u about, Pickett & Moreau? they got my primo $62k after that wreck on the 98, no lie. no cobran honorarios hasta que ganen. llámalos mañana`,
  },
  {
    name: 'driver text clean',
    expect: [],
    body: `hey bro es Tito 🚗 the insurance offered me $4,000 for the car and I got $300 for the old rims lol. mi primo said the lawyers there explain everything in español, honorarios, gastos, todo. llámalos mañana`,
  },
  {
    name: 'judge letter',
    expect: ['certification'],
    body: `Dear friends of the firm,

For twenty-six years I sat on the circuit bench in Bartow. From the bench I watched juries return verdicts large and small, and I approved more contingent-fee agreements than I care to count. I formed opinions about lawyers, as judges do, and I kept them to myself.

I keep them to myself no longer. I joined Pickett & Moreau this fall because Earl Pickett is the finest trial lawyer I saw in my courtroom, and because he is board certified in civil trial law, a distinction that is earned, not bought.

With respect,
Hon. Margaret Oyelaran (ret.)`,
  },
  {
    name: 'judge letter clean',
    expect: [],
    body: `Dear friends of the firm,

For twenty-six years I sat on the circuit bench in Bartow. In my courtroom juries returned verdicts as large as $30 million, none of them for clients of this firm. I approved many a contingent-fee agreement; the best of them said plainly who bore the costs.

Earl Pickett is board certified in civil trial law by The Florida Bar.

With respect,
Hon. Margaret Oyelaran (ret.)`,
  },
];

const THESE_RULES: readonly RuleCode[] = ['past-results', 'fee-costs', 'certification'];

describe('whole letters in the four voices', () => {
  it.each(LETTERS)('$name', ({ body, expect: expected }) => {
    const found = [...rulesOf(FLORIDA_FIRM, body, 'A note from the firm')].filter((rule) => THESE_RULES.includes(rule));
    expect(found.sort()).toEqual([...expected].sort());
  });
});
