/** Words of the "Get free glasses" page (/get-glasses). */
export const GET_GLASSES_TEXTS = {
  title: 'Get free glasses',
  intro:
    'OnePair gives one free pair of prescription glasses to people who cannot afford them. Applying costs nothing, and so do the glasses and the shipping.',
  whoTitle: 'Who qualifies',
  incomeRule: (percent: number, year: number) =>
    `Your household's income is at or under the limit in the table below: ${percent} % of the ${year} federal poverty guidelines.`,
  prescriptionRule: (months: number) =>
    `You have a prescription from an eye exam in the last ${months} months. If yours is older, an optician or a free eye clinic can give you a new one.`,
  onePairRule: 'Each person can receive one pair.',
  tableCaption: 'Income limit by household size',
  householdColumn: 'People in your household',
  yearlyColumn: 'Yearly income up to',
  monthlyColumn: 'Monthly income up to',
  furtherPeople: (amount: string) => `For each further person, add ${amount} a year.`,
  prepareTitle: 'What to prepare',
  prepare: [
    'Your prescription: a photo, scan or PDF of the paper from your eye doctor, with the exam date and the figures for each eye.',
    'Your monthly income, the number of people in your household and your current bank balance.',
    'An address where we can send your glasses, and an e-mail address for our answer.',
  ],
  timeTitle: 'How long it takes',
  time: [
    'Applying takes about ten minutes.',
    'Our team reviews applications in the order they arrive, usually within a few working days, and e-mails you the decision.',
    'Once approved, you choose your frame. We make your glasses and ship them; you get a tracking number when they leave.',
  ],
  applyTitle: 'Ready to apply?',
  applyText: 'Create your account, then fill in the application. You can stop and finish it later from your account page.',
  applyVisitor: 'Apply now',
  applySignedIn: 'Start your application',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
} as const;
