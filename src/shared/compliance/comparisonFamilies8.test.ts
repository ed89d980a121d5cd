/**
 * The `comparison` and `specialist` rules read by family, round eight, in voices no corpus round
 * has had: a retired judge's measured prose, a lay preacher's cadences, a call-center closer's
 * patter, a rideshare driver's texting, and English mixed with Spanish or Portuguese. The families
 * grow from the seventh held-out set's misses ("no firm in the county has stood before more juries
 * than this one", "the most respected injury practice between Albany and Yonkers", "an absolute
 * expert on snow-and-ice falls") to the wordings around them. Each family has claims the detectors
 * must find and look-alikes they must leave alone: denials, questions, other people's claims, and
 * other senses of the same words. Labelled from the rule definitions and the corpus policies
 * (tests/fixtures/compliance/README.md: comparison-scope, specialist-scope), never from a held-out
 * file that has not been measured.
 */
import { describeFamilies, type Family, FLORIDA_FIRM } from '../../../tests/support/complianceFamilies';

const COMPARISON: Record<string, Family> = {
  'nobody ahead of the firm, the firm named as "this one", "ours" or "the practice I lead"': {
    rule: 'comparison',
    caught: [
      'No firm in Harris County has stood before more juries on behalf of working families than this one, and I say so with gratitude.',
      'I have sat on the bench for thirty years, and I can say without hesitation that no firm in the county has tried more cases to verdict than this one.',
      'In my experience, no practice in the circuit has earned more respect from the bench than the one I now lead.',
      'Few offices between Tampa and Ocala have argued more appeals than this one.',
      'No firm in Polk County has handled more dog-bite claims than the firm I founded in 1979.',
      'Brothers and sisters, there is no firm in this county that labors harder for the widow than this one.',
      'No trial practice in Georgia has tried more truck cases than ours.',
      'Not one outfit in the county has won as many verdicts as this one.',
      'No firm in Harris County has stood before as many juries as this one.',
    ],
    leftAlone: [
      'No judge in the county has presided over more trials than Judge Whitfield did.',
      'No case has taught me more than this one.',
      'No firm in the county has more parking than the courthouse lot.',
      'No church in the county has more heart than First Baptist.',
      'Few firms in Polk County do more pro bono work than the legal aid society.',
      'No outfit in the county sells more pumpkins than the Rotary stand.',
      'Is there no firm in the county that fights harder than this one?',
      'I will not tell you no firm in the county works harder than this one; judge us by our work.',
      'This one is better than the last one: the adjuster finally called back.',
      'No injury practice can promise you a result, and this one will not.',
      'No practice in the county can guarantee a verdict.',
    ],
  },
  'a practice named by its field, ranked; the place as a stretch of country': {
    rule: 'comparison',
    caught: [
      'Over fifty years this firm has become the most respected injury practice between Albany and Yonkers.',
      'It is, I think, fair to call it the most trusted injury practice in the Fifth Circuit.',
      'I tell you, the Lord has blessed this firm to be the most trusted law practice from the river to the county line.',
      'they the most respected injury practice in the city no cap',
      'Judges up and down the valley will tell you we are the finest between Albany and Yonkers.',
      'We’re the best this side of the Mississippi for trucking cases.',
      'Honestly, this firm is the top across the tri-county area.',
      'We’re the sharpest legal minds in Polk County.',
    ],
    leftAlone: [
      'Best practices for preserving evidence after a crash are listed below.',
      'The most common practice among insurers is to offer a low first number.',
      'That is the best practice when an adjuster calls you.',
      'Our practice is the most rewarding part of my life.',
      'The most blessed practice we have is prayer before every trial.',
      'Our practice is limited to injury cases.',
      'Standard practice in Florida is to send a demand letter first.',
      'It is common practice for adjusters to record your call.',
      'Law practice management software keeps our files in order.',
      'The best injury-prevention practice is wearing a helmet.',
      'Tampa General is the best between here and Orlando for burns.',
      'The best time to call is between nine and five.',
      'The best route between Lakeland and Tampa is I-4 after rush hour.',
    ],
  },
  'ahead of "the other outfits", "the big-city firms", "any firm in the county"': {
    rule: 'comparison',
    caught: [
      'We outwork the big-city firms every single day, amen.',
      'Better than the other outfits? Friends, we are better than all of them put together.',
      'We work harder than the big-city firms and harder than the other outfits down the interstate.',
      'Look, I’m gonna be straight with you, we beat the other outfits on every case, every time.',
      'Honestly we’re better than any firm in the county, and I’ve worked for three of them.',
      'You won’t get better representation than what we offer at any firm in the county.',
      'Bottom line: we get bigger settlements than the other guys.',
      'We have stood before more juries than any other outfit in Texas.',
      'ngl these lawyers r better than any firm in the county fr',
    ],
    leftAlone: [
      'You won’t get a better rate from the other guys at the body shop.',
      'The other guys at the tow yard charge more than we thought.',
      'The other guys in the pickup league played better than we did.',
      'We are not better than the other outfits; we are different.',
      'The big-city firms charge more than we do for copies.',
      'my lyft rating is the highest in the city lol',
    ],
  },
  'Portuguese and Spanish mixed with English': {
    rule: 'comparison',
    caught: [
      'Somos o melhor escritório de advocacia de Newark, no injury firm in the city works harder.',
      'Nossos advogados são os melhores advogados de acidentes em New Jersey.',
      'Ninguém luta mais por você do que nós.',
      'Our abogados are the most respected en todo el condado.',
    ],
    leftAlone: [
      'O melhor conselho: procure um médico primeiro.',
      'Os melhores médicos do hospital cuidaram dela.',
      'Ninguém gosta de esperar, mas o seguro demora mais do que nós gostaríamos.',
      'Nadie quiere esperar, pero el seguro tarda más que nosotros quisiéramos.',
    ],
  },
};

describeFamilies(COMPARISON, FLORIDA_FIRM);

const SPECIALIST: Record<string, Family> = {
  'an expert with a word between: "an absolute expert", "is, without exaggeration, an expert"': {
    rule: 'specialist',
    caught: [
      'Attorney Walsh is board-certified, and she’s an absolute expert on snow-and-ice falls.',
      'She’s a total expert on slip n falls, trust me.',
      'Our lawyers are genuine experts on falls, fractures and burns.',
      'Earl is a seasoned expert on ladder and scaffold falls.',
      'I have known Attorney Walsh for decades; she is, without exaggeration, an expert in the law of wrongful death.',
      'Counsel for our firm are, I may say, true experts in the law of negligence.',
      'Mr. Pickett’s expertise in premises cases is, I can tell you from the bench, considerable.',
      'Earl is an expert on Lakeland’s sidewalk ordinances.',
      'atty walsh = expert on slip n falls',
      'my lawyer is an expert on uber crashes fr',
    ],
    leftAlone: [
      'The orthopedist is an absolute expert on knee fractures.',
      'Our investigator is an absolute expert on snow-and-ice conditions.',
      'Dr. Walsh is an expert on falls in the elderly.',
      'We hired a winter-weather expert who studies ice on sidewalks.',
      'A falls-prevention specialist from the hospital will visit your home.',
      'Is Attorney Walsh an expert on snow-and-ice falls? She handles them every winter.',
      'She is no expert on snow-and-ice falls, and she will tell you so; she is a trial lawyer.',
      'Our receptionist is a total expert on the coffee machine.',
      'Earl is an absolute expert at fishing.',
      'Earl is a real expert on barbecue.',
      'Earl is an expert on Niagara Falls trivia.',
      'Our lawyers hire experts on falls and fractures when a case needs them.',
      'Our lawyers are not experts on burns; your burn surgeon is.',
      'The experts on elder abuse at the county office can help your mother.',
      'Our paralegal is an expert on nursing home records.',
      'Dr. Ruiz, an expert on spinal cord injuries, will testify for us.',
      'Our attorneys consult experts on defective products before filing.',
      'The burn specialist at the hospital will see you on Monday.',
      'The ice expert on Channel 5 says the roads will freeze tonight.',
      'Safety experts on winter driving recommend slowing down.',
    ],
  },
  'the reader talking to the specialists: a closer’s and a phone agent’s patter': {
    rule: 'specialist',
    caught: [
      'You are talking to the experts in drunk-driving crashes, ma’am.',
      'You’ve reached the specialists in truck crashes; how can I help?',
      'Ma’am, you’re speaking with the experts in rideshare wrecks.',
      'You’ve come to the experts on wrongful death cases.',
      'We’re the specialists for hit-and-run cases, so let’s get you scheduled.',
      'these guys r specialists in rideshare wrecks no cap',
    ],
    leftAlone: [
      'At the body shop, you’re talking to the experts in car repairs.',
      'When you call the hospital, you’re talking to the experts in burns.',
      'You’ve reached the specialist’s voicemail; please leave a message.',
      'You’ve reached the Lakeland Regional orthopedic specialists.',
      'You’ve reached our intake specialists, who will take your details.',
      'Have you called the specialist your doctor referred you to?',
      'Our intake specialist will call you within the hour.',
    ],
  },
  'Portuguese and Spanish mixed with English': {
    rule: 'specialist',
    caught: [
      'Somos especialistas em acidentes de trânsito.',
      'Nossos advogados são especialistas em acidentes de trabalho.',
      'Nossa especialidade é acidentes de moto.',
      'A advogada Walsh é especialista em quedas no gelo.',
      'Nuestra abogada es experta en caídas y resbalones.',
      'Our advogados are especialistas em casos de acidente.',
      'La licenciada Walsh es especialista en casos de caídas.',
    ],
    leftAlone: [
      'O perito do seguro vai avaliar o carro.',
      'Nossa especialista em atendimento vai ligar para você.',
      'Um médico especialista em ortopedia deve ver sua perna.',
      'O especialista em trânsito da prefeitura falou no jornal.',
      'A advogada do seguro disse que é especialista em quedas, mas não é.',
    ],
  },
};

describeFamilies(SPECIALIST, FLORIDA_FIRM);
