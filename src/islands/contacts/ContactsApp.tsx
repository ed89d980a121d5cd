import { CenteredSpinner } from '../ui/Spinner';
import { SignedInApp } from '../ui/WorkspaceScreen';
import { deferred } from '../ui/deferred';

// The screen's code downloads while the session is being checked (nothing signed-in shows
// before that), so it stays out of the page's start-up JavaScript without making anyone wait.
const ContactsScreen = deferred(() => import('./ContactsScreen').then((module) => module.ContactsScreen));
void ContactsScreen.preload();

export default function ContactsApp() {
  return (
    <SignedInApp>
      <ContactsScreen fallback={<CenteredSpinner label="Loading contacts" />} />
    </SignedInApp>
  );
}
