/** Every user-facing message of SPEC.md §8, written once for both sides and the tests. */
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
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  fieldRequired: 'This field is required.',
} as const;
