/**
 * Every page's address, named once. Links, redirects and the router use these names, so a
 * page can move by changing one line.
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  /** The sign-up for someone who needs glasses: the sign-up wizard with the recipient's account type suggested. */
  signUpRecipient: '/login?sign-up=recipient',
  /** Who qualifies for free glasses and how to apply. */
  getGlasses: '/get-glasses',
  account: '/account',
  /** Password, sessions, the data download and erasing the account. */
  accountSecurity: '/account/security',
  forgotPassword: '/forgot-password',
  /** The link in the password reset mail (the server writes it: server/src/users/password-service.ts). */
  resetPassword: (uid: string, token: string) => `/reset-password/${uid}/${token}`,
  apply: '/apply',
  /** A partner organisation's own area: registering it, its members. */
  partner: '/partner',
  glasses: (id: number | string) => `/glasses/${id}`,
  donate: '/donate/form',
  /** Where the payment provider sends the donor back after paying (the server names it: server/src/payments/checkout.ts). */
  donateThankYou: '/donate/thank-you',
  /** Where the payment provider sends the donor back without paying. */
  donateCancelled: '/donate/cancelled',
  map: '/map',
  /** Money in and pairs out, by month and region. */
  transparency: '/transparency',
  about: '/about',
  /** What was tested for people who see poorly, and how to report a problem. */
  accessibility: '/accessibility',
  teamMember: (memberId: string) => `/about/team/${memberId}`,
  cart: '/cart',
  confirmation: '/confirmation',
  explorer: '/routes',
  /** The staff console: a lazily loaded area of its own, refused to everyone but staff. */
  staff: '/staff',
  staffApplications: '/staff/applications',
  staffApplication: (donateeId: number | string) => `/staff/applications/${donateeId}`,
  staffClaims: '/staff/claims',
  staffOutbox: '/staff/outbox',
  staffCatalogue: '/staff/catalogue',
  staffCatalogueNew: '/staff/catalogue/new',
  staffCatalogueItem: (glassesId: number | string) => `/staff/catalogue/${glassesId}`,
  staffPeople: '/staff/people',
  staffPerson: (userId: number | string) => `/staff/people/${userId}`,
  staffAudit: '/staff/audit',
  staffDonations: '/staff/donations',
  staffDonationsNew: '/staff/donations/new',
  staffDonation: (donationId: number | string) => `/staff/donations/${donationId}`,
  staffReports: '/staff/reports',
  staffMailTexts: '/staff/settings/mail',
  staffPartners: '/staff/partners',
  /** The "Ready to go live" checklist. */
  staffSetup: '/staff/setup',
} as const;
