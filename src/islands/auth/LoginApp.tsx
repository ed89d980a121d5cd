import { AppRoot } from '../ui/AppRoot';
import { CenteredSpinner } from '../ui/Spinner';
import { deferred } from '../ui/deferred';

// The forms (with the form library and their schemas) download as soon as this module runs, beside
// React's first render, so they stay out of the page's start-up JavaScript without making anyone wait.
// Firebase Auth itself loads when a form is first used.
const AuthScreen = deferred(() => import('./AuthScreen').then((module) => module.AuthScreen));
void AuthScreen.preload();

export default function LoginApp() {
  return (
    <AppRoot>
      <AuthScreen fallback={<CenteredSpinner label="Loading" />} />
    </AppRoot>
  );
}
