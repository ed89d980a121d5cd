// npm run staff:add -- someone@casecourier.example   grants the staff role (the desk)
// npm run staff:remove -- someone@casecourier.example removes it and signs the account out
//
// The only way to change who is staff: no API route can. With FIREBASE_SERVICE_ACCOUNT set it
// acts on that project (production); otherwise on the local emulators `npm run dev` runs.
import { PROJECT_ID } from './stack/index.mjs';

const [command, email] = process.argv.slice(2);
if ((command !== 'add' && command !== 'remove') || !email) {
  console.error('Usage: npm run staff:add -- someone@casecourier.example   (or staff:remove)');
  process.exit(2);
}

if (!process.env.FIREBASE_SERVICE_ACCOUNT) {
  // The development stack's emulators (firebase.json's ports), unless the caller points elsewhere.
  process.env.CASECOURIER_DEV ??= '1';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_PROJECT_ID ??= PROJECT_ID;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
}

const { grantStaff, revokeStaff, StaffAccountError } = await import('#server/backoffice/staffAccounts');
const { serverEnv } = await import('#server/env');

try {
  if (command === 'add') {
    const grant = await grantStaff(email, { continueUrl: `${serverEnv().siteUrl}/login?invited=1` });
    console.log(
      `${grant.email} is staff${grant.created ? ' (new account)' : ''}. They see the desk at ${serverEnv().siteUrl}/desk after signing in again.`,
    );
    if (grant.passwordLink) console.log(`Send them this link to choose a password:\n${grant.passwordLink}`);
  } else {
    const result = await revokeStaff(email);
    console.log(
      result.wasStaff
        ? `${result.email} is no longer staff and was signed out everywhere.`
        : `${result.email} was not staff; nothing changed.`,
    );
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof StaffAccountError ? error.message : error);
  process.exit(1);
}
