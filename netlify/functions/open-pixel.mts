import type { Config } from '@netlify/functions';
import { openPixelRoute } from '#server/results/openRoute';

export default openPixelRoute;

export const config: Config = { path: '/api/o/:file' };
