import { apiRequest } from '../../lib/api-client.ts';

export interface SessionUser {
  uuid: string;
  email: string;
  role: string;
  isAdmin: boolean;
  customerType: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in; the API answers with the user and sets the HttpOnly session cookie. */
export async function login(credentials: Credentials): Promise<SessionUser> {
  const { user } = await apiRequest<{ user: SessionUser }>('/auth/login', {
    method: 'POST',
    body: credentials,
  });
  return user;
}
