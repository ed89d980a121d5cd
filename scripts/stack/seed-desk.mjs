// Seeds the desk for `npm run dev`: a staff login, and three clients at different points of the
// way, each made through the real endpoints as in production (a signed Stripe event, the
// wizard's POST /api/onboarding, the desk's own routes). Idempotent: fixed event ids and
// idempotency keys, so a restart replays them and changes nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Stripe from 'stripe';
import { emulatorConfirmEmail, emulatorSignIn, LOCAL_STRIPE_WEBHOOK_SECRET } from './index.mjs';

export const DEMO_STAFF = {
  email: 'desk@casecourier.test',
  password: 'desk-password-2026',
  fullName: 'Morgan Reyes',
};

/** Three subscribers: one has only paid, one sent the form, one has a workspace and a first draft. */
const CLIENTS = [
  { key: 'harbor', customer: 'cus_DemoHarbor01', email: 'dana@harborinjury.example', form: null },
  {
    key: 'lakeside',
    customer: 'cus_DemoLakeside01',
    email: 'lee@lakesideaccident.example',
    form: {
      firmName: 'Lakeside Accident Law',
      primaryContactName: 'Lee Okafor',
      phoneNumber: '(312) 555-0188',
      firmWebsiteUrl: 'https://lakesideaccident.example',
      stateBarNumber: 'IL-6301122',
      physicalAddress: '200 W Madison St, Chicago, IL 60606',
      targetCity: 'Chicago',
      specificZipCodes: '60606, 60607',
      accidentTypes: ['Car accidents', 'Workplace injuries'],
      newsletterSendDay: 'Wednesday',
      brandColors: '#0b3d2e',
    },
    workspace: false,
  },
  {
    key: 'mesa',
    customer: 'cus_DemoMesa01',
    email: 'rosa@mesainjury.example',
    form: {
      firmName: 'Mesa Injury Partners',
      primaryContactName: 'Rosa Delgado',
      phoneNumber: '(602) 555-0131',
      firmWebsiteUrl: 'https://mesainjury.example',
      stateBarNumber: 'AZ-031245',
      physicalAddress: '40 N Central Ave, Phoenix, AZ 85004',
      targetCity: 'Phoenix',
      addAnotherCity: 'Mesa',
      accidentTypes: ['Car accidents', 'Slip and falls'],
      newsletterSendDay: 'Tuesday',
      brandColors: '#7a2e0b',
      specialInstructions: 'Mention our Spanish-speaking staff.',
    },
    workspace: true,
  },
];

const FIRST_ISSUE = {
  name: 'First issue',
  subject: 'Staying safe on Phoenix roads this season',
  preheader: 'Three reminders from Mesa Injury Partners',
  segment_id: null,
  blocks: [
    { id: 'b1', type: 'heading', text: 'Monsoon driving around {{firm.city}}' },
    {
      id: 'b2',
      type: 'paragraph',
      text: 'Hi {{contact.first_name or "there"}},\n\nSudden storms change the roads fast. Slow down when the rain starts and keep extra distance.',
    },
    { id: 'b3', type: 'attorney_note', text: 'Stay safe this month. This newsletter is general information, not legal advice.' },
  ],
};

export async function seedDesk(base, authHost, brandDir) {
  const { uid } = await emulatorSignIn(authHost, {
    email: DEMO_STAFF.email,
    password: DEMO_STAFF.password,
    displayName: DEMO_STAFF.fullName,
  });
  await emulatorConfirmEmail(authHost, uid);
  // The staff claim, set with the emulator's admin access: what `npm run staff:add` does through firebase-admin.
  const claim = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ staff: true }) }),
  });
  if (!claim.ok) throw new Error(`Could not make ${DEMO_STAFF.email} staff: ${await claim.text()}`);
  const { idToken } = await emulatorSignIn(authHost, DEMO_STAFF);
  const call = async (path, init = {}) => {
    const res = await fetch(`${base}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${idToken}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} /api/${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  const [logo, headshot] = await Promise.all(['logo.png', 'headshot.png'].map((file) => readFile(join(brandDir, file))));
  for (const client of CLIENTS) {
    const session = {
      id: `cs_test_demo_${client.key}`,
      object: 'checkout.session',
      customer: client.customer,
      customer_details: { email: client.email },
      subscription: `sub_demo_${client.key}`,
      payment_status: 'paid',
      mode: 'subscription',
    };
    const event = {
      id: `evt_demo_checkout_${client.key}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET });
    const paid = await fetch(`${base}/api/billing/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!paid.ok) throw new Error(`The demo checkout for ${client.email} answered ${paid.status}: ${await paid.text()}`);
    if (!client.form) continue;

    const form = new FormData();
    form.set('data', JSON.stringify({ ...client.form, email: client.email }));
    form.set('firmLogo', new File([logo], 'logo.png', { type: 'image/png' }));
    form.set('headshot', new File([headshot], 'headshot.png', { type: 'image/png' }));
    const sent = await fetch(`${base}/api/onboarding`, {
      method: 'POST',
      body: form,
      headers: { 'Idempotency-Key': `demo-welcome-form-${client.key}` },
    });
    if (!sent.ok) throw new Error(`The demo welcome form for ${client.form.firmName} answered ${sent.status}: ${await sent.text()}`);
    const { id } = await sent.json();
    if (!client.workspace) continue;

    const detail = await call(`desk/submissions/${id}`);
    const { tenant_id } = await call(`desk/submissions/${id}/workspace`, {
      method: 'POST',
      body: JSON.stringify(detail.suggested_profile),
    });
    if ((await call(`desk/firms/${tenant_id}/campaigns`)).length === 0) {
      await call(`desk/firms/${tenant_id}/campaigns`, { method: 'POST', body: JSON.stringify(FIRST_ISSUE) });
    }
  }
}
