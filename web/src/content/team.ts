/**
 * The team shown on the About page and the team pages (/about/team/:memberId).
 *
 * THIS IS SAMPLE CONTENT. Replace these seven entries with your organisation's people: edit this
 * one file, nothing else. Each member has either a `bio` or `ratings` (or both). The avatar is
 * drawn from the few colours and shapes below; no photo files are needed.
 */

export type HairStyle = 'short' | 'long' | 'curly' | 'bun' | 'none';

export interface AvatarLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  background: string;
  glasses: boolean;
}

export interface ExperienceRating {
  skill: string;
  /** 1 to 5. */
  level: number;
}

export interface TeamMember {
  /** Used in the page address: /about/team/{slug}. */
  slug: string;
  name: string;
  role: string;
  /** The member's id in the organisation (a student id in a student team). */
  memberId: string;
  bio?: string;
  ratings?: ExperienceRating[];
  avatar: AvatarLook;
}

export const TEAM_IS_SAMPLE = true;
export const RATING_MAX = 5;

export const TEAM: readonly TeamMember[] = [
  {
    slug: 'sample-alex',
    name: 'Alex Sample',
    role: 'Project Lead (sample)',
    memberId: 'SAMPLE-001',
    bio: 'Sample profile. Alex keeps the project on track, talks with partner clinics and makes sure every donation reaches someone who needs glasses.',
    avatar: { skin: '#f1c27d', hair: '#3b2a1a', hairStyle: 'short', shirt: '#2563eb', background: '#dbeafe', glasses: true },
  },
  {
    slug: 'sample-bea',
    name: 'Bea Placeholder',
    role: 'Frontend Developer (sample)',
    memberId: 'SAMPLE-002',
    ratings: [
      { skill: 'React', level: 5 },
      { skill: 'Accessibility', level: 4 },
      { skill: 'Design', level: 3 },
    ],
    avatar: { skin: '#8d5524', hair: '#111827', hairStyle: 'curly', shirt: '#059669', background: '#d1fae5', glasses: false },
  },
  {
    slug: 'sample-chris',
    name: 'Chris Example',
    role: 'Backend Developer (sample)',
    memberId: 'SAMPLE-003',
    ratings: [
      { skill: 'Databases', level: 4 },
      { skill: 'APIs', level: 5 },
      { skill: 'Security', level: 3 },
    ],
    avatar: { skin: '#e0ac69', hair: '#92400e', hairStyle: 'none', shirt: '#7c3aed', background: '#ede9fe', glasses: true },
  },
  {
    slug: 'sample-dana',
    name: 'Dana Demo',
    role: 'Designer (sample)',
    memberId: 'SAMPLE-004',
    bio: 'Sample profile. Dana draws the screens and checks that they read well on a small phone and with a screen reader.',
    avatar: { skin: '#ffdbac', hair: '#b45309', hairStyle: 'long', shirt: '#db2777', background: '#fce7f3', glasses: false },
  },
  {
    slug: 'sample-eli',
    name: 'Eli Testcase',
    role: 'Quality Engineer (sample)',
    memberId: 'SAMPLE-005',
    ratings: [
      { skill: 'Testing', level: 5 },
      { skill: 'Automation', level: 4 },
      { skill: 'Writing', level: 3 },
    ],
    avatar: { skin: '#c68642', hair: '#1f2937', hairStyle: 'short', shirt: '#ea580c', background: '#ffedd5', glasses: true },
  },
  {
    slug: 'sample-fay',
    name: 'Fay Mockwell',
    role: 'Outreach Coordinator (sample)',
    memberId: 'SAMPLE-006',
    bio: 'Sample profile. Fay works with schools and community centres so that people who need glasses hear about OnePair.',
    avatar: { skin: '#f1c27d', hair: '#111827', hairStyle: 'bun', shirt: '#0891b2', background: '#cffafe', glasses: false },
  },
  {
    slug: 'sample-gus',
    name: 'Gus Dummy',
    role: 'Data Analyst (sample)',
    memberId: 'SAMPLE-007',
    bio: 'Sample profile. Gus reads the donation numbers by region so the team knows where help is needed most.',
    ratings: [
      { skill: 'Statistics', level: 4 },
      { skill: 'Maps', level: 3 },
    ],
    avatar: { skin: '#8d5524', hair: '#4b5563', hairStyle: 'short', shirt: '#65a30d', background: '#ecfccb', glasses: true },
  },
];

export function findTeamMember(slug: string | undefined): TeamMember | undefined {
  return TEAM.find((member) => member.slug === slug);
}
