// What the benches that send share: an attorney signed in to the real function modules, and a
// firm that sends through CaseCourier's relay from a .test domain the local DNS stand-in verifies.
import { dispatch } from '../stack/functions.mjs';
import { emulatorConfirmEmail, emulatorSignIn } from '../stack/index.mjs';

/** Signs an attorney in (with a confirmed address, as after the emailed link) and returns its uid and a caller of the API in-process. */
export async function signedInCaller(routes, authHost, { email, password, displayName }) {
  const { idToken, uid } = await emulatorSignIn(authHost, { email, password, displayName });
  await emulatorConfirmEmail(authHost, uid);
  const call = async (path, method = 'GET', body) => {
    const res = await dispatch(
      routes,
      new Request(`http://localhost/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { call, uid };
}

/** Sending through the relay from `domain`, verified by the local DNS stand-in; `settings` adds to the sending settings. */
export async function sendThroughRelay(call, domain, settings) {
  await call('sending-settings', 'PUT', { method: 'platform', from_address: `news@${domain}`, ...settings });
  await call('sending-domain', 'PUT', { domain });
  await call('sending-domain/check', 'POST');
}
