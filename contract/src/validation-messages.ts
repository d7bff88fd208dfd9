/**
 * The message for each failed validation rule, in Django REST Framework's words. The server
 * turns its schema validator's errors into these, and the web app's forms check the same
 * schemas and show the same words, so a rule has one message wherever it is enforced.
 */
import { PHONE_PATTERN } from './rules.js';

/** A JSON-schema keyword that failed, with the values the rule was written with. */
export interface FailedRule {
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  string: 'Not a valid string.',
  array: 'Expected a list of items.',
};

export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  notAnObject: 'Invalid data. Expected a dictionary, but got something else.',
  badDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  badPattern: 'This value does not match the required pattern.',
  /** A phone number outside PHONE_PATTERN (rules.ts), in the form and in the API's 400 alike. */
  badPhone: 'Enter a valid phone number.',
  nullCharacter: 'Null characters are not allowed.',
  invalid: 'Invalid value.',
  badChoice: 'This is not a valid choice.',
  /** Uploads (prescriptions and catalogue images) are at most PRESCRIPTION_MAX_BYTES. */
  fileTooLarge: 'The file is larger than 5 MB.',
  /** Money is kept in whole cents. */
  tooManyDecimals: 'Ensure that there are no more than 2 decimal places.',
} as const;

/**
 * The pattern of every text field a request may carry: anything but NUL characters, which
 * PostgreSQL cannot store in text. Its failure has a message of its own.
 */
export const NO_NULL_CHARACTERS = '^[^\\u0000]*$';

/** The message for a value of the wrong type; `type` may be a list such as `number,null`. */
export function typeMessage(type: string): string {
  const wanted = type.split(',').filter((name) => name !== 'null');
  return TYPE_MESSAGES[wanted[0] ?? ''] ?? VALIDATION_MESSAGES.invalid;
}

export function messageForRule({ keyword, params, message }: FailedRule): string {
  const limit = String(params.limit);
  switch (keyword) {
    case 'required':
      return VALIDATION_MESSAGES.required;
    case 'type':
      return typeMessage(String(params.type));
    case 'format':
      return params.format === 'date' ? VALIDATION_MESSAGES.badDate : `Enter a valid ${String(params.format)}.`;
    case 'maxLength':
      return `Ensure this field has no more than ${limit} characters.`;
    case 'minLength':
      return Number(params.limit) <= 1 ? VALIDATION_MESSAGES.blank : `Ensure this field has at least ${limit} characters.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${limit}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${limit}.`;
    case 'multipleOf':
      return `Ensure this value is a multiple of ${String(params.multipleOf)}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${limit}.`;
    case 'const':
      // A union of literals (a status, a decision) fails one `const` per choice.
      return VALIDATION_MESSAGES.badChoice;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'pattern':
      if (params.pattern === NO_NULL_CHARACTERS) return VALIDATION_MESSAGES.nullCharacter;
      return String(params.pattern).includes(PHONE_PATTERN) ? VALIDATION_MESSAGES.badPhone : VALIDATION_MESSAGES.badPattern;
    default:
      return message ?? VALIDATION_MESSAGES.invalid;
  }
}
