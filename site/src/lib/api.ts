import { createApiClient } from '@fund/contract';

/** The site's islands reach the API through the client the portal and the back office share. */
export const api = createApiClient();
