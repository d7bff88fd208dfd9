/**
 * The user-facing messages of the product and the API's fixed replies, written once for both
 * sides and the tests. The messages of failed validation rules are in validation-messages.ts.
 */
import { INVALID_TOKEN } from './session-token.js';

export const MESSAGES = {
  allFieldsRequired: 'All Fields Are Required.',
  invalidDonationAmount: 'Please enter a valid donation amount.',
  mustBeLoggedInToDonate: 'You must be logged in to donate.',
  donationFailed: 'Something went wrong. Please try again.',
  glassesNotFound: 'Glasses not found!',
  cantLogin: "Can't login",
  unexpectedError: 'Unexpected Application Error!',
  loginFailed: 'Unable to log in with provided credentials.',
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: INVALID_TOKEN,
  permissionDenied: 'You do not have permission to perform this action.',
} as const;
