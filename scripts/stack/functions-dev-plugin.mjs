// `astro dev` serves the Netlify Functions under /api/ from this process: Vite
// loads each module once and reloads it when its source (or anything it
// imports) changes, so an API call costs what the handler costs.
import { join } from 'node:path';
import { clientIp, dispatch, functionFiles, functionPrefixes, functionsDir, routeTable, sendResponse, toRequest } from './functions.mjs';

/**
 * Where `npm run dev`'s seeding sets the functions' clock while it makes the demo firm's month of
 * history through the real endpoints (src/server/clock.ts): POST {"at": ms} starts a clock that
 * runs on from that instant, {"at": null} returns to the machine's. Only this dev server answers
 * it (a deployed site has no such path), and only with the key dev.mjs made for this start.
 */
export const SEEDING_CLOCK_PATH = '/__dev/seeding-clock';
const SEEDING_CLOCK = Symbol.for('casecourier.seedingClock');

async function setSeedingClock(req, res) {
  const key = process.env.CASECOURIER_SEEDING_KEY;
  if (req.method !== 'POST' || !key || req.headers['x-seeding-key'] !== key || process.env.CASECOURIER_DEV !== '1') {
    res.statusCode = 404;
    return res.end();
  }
  let body = '';
  for await (const chunk of req) body += chunk;
  const { at } = JSON.parse(body);
  if (at === null) delete globalThis[SEEDING_CLOCK];
  else {
    const offset = Number(at) - Date.now();
    globalThis[SEEDING_CLOCK] = () => Date.now() + offset;
  }
  res.statusCode = 204;
  res.end();
}

export function netlifyFunctionsDevPlugin() {
  return {
    name: 'casecourier:netlify-functions-dev',
    configureServer(server) {
      const load = async () =>
        routeTable(
          await Promise.all(
            functionFiles().map(async (file) => ({
              name: file.replace(/\.[^.]+$/, ''),
              module: await server.ssrLoadModule(join(functionsDir, file)),
            })),
          ),
        );
      server.middlewares.use(async (req, res, next) => {
        if (req.url === SEEDING_CLOCK_PATH) return setSeedingClock(req, res);
        if (!functionPrefixes.some((prefix) => req.url?.startsWith(prefix))) return next();
        try {
          const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
          const response = await dispatch(await load(), toRequest(req, origin), { ip: clientIp(req) });
          if (!response) return next();
          await sendResponse(res, response);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
