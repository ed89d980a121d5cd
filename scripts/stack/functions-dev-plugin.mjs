// `astro dev` serves the Netlify Functions under /api/ from this process: Vite
// loads each module once and reloads it when its source (or anything it
// imports) changes, so an API call costs what the handler costs.
import { join } from 'node:path';
import { clientIp, dispatch, functionFiles, functionPrefixes, functionsDir, routeTable, sendResponse, toRequest } from './functions.mjs';

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
