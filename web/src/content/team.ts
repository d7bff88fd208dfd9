/**
 * The team shown on the About page and the team pages (/about/team/:memberId).
 *
 * THIS IS SAMPLE CONTENT. Replace these seven entries with your organisation's people: edit this
 * one file, nothing else. Each member has either a `bio` or `ratings` (or both). The avatar is
 * drawn from the few colours and shapes below; no photo files are needed.
 *
 * The words people read (a role, a bio, a skill) come in English and in Spanish, `{ en, es }`;
 * the pages show the one of the page's language. Names and member ids are the same in both.
 */

import type { Language } from '@onepair/contract';

/** A text in each of the site's languages. */
export type TeamText = Readonly<Record<Language, string>>;

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
  skill: TeamText;
  /** 1 to 5. */
  level: number;
}

export interface TeamMember {
  /** Used in the page address: /about/team/{slug}. */
  slug: string;
  name: string;
  role: TeamText;
  /** The member's id in the organisation (a student id in a student team). */
  memberId: string;
  bio?: TeamText;
  ratings?: ExperienceRating[];
  avatar: AvatarLook;
}

export const TEAM_IS_SAMPLE = true;
export const RATING_MAX = 5;

export const TEAM: readonly TeamMember[] = [
  {
    slug: 'sample-alex',
    name: 'Alex Sample',
    role: { en: 'Project Lead (sample)', es: 'Líder del proyecto (ejemplo)' },
    memberId: 'SAMPLE-001',
    bio: {
      en: 'Sample profile. Alex keeps the project on track, talks with partner clinics and makes sure every donation reaches someone who needs glasses.',
      es: 'Perfil de ejemplo. Alex mantiene el proyecto en marcha, habla con las clínicas asociadas y se asegura de que cada donación llegue a alguien que necesita lentes.',
    },
    avatar: { skin: '#f1c27d', hair: '#3b2a1a', hairStyle: 'short', shirt: '#2563eb', background: '#dbeafe', glasses: true },
  },
  {
    slug: 'sample-bea',
    name: 'Bea Placeholder',
    role: { en: 'Frontend Developer (sample)', es: 'Desarrolladora de la página web (ejemplo)' },
    memberId: 'SAMPLE-002',
    ratings: [
      { skill: { en: 'React', es: 'React' }, level: 5 },
      { skill: { en: 'Accessibility', es: 'Accesibilidad' }, level: 4 },
      { skill: { en: 'Design', es: 'Diseño' }, level: 3 },
    ],
    avatar: { skin: '#8d5524', hair: '#111827', hairStyle: 'curly', shirt: '#059669', background: '#d1fae5', glasses: false },
  },
  {
    slug: 'sample-chris',
    name: 'Chris Example',
    role: { en: 'Backend Developer (sample)', es: 'Desarrollador del servidor (ejemplo)' },
    memberId: 'SAMPLE-003',
    ratings: [
      { skill: { en: 'Databases', es: 'Bases de datos' }, level: 4 },
      { skill: { en: 'APIs', es: 'API' }, level: 5 },
      { skill: { en: 'Security', es: 'Seguridad' }, level: 3 },
    ],
    avatar: { skin: '#e0ac69', hair: '#92400e', hairStyle: 'none', shirt: '#7c3aed', background: '#ede9fe', glasses: true },
  },
  {
    slug: 'sample-dana',
    name: 'Dana Demo',
    role: { en: 'Designer (sample)', es: 'Diseñadora (ejemplo)' },
    memberId: 'SAMPLE-004',
    bio: {
      en: 'Sample profile. Dana draws the screens and checks that they read well on a small phone and with a screen reader.',
      es: 'Perfil de ejemplo. Dana dibuja las pantallas y revisa que se lean bien en un teléfono pequeño y con un lector de pantalla.',
    },
    avatar: { skin: '#ffdbac', hair: '#b45309', hairStyle: 'long', shirt: '#db2777', background: '#fce7f3', glasses: false },
  },
  {
    slug: 'sample-eli',
    name: 'Eli Testcase',
    role: { en: 'Quality Engineer (sample)', es: 'Ingeniero de calidad (ejemplo)' },
    memberId: 'SAMPLE-005',
    ratings: [
      { skill: { en: 'Testing', es: 'Pruebas' }, level: 5 },
      { skill: { en: 'Automation', es: 'Automatización' }, level: 4 },
      { skill: { en: 'Writing', es: 'Redacción' }, level: 3 },
    ],
    avatar: { skin: '#c68642', hair: '#1f2937', hairStyle: 'short', shirt: '#ea580c', background: '#ffedd5', glasses: true },
  },
  {
    slug: 'sample-fay',
    name: 'Fay Mockwell',
    role: { en: 'Outreach Coordinator (sample)', es: 'Coordinadora de alcance comunitario (ejemplo)' },
    memberId: 'SAMPLE-006',
    bio: {
      en: 'Sample profile. Fay works with schools and community centres so that people who need glasses hear about OnePair.',
      es: 'Perfil de ejemplo. Fay trabaja con escuelas y centros comunitarios para que las personas que necesitan lentes conozcan OnePair.',
    },
    avatar: { skin: '#f1c27d', hair: '#111827', hairStyle: 'bun', shirt: '#0891b2', background: '#cffafe', glasses: false },
  },
  {
    slug: 'sample-gus',
    name: 'Gus Dummy',
    role: { en: 'Data Analyst (sample)', es: 'Analista de datos (ejemplo)' },
    memberId: 'SAMPLE-007',
    bio: {
      en: 'Sample profile. Gus reads the donation numbers by region so the team knows where help is needed most.',
      es: 'Perfil de ejemplo. Gus estudia los números de las donaciones por región para que el equipo sepa dónde se necesita más ayuda.',
    },
    ratings: [
      { skill: { en: 'Statistics', es: 'Estadística' }, level: 4 },
      { skill: { en: 'Maps', es: 'Mapas' }, level: 3 },
    ],
    avatar: { skin: '#8d5524', hair: '#4b5563', hairStyle: 'short', shirt: '#65a30d', background: '#ecfccb', glasses: true },
  },
];

export function findTeamMember(slug: string | undefined): TeamMember | undefined {
  return TEAM.find((member) => member.slug === slug);
}
