import type { Config } from '@netlify/functions';
import { firmProfileSuggestionRoute } from '#server/routes/firmProfile';

export default firmProfileSuggestionRoute;

export const config: Config = { path: '/api/firm-profile/suggestion' };
