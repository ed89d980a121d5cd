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
