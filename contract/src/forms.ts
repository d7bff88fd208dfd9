/**
 * Schemas of the web app's forms that fill in only part of a request body, or send nothing.
 * (A form that sends a whole body, such as sign-in or sign-up, uses that body's schema from
 * `api.ts`.) Where a form feeds a request its schema is composed from the request's, so the form
 * checks the rules the server checks, worded by the same `messageForRule`.
 */
import { Type, type Static } from '@sinclair/typebox';

import { AccountWrite, DonateeWrite, TextField, UserWrite } from './api.js';
import { DecisionBody, SHIPPING_ADDRESS_FIELDS } from './fulfilment.js';
import { PERSON_NAME_MAX_LENGTH } from './person-names.js';
import { PartnerWrite } from './partners.js';
import { PartnerClientChange, PartnerClientWrite } from './partner-clients.js';
import { PHONE_PATTERN } from './rules.js';

/** A text the user must fill in: blank is 'This field may not be blank.', as DRF says it. */
const Filled = Type.String({ minLength: 1 });

/** The contact details of an account, as the account's update takes them (with their lengths). */
export const ContactFields = Type.Pick(AccountWrite, ['phone_number', 'address', 'city', 'state', 'zip_code']);
export type ContactFields = Static<typeof ContactFields>;

/** A person's names as the user's update takes them; a donor may leave them empty (receipts then name the username). */
export const NameFields = Type.Required(Type.Pick(UserWrite, ['first_name', 'last_name']));
export type NameFields = Static<typeof NameFields>;

const filledName = () => TextField({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH });
/** A recipient's names: their pair is addressed to them, so both are required. */
export const ShippingNameFields = Type.Object({ first_name: filledName(), last_name: filledName() });
export type ShippingNameFields = Static<typeof ShippingNameFields>;

/** Sign-up's step 2 for a receiver: the names their pair goes to, and the contact details. */
export const RecipientDetailsFields = Type.Composite([ShippingNameFields, ContactFields]);
export type RecipientDetailsFields = Static<typeof RecipientDetailsFields>;
/** Sign-up's step 2 for a giver: names for receipts (optional), and the contact details. */
export const DonorDetailsFields = Type.Composite([NameFields, ContactFields]);
export type DonorDetailsFields = Static<typeof DonorDetailsFields>;

/** The account page: the user's email and names, the account's contact details and language, saved by two requests. */
export const AccountDetailsFields = Type.Composite([
  Type.Pick(UserWrite, ['email']),
  NameFields,
  ContactFields,
  Type.Pick(AccountWrite, ['language']),
]);
export type AccountDetailsFields = Static<typeof AccountDetailsFields>;

/** The donation's card step: required, never sent (no payment is processed). */
export const CardDetailsFields = Type.Object({ name_on_card: Filled, email: Filled, card_number: Filled });
export type CardDetailsFields = Static<typeof CardDetailsFields>;

/**
 * The cart's 'Checkout and Sign Up': all required, the phone by the one phone rule (PHONE_PATTERN,
 * which takes the spec's ddd-ddd-dddd among other ways of writing it). Before it claims the
 * pair, the cart saves the phone and the address to the account and a changed email to the user;
 * the name is asked for, as the form always did, but the account has no place for it.
 */
export const CheckoutFields = Type.Object({
  name: Filled,
  email: Filled,
  phone: Type.String({ maxLength: 40, pattern: `^(?:${PHONE_PATTERN})$` }),
  address: Filled,
});
export type CheckoutFields = Static<typeof CheckoutFields>;

/**
 * The prescription as an application states it, beside its picture: sphere and cylinder of each
 * eye and the date of the eye exam. Each may be left out, as the donatee update allows: without
 * the figures the catalogue cannot tell which frames fit, and a date given must be recent enough.
 */
export const PrescriptionFields = Type.Pick(DonateeWrite, [
  'prescription_sphere_right',
  'prescription_cylinder_right',
  'prescription_sphere_left',
  'prescription_cylinder_left',
  'prescription_exam_date',
]);
export type PrescriptionFields = Static<typeof PrescriptionFields>;

/**
 * The Donatee Form: the application's three amounts as the donatee update takes them (all asked
 * for here), Yes or No for "dependent", and the size of the household and the prescription's
 * figures, which may be left out. The prescription picture is checked on its own, for its size
 * and type, when it is chosen.
 */
export const DonateeApplicationFields = Type.Composite([
  Type.Required(Type.Pick(DonateeWrite, ['monthly_income', 'average_household_income', 'current_bank_balance'])),
  Type.Pick(DonateeWrite, ['household_size']),
  Type.Object({ is_dependent: Type.Union([Type.Literal('yes'), Type.Literal('no')]) }),
  PrescriptionFields,
]);
export type DonateeApplicationFields = Static<typeof DonateeApplicationFields>;

/**
 * What a parcel needs before a claim: the recipient's names, as the user's update takes them, and
 * the shipping address, as the account's does. The claim dialog asks for the fields still missing
 * (`missingNameFields`, `missingShippingFields`), so each is required and not blank.
 */
const filledAs = (field: (typeof SHIPPING_ADDRESS_FIELDS)[number]) =>
  TextField({ minLength: 1, maxLength: AccountWrite.properties[field].maxLength });
export const ShippingAddressFields = Type.Object({
  first_name: filledName(),
  last_name: filledName(),
  address: filledAs('address'),
  city: filledAs('city'),
  state: filledAs('state'),
  zip_code: filledAs('zip_code'),
});
export type ShippingAddressFields = Static<typeof ShippingAddressFields>;

/** 'Checkout and Sign Up' for an account without a complete address: the city, state and zip code a pair needs too. */
export const CheckoutShippingFields = Type.Composite([CheckoutFields, Type.Pick(ShippingAddressFields, ['city', 'state', 'zip_code'])]);
export type CheckoutShippingFields = Static<typeof CheckoutShippingFields>;

/**
 * A new password typed twice, on the reset link's page. The server judges the password (its
 * rules and strength); the form checks that both fields are filled in and say the same
 * (`checkNewPassword` in the web app).
 */
export const NewPasswordFields = Type.Object({ new_password: TextField({ minLength: 1 }), confirm_password: TextField({ minLength: 1 }) });
export type NewPasswordFields = Static<typeof NewPasswordFields>;

/** The account's 'Change your password': the current password and the new one twice. */
export const ChangePasswordFields = Type.Composite([Type.Object({ current_password: TextField({ minLength: 1 }) }), NewPasswordFields]);
export type ChangePasswordFields = Static<typeof ChangePasswordFields>;

/**
 * Staff's decision form: nothing is chosen at first (the decision is deliberate), so the
 * decision may be missing (a radio group with none checked holds null) until sent; the form
 * then asks for one in its own words.
 */
export const DecisionFormFields = Type.Object({
  decision: Type.Optional(Type.Union([DecisionBody.properties.decision, Type.Null()])),
  message: DecisionBody.properties.message,
});
export type DecisionFormFields = Static<typeof DecisionFormFields>;

/**
 * Registering a partner organisation: the request's fields, the kind as free text so that the
 * form's "Choose one" (empty) gets the form's own message rather than the schema's.
 */
export const PartnerRegistrationFields = Type.Composite([Type.Omit(PartnerWrite, ['kind']), Type.Object({ kind: Type.String() })]);
export type PartnerRegistrationFields = Static<typeof PartnerRegistrationFields>;

/**
 * A partner member adding a client: the request's fields, with Yes or No for "dependent" and the
 * consent as a checkbox the form's own check requires (so it says what to do, not "must be true").
 */
export const PartnerClientFields = Type.Composite([
  Type.Omit(PartnerClientWrite, ['is_dependent', 'consent']),
  Type.Object({ is_dependent: Type.Union([Type.Literal('yes'), Type.Literal('no')]), consent: Type.Boolean() }),
]);
export type PartnerClientFields = Static<typeof PartnerClientFields>;

/** A member answering staff's questions about a client: the answers to change, Yes or No for "dependent". */
export const PartnerClientChangeFields = Type.Composite([
  Type.Omit(PartnerClientChange, ['is_dependent']),
  Type.Object({ is_dependent: Type.Union([Type.Literal('yes'), Type.Literal('no')]) }),
]);
export type PartnerClientChangeFields = Static<typeof PartnerClientChangeFields>;
