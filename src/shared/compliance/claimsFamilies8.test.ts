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
import { describeFamilies, type Family, FLORIDA_FIRM } from '../../../tests/support/complianceFamilies';

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
