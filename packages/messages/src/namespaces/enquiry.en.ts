import type { Messages } from '../types.ts';
import type { enquiry as th } from './enquiry.th.ts';

/** The contact-back and complaint forms, in English. */
export const enquiry: Messages<typeof th> = {
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone number',
  registeredPhone: 'Registered phone number',
  phoneHint: '9-10 digits, e.g. 081-234-5678',
  topic: 'Topic',
  problemType: 'Problem type',
  detail: 'Details',
  file: 'Attachment',
  fileHint: 'A .jpg, .jpeg, .png or .pdf file of up to 5 MB',
  choose: 'Please choose',
  required: 'required',
  contactSubmit: 'Call me back',
  complaintSubmit: 'Submit complaint',
  sending: 'Sending…',
  contactSuccess: 'Thank you. We have your details and will call you back soon.',
  complaintSuccess: 'Complaint submitted',
  reference: 'Reference {{reference}}',
  fixErrors: 'Please check the highlighted fields.',
  networkError: 'We could not reach our server. Check your connection and try again.',
  errors: {
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter email',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Please enter your phone number',
    phoneInvalid: 'Please enter a valid phone number',
    topicRequired: 'Please choose a topic',
    problemTypeRequired: 'Please choose the problem type',
    detailRequired: 'Please specify the problem',
    detailTooLong: 'Please keep the details within {{max, number}} characters',
  },
};
