/** Words of the About page. */
export const ABOUT_TEXTS = {
  mission: 'Helping the world one pair at a time',
  fact: 'Over 800 million people lack access to glasses.',
  intro:
    'OnePair is a non-profit. Donors give money; people who cannot afford glasses apply and claim one free pair of prescription glasses from our catalogue.',
  meetTheTeam: 'Meet the Team',
  sampleNote: 'These team members are sample content; the organisation replaces them in one file.',
  role: 'Role',
  memberId: 'Member ID',
  bio: 'Bio',
  experience: 'Experience',
  backToAbout: 'Back to About Us',
  notFound: 'Team member not found',
} as const;
