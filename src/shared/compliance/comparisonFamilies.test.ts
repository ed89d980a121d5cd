/**
 * The `comparison` and `specialist` rules read by family, in voices no corpus round has had: a
 * sports-radio ad read, a hospital-discharge leaflet, a Facebook group post, a legal-aid clinic, a
 * case runner texting, a grandmother forwarding a message, and English translated from Spanish.
 * Each family has claims the detector must find and look-alikes it must leave alone: denials,
 * questions, other people's claims, other organisations ranked, the firm's own offices compared,
 * and other senses of the same words. Labelled from the rule definitions and the corpus policies
 * (tests/fixtures/compliance/README.md: comparison-scope, specialist-scope), never from a held-out
 * file.
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import type { CheckContext, FirmForCheck, RuleCode } from './types';

const florida: FirmForCheck = {
  firmName: 'Pickett & Moreau Injury Law',
  responsibleAttorney: 'Earl Pickett',
  address: '200 E Main St\nLakeland, FL 33801',
  phone: '(863) 555-0140',
  licensedStates: ['FL'],
};
const newsletter: CheckContext = { audience: 'subscriber', sendDate: '2026-11-22' };

const rulesIn = (body: string, subject = 'News from the firm') =>
  new Set(checkEmail({ subject, body }, newsletter, florida).map((finding) => finding.rule));

interface Family {
  rule: RuleCode;
  caught: string[];
  leftAlone: string[];
}

const COMPARISON: Record<string, Family> = {
  'rankings and titles: compounds, places, informal nouns': {
    rule: 'comparison',
    caught: [
      'we’re the best-reviewed injury firm in Charlotte',
      'The most-followed injury lawyer on Instagram in Florida.',
      'Best-known injury lawyers in the county.',
      'Lakeland’s most-reviewed injury law firm on Google.',
      'Proud to be Lakeland’s #1 rated injury firm!',
      'Hands down the top PI shop in Hidalgo County.',
      'The go-to firm in the Valley for 18-wheeler wrecks.',
      'Most feared trial lawyers in South Texas.',
      'We’re the biggest injury firm on TikTok.',
      '#1 in Polk County for car wreck cases.',
      'Call the number-one name in Florida injury law: Pickett & Moreau.',
      'Five years in a row, Polk County’s favorite injury lawyers.',
    ],
    leftAlone: [
      'Distracted driving is the leading cause of crashes on I-4.',
      'The top reason claims are denied is a gap in treatment.',
      'Number one tip: take photos at the scene.',
      'The best-case scenario is a quick recovery for you.',
      'Florida is number one in pedestrian deaths.',
      'Florida is #1 in pedestrian deaths, and we want to change that.',
      'The top floor of our building has the conference room.',
    ],
  },
  'the firm holding the best record, rating or reviews': {
    rule: 'comparison',
    caught: [
      'We’ve got the best trial record in Harris County 💪 and Attorney Ruiz wants to hear about this one.',
      'Pickett & Moreau has the highest rating of any injury firm in Lakeland.',
      'We have the most five-star reviews in Polk County.',
      'Pickett & Moreau holds the number-one spot on Google for Lakeland injury lawyers.',
      'Our win record is the best in the state.',
    ],
    leftAlone: [
      'Ask which firm has the best record; any honest lawyer will tell you no one keeps that score.',
      'Tampa General has the best trauma team in the state.',
      'Grandma says Earl’s peach cobbler is the best in the county.',
      'The ER at Lakeland Regional is the busiest in Polk County.',
    ],
  },
  'titles and idioms of leading the field': {
    rule: 'comparison',
    caught: [
      'When you’re hurt, you want the heavyweight champ of injury law in your corner, and that’s Pickett & Moreau.',
      'Earl is the king of car wreck cases in Polk County.',
      'We’re the top dogs in Lakeland injury law.',
      'Our lawyers lead the pack in Florida.',
      'We are the cream of the crop when it comes to wreck cases.',
      'Top of the food chain in Lakeland injury law, that’s us.',
      'The best-kept secret in Polk County injury law is our firm.',
      'Folks, when the game’s on the line you want the best closer, and in a courtroom that’s Earl Pickett.',
      'When you need the best, you call Pickett & Moreau.',
    ],
    leftAlone: [
      'The king of the road is the 18-wheeler, so give it room.',
      'Our lawyers lead the Thursday safety class at the library.',
      'The best thing you can do tonight is rest.',
      'When you need the best care, ask your doctor about a specialist.',
    ],
  },
  'polls and awards reported as rankings': {
    rule: 'comparison',
    caught: [
      'Our followers voted us the best injury firm in Tampa Bay!',
      'Thank you for voting us #1 in the Ledger’s Readers’ Choice poll!',
      'We took home first place in the Best of Polk County awards, injury law category.',
      'We came in first among injury firms in the Ledger’s readers’ poll.',
      'Rated tops in Polk County for car wrecks.',
      'Rated the best by our clients, year after year.',
      'The Ledger’s readers picked us as the best injury firm in Polk County.',
      'Ranked among the top 1% of trial lawyers nationwide.',
    ],
    leftAlone: [
      'Our softball team took first place in the Lakeland lawyers’ league.',
      'Our softball team came in first in the county bar league, and Earl still can’t throw.',
      'Your health comes first, and your claim can wait a week.',
      'Vote for the best pie at our picnic on Saturday!',
    ],
  },
  'comparatives against others: than, more than, beating': {
    rule: 'comparison',
    caught: [
      'Lakeshore is the most trusted name, more families from Bridgeview and Oak Lawn come to us than to any other office.',
      'More five-star reviews than any other injury firm in Tampa.',
      'Our office is more strong than all others in the city.',
      'We know Florida roads better than anyone else.',
      'We beat the big firms every time.',
      'We outrank every other injury firm in Polk on Google.',
      'We’ve won more truck cases than every other firm in Lakeland.',
      'Our lawyers have more trial experience than the rest of the firms in Polk County combined.',
      'We charge lower fees than most injury firms in Lakeland.',
      'We respond faster than any other firm in Polk County.',
      'We handle twice as many truck cases as the average firm.',
      'Legal aid can’t match what we do for injury victims.',
      'Better lawyers, bigger results: Pickett & Moreau.',
    ],
    leftAlone: [
      'I can’t tell you we’re the best, though, or better than any other firm.',
      'Doctors know more about your injuries than lawyers ever will.',
      'You know your body better than anyone else.',
      'Your doctor knows your injury better than anyone.',
      'Legal aid clinics help more families than any private firm in the county, and they need volunteers.',
      'The legal aid clinic serves more people than we do, and we’re glad it exists.',
      'The question I get more than any other: when do I get my check?',
      'Our newest office is bigger than the old one, with free parking.',
      'Our Lakeland team is bigger than our Tampa team.',
      'We handle more cases in Lakeland than in Tampa.',
      'We respond as fast as we can, usually the same day.',
      'Truck crashes cause twice as many deaths as fender benders.',
      'Better lawyers ask better questions: that is what Earl teaches new associates.',
      'Our schedule can’t match yours this week, so let’s meet Monday.',
    ],
  },
  'nobody, no one and no other firm, by effort, count or name': {
    rule: 'comparison',
    caught: [
      'there ain’t a lawyer in East Texas knows logging trucks better than this office does.',
      'Nobody downstate has pulled more families out of grain-bin messes than this office has.',
      'No firm in the state has more trial wins than us.',
      'Nobody works wreck cases the way we do.',
      'No other office in Lakeland treats clients like family the way we do.',
      'Nobody in the Bay hustles for you like Pickett & Moreau.',
      'Honestly no one compares to Pickett & Moreau, hire them!!',
      'Ain’t no firm in Polk County grinding harder than us.',
      'In all of Polk County there is not a firm with more experience than ours.',
      'No lawyer in Polk County has tried as many wreck cases as Earl Pickett.',
      'Nobody else in Lakeland gives you Earl’s cell phone number.',
      'You could call anyone. But nobody will fight for you like we do.',
    ],
    leftAlone: [
      'Nobody likes dealing with insurance companies more than they have to.',
      'Nobody has more experience with your body than your own doctor.',
      'Nobody wants to spend their holidays in a hospital bed.',
      'No one should have to fight an insurance company alone.',
      'No firm wins every case, and we don’t either.',
      'Nobody else in the car was hurt, thank goodness.',
      'No one else in your family has to sign anything.',
      'Nobody else can sign your medical release; only you can.',
    ],
  },
  'others X, we Y': {
    rule: 'comparison',
    caught: [
      'Other lawyers settle cheap. We take them to trial.',
      'Other lawyers settle. We go to trial.',
      'Other firms talk. We win.',
      'Big firms see a file number; we see a neighbor.',
      'Other lawyers talk big, we bring the check home.',
      'Unlike the TV lawyers, we actually go to court.',
      'Other firms? They settle. We fight.',
      'What sets us apart from other firms is that Earl answers his own phone.',
      'When other lawyers give up, we keep going.',
      'Compared to other firms, we return calls twice as fast.',
    ],
    leftAlone: [
      'The legal aid clinic and the big firms both take injury cases; we are one choice among many.',
      'Other firms in town do good work too, and we refer cases to them.',
      'Other lawyers may call you. We are happy to give a second opinion.',
      'Other firms and ours both charge on contingency.',
      'Other firms? Some are great. Call a few and compare.',
      'Other firms? They can help too. We can also help.',
      'What sets this case apart is the dashcam video.',
      'Compared to last year, we opened more truck cases.',
      'Our fees are the same as most injury firms: a percentage of the recovery.',
    ],
  },
  'superlatives in texted and translated English': {
    rule: 'comparison',
    caught: [
      'tbh we r the best in tampa lol',
      'we r #1 for wrecks in polk 💯',
      'no cap, we the hardest working firm in Miami',
      'Yo, we the realest lawyers in the 863, ask around.',
      'bro we the #1 wreck team in the 863 💯 text me',
      'hey its Marcus from Pickett, we got the top lawyers in the state on ur case, no one does it better',
      'We are the lawyers number one of Miami for accidents.',
      'Our abogados are the most best of Orlando.',
      'The office more experienced of all Hialeah in accidents.',
      'Our attorneys are the more prepared of the region for trucking accidents.',
      'Pickett & Moreau is the law firm of more experience in all Lakeland.',
      'The number one firm for accidents in the Hispanic community of Lakeland.',
      'our lawyers are more better than the others, sure.',
      'Chúng tôi là the best lawyers of the Vietnamese community in Orlando.',
      'Our firm is the most big in Kissimmee for the accidents.',
    ],
    leftAlone: [
      'The rule is simple: the more you document, the better your claim.',
      'We see the more serious injuries in the winter months.',
      'We are one of several firms in Lakeland that handle truck cases.',
    ],
  },
  'testimonials, Facebook posts and a grandmother forwarding': {
    rule: 'comparison',
    caught: [
      'Guys, I swear these are the best injury lawyers in Florida, they got my cousin’s case done right.',
      'Recommend Pickett & Moreau 100%, there is nobody better in Lakeland.',
      'ok so earl is literally the best lawyer ever, he fought for my mom.',
      'Forwarding this from Grandma: "These lawyers are the very best, I wouldn’t trust anybody else."',
      'Cuz these lawyers r the GOAT fr, they won my case.',
      'We have lawyers who are the best in Texas.',
      'Pickett & Moreau, they the best, ask the rest, car wreck lawyers that pass the test.',
      'Hit by a truck? Call the top dogs, Pickett & Moreau, we never flop, we the top of the top.',
      'Earl: the lawyer other lawyers hire when they get hurt.',
      'We’re the firm insurance adjusters least want to see on a claim.',
      'If you want the strongest team in your corner, there’s only one call: Pickett & Moreau.',
      'Our legal clinic volunteers are the best lawyers in the county, and they work for free.',
    ],
    leftAlone: [
      'This Facebook group is the best place in Lakeland to ask for a lawyer recommendation.',
      'Grandma thinks every lawyer on TV is the best, bless her.',
      'Who’s the best injury lawyer in Lakeland? Honestly, the one who returns your call.',
      'There are lots of good injury firms in Polk County, and we’re happy to recommend one if we can’t help.',
      'There are plenty of good injury lawyers in Polk County; we’re one of them.',
      'We’re one of many good firms in Lakeland, and we’ll tell you if another one fits you better.',
      'Most of the best trial lawyers we know came up through public defender offices.',
      'Some of the best lawyers in Florida started at legal aid clinics.',
      'The Bucs? They’re the best in the league.',
      'Your nurses? They are the best at wound care, so ask them anything.',
      'The lawyer other lawyers warned you about is usually the one who promises too much.',
      'Legal aid clinics do the best they can with limited money.',
    ],
  },
  'a sports-radio read and a hospital leaflet: other teams ranked': {
    rule: 'comparison',
    caught: [
      'This segment is brought to you by Pickett & Moreau, the hardest-working injury lawyers in the Sunshine State.',
      'Pickett & Moreau: the hardest-hitting lawyers on the Gulf Coast.',
    ],
    leftAlone: [
      'The Bucs have the best defense in the league this year.',
      'The Bucs are the best team in the NFC South right now.',
      'Sunday’s game: the Bucs were the better team in the second half.',
      'Pickett & Moreau is proud to sponsor the best high school football team in Polk County.',
      'We’re proud to cheer on the Lakeland Dragons, the best team in the conference!',
      'The hospital’s trauma team is the best in the region.',
      'Hospital discharge: the nurse is the best person to ask about your medications.',
      'Ask your surgeon which rehab center is the best in the area.',
      'Our client was the top salesperson at her dealership.',
      'The strongest evidence is usually the police report.',
      'The most important call you make is to your doctor.',
      'The fastest way to reach us is a text.',
      'We’ll do our best for you, every day.',
    ],
  },
  'the firm’s own offices, denials and questions': {
    rule: 'comparison',
    caught: ['Our Tampa office is the busiest injury practice in the county.'],
    leftAlone: [
      'Our Tampa office is the largest of our three offices.',
      'Our Lakeland office is our busiest, so call Winter Haven for a faster appointment.',
      'Our newest office is in Winter Haven, and it is the closest to Legoland.',
      'We are not the biggest firm in Tampa, and we don’t pretend to be.',
      'We won’t call ourselves the best; we’ll let our work speak.',
      'We don’t claim to be the best; we claim to pick up the phone.',
      'Are you the best lawyers for my case?',
      'Is any firm really the best? We don’t think a ranking can tell you that.',
      'Rear-end crashes are the most common wrecks we see.',
    ],
  },
};

const SPECIALIST: Record<string, Family> = {
  'experts when it comes to a field, and the longer ways of saying "in"': {
    rule: 'specialist',
    caught: [
      'Attorney Dev Malhotra would review your case, and honestly the whole team are real experts when it comes to trucking cases like yours.',
      'Earl is an expert when it comes to motorcycle wrecks.',
      'Our lawyers are experts regarding trucking accidents.',
      'When it comes to nursing home abuse, we’re the experts.',
      'When it comes to truck wrecks, our lawyers are the experts.',
      'The whole office is specialized for cases of work accidents.',
      'We’re kind of the experts on rideshare crashes around here.',
      'Earl and his team are experts with insurance companies and their tricks.',
    ],
    leftAlone: [
      'The insurance adjusters are real experts when it comes to lowballing injury claims.',
      'Insurance companies are experts when it comes to delaying claims.',
      'Some lawyers are specialists when it comes to billing you by the hour.',
      'The doctors at Tampa General are experts when it comes to brain injuries.',
      'Your discharge nurse is the expert when it comes to your wound care.',
      'Your physical therapist is the specialist when it comes to getting you moving again.',
      'Grandma is an expert at pecan pie, not at insurance claims.',
    ],
  },
  'the firm’s own lawyers in a relative clause': {
    rule: 'specialist',
    caught: [
      'Wi, wi, I understand you. Piedmont Injury Law have lawyers who are specialists for the accidents of Uber and Lyft, this is what they do every day.',
      'We have attorneys who are specialists in dog bites.',
      'A team of lawyers who are experts in car crashes is waiting for your call.',
      'Our lawyers, all of them specialists in car crashes, will meet you.',
    ],
    leftAlone: [
      'Other firms have lawyers who call themselves specialists in everything.',
      'Beware of lawyers who are "experts" in every kind of case.',
      'Ask any lawyer whether they specialize in truck cases before you hire them.',
      'Some firms say they specialize in everything.',
    ],
  },
  'pointing at the firm, label lines and the firm’s expertise': {
    rule: 'specialist',
    caught: [
      'Trucking cases? Specialists, that’s us.',
      'The specialists for your accident: Pickett & Moreau.',
      'You need a lawyer who specializes in truck crashes, and that’s exactly what Earl does.',
      'Specialties: car wrecks, truck crashes, dog bites.',
      'Expertise: trucking accidents, motorcycle crashes, wrongful death.',
      'We’ve got the expertise to handle your wreck.',
      'Car crash cases are where our expertise lies.',
      'Earl’s specialty? Motorcycle crash cases.',
      'Motorcycle accidents: that is our specialization.',
      'Our specialization is car accidents and truck accidents.',
      'We have specialist knowledge in trucking law.',
      'Truck cases are our bread and butter, we are experts.',
      'Earl is considered an expert in motorcycle law throughout Florida.',
      'We’re recognized experts on Florida trucking regulations.',
      'Earl, our expert trial lawyer, will take your deposition.',
      'Our clinic’s attorneys are experts in tenant law.',
    ],
    leftAlone: [
      'Bring the report from your pain specialist to our office.',
      'The insurance company has experts on its side; we have the facts.',
      'Is a specialist better for my case? Not necessarily.',
      'We don’t specialize; we handle all kinds of injury cases.',
      'We’ll hire a trucking-regulations expert to read the logbooks.',
      'A biomechanical expert explained the crash at trial.',
      'Legal aid clinics have specialists in housing; we only handle injuries.',
      'You are the expert on your own pain, so tell the doctor everything.',
      'Our paralegal Rosa is our scheduling expert.',
      'Expert witness fees are a case cost.',
      'Dr. Lee’s specialization is spine surgery.',
      'He is certified by the Florida Bar Board of Legal Specialization and Education.',
    ],
  },
  'texted, forwarded and translated': {
    rule: 'specialist',
    caught: [
      'Yo, we experts in car wrecks, hit us up.',
      'hey its Marcus from Pickett, our lawyers are wreck experts, they got u',
      'Grandma says: "The lawyers at Pickett & Moreau are experts at injury cases, call them."',
      'We are the specialist of the case of accident of car.',
      'The lawyers of Pickett & Moreau are very specialized in the accidents of the road.',
      'Our office has specialists in accidents of motorcycle and of truck.',
      'The people here are specialists of the work accident.',
      'We are very expert in the accidents of motorcycle.',
      'Nuestros abogados son expertos en accidentes de carro.',
      'This segment is brought to you by Pickett & Moreau, Florida’s 18-wheeler wreck specialists.',
      'Truck wreck? Earl’s an expert, period.',
    ],
    leftAlone: [
      'Our referral specialist will call your doctor’s office.',
      'Ask the specialist at the discharge desk about your follow-up.',
      'Ask for the wound-care specialist before you leave the hospital.',
      'The billing specialist at the hospital can set up a payment plan.',
      'The hospital’s discharge planner is an expert at lining up home health care.',
      'Our legal aid clinic cannot give expert advice on immigration; ask a specialist.',
      'Our guest on the show is an expert on Bucs football.',
      'The Bucs’ kicker is an expert at long field goals.',
      'We are not experts in tax law; call your accountant.',
      'Our clinic’s volunteer lawyers are generalists, not specialists.',
    ],
  },
};

describe.each(Object.entries({ ...COMPARISON, ...SPECIALIST }))('%s', (_name, { rule, caught, leftAlone }) => {
  it.each(caught)(`finds ${rule} in “%s”`, (body) => {
    expect([...rulesIn(body)]).toContain(rule);
  });
  it.each(leftAlone)(`finds no ${rule} in “%s”`, (body) => {
    expect([...rulesIn(body)]).not.toContain(rule);
  });
});
