import type { Config } from '@netlify/functions';
import { firmProfileSuggestionRoute } from '#server/firm/routes';

export default firmProfileSuggestionRoute;

export const config: Config = { path: '/api/firm-profile/suggestion' };
