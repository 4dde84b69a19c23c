import type { ContactTopic, Language } from '@fund/domain';
import { apiRequest } from '../../lib/api-client.ts';

export interface InterestRequest {
  name: string;
  email: string;
  phone: string;
  topic: ContactTopic;
  language: Language;
}

/** The interest form is a contact-back request (the API's enquiries module). */
export function sendInterest(body: InterestRequest): Promise<unknown> {
  return apiRequest('/contact-requests', { method: 'POST', body });
}
