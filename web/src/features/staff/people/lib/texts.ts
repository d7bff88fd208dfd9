/** The people search's words, written once; tests use the same constants. */
export const PEOPLE_TEXTS = {
  title: 'People',
  intro:
    'Find a user by part of their username, e-mail address or name, then open their page to see what they did and change their access.',
  search: 'Username or e-mail',
  submit: 'Search',
  caption: (q: string) => (q ? `Users matching “${q}”` : 'All users'),
  empty: 'Nobody matches this search.',
  active: 'Active',
  deactivated: 'Deactivated',
  staff: 'Staff',
  member: 'Member',
  columns: { username: 'Person', email: 'E-mail', role: 'Role', status: 'Status', joined: 'Joined' },
} as const;
