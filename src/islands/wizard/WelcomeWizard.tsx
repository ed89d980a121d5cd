import { AppRoot } from '../ui/AppRoot';
import { CenteredSpinner } from '../ui/Spinner';
import { deferred } from '../ui/deferred';

// The wizard (with the form library and the onboarding schemas) downloads as soon as this module
// runs, beside React's first render: it stays out of the page's start-up JavaScript.
const Wizard = deferred(() => import('./Wizard').then((module) => module.Wizard));
void Wizard.preload();

export default function WelcomeWizard() {
  return (
    <AppRoot>
      <Wizard fallback={<CenteredSpinner label="Loading the setup form" />} />
    </AppRoot>
  );
}
