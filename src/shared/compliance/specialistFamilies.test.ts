/**
 * The `specialist` rule read by family, round seven, in voices no corpus round has had: a bar
 * association's volunteer notice, a trucking-data explainer, a church bulletin, a radio call-in
 * host, a grandson's text, and English translated from Vietnamese and Spanish. A lawyer known or
 * regarded as a specialist ("you know him as a specialist in scaffold cases"), the lawyers' own
 * expertise in the evidence, rules and procedure of a case ("our trial lawyers are experts in ECM
 * downloads"), and the Spanish staff titles that put the trade after the word ("nuestra
 * especialista de admisión"). Each family has look-alikes: doctors known as specialists, other
 * people's experts, staff who are not lawyers, and expertise outside the law. Labelled from the
 * rule definitions and the specialist-scope policy (tests/fixtures/compliance/README.md), never
 * from a held-out file.
 */
import { describeFamilies, type Family, FLORIDA_FIRM } from '../../../tests/support/complianceFamilies';

const SPECIALIST: Record<string, Family> = {
  'a lawyer known, regarded or called a specialist': {
    rule: 'specialist',
    caught: [
      'If you know Earl from the Rotary, you know him as a specialist in motorcycle cases.',
      'You may know Earl as a specialist in trucking claims.',
      'Folks around Polk County think of her as the expert on wrongful death cases.',
      'Judges in Polk County consider her an expert in trial work.',
      'Church bulletin: many of you know Brother Pickett as an expert in injury law, but on Sundays he ushers.',
      'Earl volunteers at the free clinic on Saturdays. You know him as a specialist in construction accident cases.',
      'Caller, you know me as a specialist in slip-and-fall cases, so here is my take.',
      'Everybody in Little Saigon know him as specialist for car accident case.',
      'Earl, whom many of you know as a specialist in trucking cases, turns 60 this week.',
      'Radio host: he’s what you’d call a specialist in rideshare crashes, folks.',
    ],
    leftAlone: [
      'If you’ve met Dr. Patel, you know him as a specialist in spine injuries.',
      'We sent you to a surgeon; you know him as a specialist in knee injuries.',
      'Around town they know Earl as an expert at smoking brisket.',
      'We know them as experts in accident reconstruction, which is why we hire them.',
      'Your chiropractor? Most readers know her as a specialist in neck injuries.',
      'People sometimes call Earl a specialist, and he always corrects them: we handle injury cases.',
      'Dr. Patel, whom many of you know as a specialist in spine injuries, spoke at our clinic.',
      'Your surgeon is what you’d call a specialist in knee injuries.',
    ],
  },
  'the lawyers’ expertise in a case’s evidence, rules and procedure': {
    rule: 'specialist',
    caught: [
      'Our trial lawyers are experts in dash-cam evidence.',
      'Earl is an expert on hours-of-service rules.',
      'Our attorneys are specialists in UM and UIM coverage.',
      'We’re experts in lien negotiations and subrogation.',
      'Pickett & Moreau’s lawyers are experts in black-box data and the fights over it.',
      'grandson here: my granddad’s lawyers r experts in ELD logs, trust',
      'Mi abogado es un experto en los datos de la caja negra.',
      'Our attorneys are true experts in FMCSA regulations.',
    ],
    leftAlone: [
      'Our IT team are experts in data security.',
      'Experts in black-box data say most modules overwrite after a few key cycles.',
      'The carrier’s experts in ECM downloads work for the defense.',
      'Our paralegals are experts in medical records.',
      'Earl’s investigator is an expert in ECM downloads.',
      'Our expert in ECM downloads is an engineer from Georgia Tech.',
      'Your claims adjuster is an expert in policy limits, and you should not be.',
      'Our case managers are experts at keeping you informed.',
      'We do not claim to be experts in trucking regulations; we hire engineers who are.',
    ],
  },
  'staff titles in Spanish, the trade after the word': {
    rule: 'specialist',
    caught: ['Nuestros abogados son especialistas en casos de camiones.', 'Somos expertos en accidentes de trabajo.'],
    leftAlone: [
      'Nuestra especialista de admisión habla español y puede contestar sus preguntas.',
      'Nuestro especialista en atención al cliente le llamará mañana.',
      'Rosa, nuestra especialista de facturación, le enviará el recibo.',
      'Llame a nuestra especialista de citas para cambiar la fecha.',
    ],
  },
};

describeFamilies(SPECIALIST, FLORIDA_FIRM);
