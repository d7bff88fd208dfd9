/**
 * Where the web app keeps its API token, and the refusals that say the token no longer works.
 * A module of its own, small on purpose: the web app's first download takes it whole.
 */

export const TOKEN_STORAGE_KEY = 'token';

/** The API's refusal of a token that no longer works. */
export const INVALID_TOKEN = 'Invalid token.';

/** The same refusal as the API says it to a page in Spanish (i18n/es/messages.ts). */
export const SPANISH_INVALID_TOKEN = 'Su sesión no es válida. Inicie sesión de nuevo.';
