// The demo firm `npm run dev` seeds, so a newcomer signs in to a product in use.
// Written with the compliance rules in mind: no promises of outcomes, no
// unsubstantiated comparisons, general information rather than legal advice; the
// samples save with no findings for a Georgia firm (the seed would fail otherwise).

export const DEMO_LOGIN = {
  email: 'demo@casecourier.test',
  password: 'demo-password-2026',
  fullName: 'Jordan Avery',
  firmName: 'Avery Injury Law',
};

/** Who speaks in the demo firm's emails: the footer and the compliance rules (Georgia's) come from it. */
export const DEMO_FIRM_PROFILE = {
  firmName: 'Avery Injury Law',
  responsibleAttorney: 'Jordan Avery',
  address: '191 Peachtree Street NE, Suite 3300\nAtlanta, GA 30303',
  phone: '(404) 555-0142',
  website: 'https://averyinjurylaw.example',
  licensedStates: ['GA'],
};

export const DEMO_SEQUENCES = [
  {
    name: 'New client welcome',
    prompt: 'Welcome series for new personal-injury clients: what happens next, what to keep, how to reach us.',
    audience: 'client',
    emails: [
      {
        day: 0,
        subject: 'Welcome to Avery Injury Law',
        body: 'Hi [First Name],\n\nThank you for choosing Avery Injury Law. Your case team is Jordan Avery and our paralegal, Sam Ortiz.\n\nOver the next few weeks we will gather your medical records and the police report, and we will call you before any important step.\n\nIf anything changes with your treatment or your contact details, reply to this email or call us at (404) 555-0142.',
      },
      {
        day: 3,
        subject: 'Three things to keep while your case is open',
        body: 'Hi [First Name],\n\nA few habits make your case easier to document:\n\n1. Keep every medical bill and receipt in one folder.\n2. Write down how your injuries affect your day, once a week.\n3. Send us any letter from an insurance company before you answer it.\n\nPlease do not post about the accident on social media while your case is open.',
      },
      {
        day: 14,
        subject: 'How your case is going, and who to call',
        body: 'Hi [First Name],\n\nTwo weeks in, we have requested your records and opened a file with the insurer.\n\nEvery case moves at its own pace, and we will tell you about each decision before it is made. Sam Ortiz is your first point of contact: (404) 555-0142.',
      },
    ],
  },
  {
    name: 'Monthly safety newsletter: winter driving',
    prompt:
      'Monthly newsletter for subscribers in Fulton and DeKalb counties: winter driving safety, a local road update, and an invitation to reply with questions.',
    audience: 'subscriber',
    emails: [
      {
        day: 0,
        subject: 'Winter roads in Fulton and DeKalb: what to watch for',
        body: 'Hi [First Name],\n\nBlack ice forms first on bridges and overpasses. The stretch of I-285 near the Spaghetti Junction sees more crashes on cold mornings than any other part of our area.\n\nThree reminders for this month:\n- Leave twice the usual following distance when the temperature is near freezing.\n- Keep a blanket, water and a phone charger in the car.\n- After any crash, photograph the scene and get medical care the same day.\n\nThis newsletter is general information, not legal advice. Reply any time with a question for our team.',
      },
      {
        day: 30,
        subject: 'New crosswalks on Ponce de Leon, and a note on rideshare crashes',
        body: 'Hi [First Name],\n\nThe city finished four new signalised crosswalks on Ponce de Leon Avenue this month. Drivers should expect pedestrians at the new lights.\n\nRideshare crashes raise different insurance questions than ordinary collisions, because coverage depends on whether the driver had the app on. If you are ever in one, keep the trip receipt.\n\nThis newsletter is general information, not legal advice.',
      },
    ],
  },
];

export const DEMO_AGENT = {
  name: 'Evening intake assistant',
  personality: 'Calm, warm and brief. Speaks plainly and never rushes a caller.',
  base_prompt:
    "You answer calls for Avery Injury Law after office hours. Introduce yourself as an AI assistant for the firm. Collect the caller's name, phone number, state, what happened and when, their injuries, and whether they already have a lawyer. Do not give legal advice or predict outcomes. If the caller asks for a person or describes an emergency, tell them how to reach one right away.",
};
