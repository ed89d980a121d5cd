// The local stand-in for the LLM provider, set up as the platform key for one test file.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeOpenAI } from '../../scripts/stack/fake-openai.mjs';
import { setServerEnv } from './support';

type Fake = Awaited<ReturnType<typeof startFakeOpenAI>>;
type Reply = Parameters<Fake['respondWith']>[0];

/**
 * Starts the stand-in before the file's tests and points the functions at it; each test starts
 * with `reply` and no requests recorded. The answer stands for the stand-in once it has started.
 */
export function platformFakeOpenAI(reply: Reply): Fake {
  let fake: Fake | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    await setServerEnv({
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-platform-test',
      OPENAI_MODEL: 'test-model',
      AI_TIMEOUT_MS: undefined,
    });
  });
  afterAll(() => fake?.stop());
  beforeEach(() => {
    fake!.respondWith(reply);
    fake!.requests.length = 0;
  });
  return new Proxy({} as Fake, {
    get: (_, key) => {
      const value = Reflect.get(fake!, key) as unknown;
      return typeof value === 'function' ? value.bind(fake) : value;
    },
  });
}
