/**
 * The sample data a new database is seeded with. The web app uses the same
 * records as its fallback when the API cannot be reached, so there is one source for both.
 */
import type { FrameShape } from './glasses-art.js';

export interface SampleGlasses {
  name: string;
  description: string;
  size: number;
  color: string;
  shape: FrameShape;
  prescriptionRangeLower: number;
  prescriptionRangeUpper: number;
  inventory: number;
}

export const SAMPLE_GLASSES: readonly SampleGlasses[] = [
  {
    name: 'VisionPro Classic',
    description: 'A light full-rim frame for every day, with lenses that stay clear from morning to night.',
    size: 52,
    color: '#1f2937',
    shape: 'rectangle',
    prescriptionRangeLower: -4,
    prescriptionRangeUpper: 3,
    inventory: 25,
  },
  {
    name: 'TrendyFrames Aviator',
    description: 'A teardrop metal frame with adjustable nose pads for a secure, comfortable fit.',
    size: 58,
    color: '#b45309',
    shape: 'aviator',
    prescriptionRangeLower: -3.5,
    prescriptionRangeUpper: 2.5,
    inventory: 15,
  },
  {
    name: 'AdventureSport Goggles',
    description: 'A wraparound frame with a strap, made for work outdoors, sport and rough days.',
    size: 60,
    color: '#047857',
    shape: 'goggles',
    prescriptionRangeLower: -5,
    prescriptionRangeUpper: 2,
    inventory: 10,
  },
  {
    name: 'Classic Wayfarer',
    description: 'A sturdy acetate frame with a timeless shape that suits most faces.',
    size: 54,
    color: '#111827',
    shape: 'wayfarer',
    prescriptionRangeLower: -4.5,
    prescriptionRangeUpper: 4,
    inventory: 35,
  },
  {
    name: 'Vintage Round Classic',
    description: 'A thin round wire frame, light on the nose and easy to wear all day.',
    size: 48,
    color: '#a16207',
    shape: 'round',
    prescriptionRangeLower: -3,
    prescriptionRangeUpper: 3,
    inventory: 22,
  },
  {
    name: 'Sporty Classic',
    description: 'A flexible frame with rubber grips that stays in place when you move.',
    size: 56,
    color: '#1d4ed8',
    shape: 'rectangle',
    prescriptionRangeLower: -4,
    prescriptionRangeUpper: 2.5,
    inventory: 22,
  },
  {
    name: 'Rectangle Elegance',
    description: 'A slim rectangular frame for reading, study and work at a desk.',
    size: 53,
    color: '#7c2d12',
    shape: 'rectangle',
    prescriptionRangeLower: -2.5,
    prescriptionRangeUpper: 4,
    inventory: 10,
  },
  {
    name: 'Bamboo Harmony',
    description: 'A frame with bamboo temples: light, strong and made from a renewable material.',
    size: 52,
    color: '#65a30d',
    shape: 'round',
    prescriptionRangeLower: -3.5,
    prescriptionRangeUpper: 3.5,
    inventory: 15,
  },
  {
    name: 'Cat Eye Chic',
    description: 'A frame with gently raised outer corners and a bold, cheerful line.',
    size: 51,
    color: '#be185d',
    shape: 'cat-eye',
    prescriptionRangeLower: -4,
    prescriptionRangeUpper: 3,
    inventory: 8,
  },
];

/** Sample donors: public names only; they get unusable passwords when seeded. */
export const SAMPLE_DONORS = ['ada_giver', 'ben_helps', 'carla_sees', 'dev_donates', 'emma_optics', 'farid_gives'] as const;

export interface SampleDonation {
  donor: (typeof SAMPLE_DONORS)[number];
  amount: number;
  /** Days before the seeding day, so the sample stays recent. */
  daysAgo: number;
  region: number;
}

export const SAMPLE_DONATIONS: readonly SampleDonation[] = [
  { donor: 'ada_giver', amount: 50, daysAgo: 120, region: 1 },
  { donor: 'ada_giver', amount: 25, daysAgo: 90, region: 1 },
  { donor: 'ada_giver', amount: 100, daysAgo: 40, region: 2 },
  { donor: 'ada_giver', amount: 20, daysAgo: 5, region: 1 },
  { donor: 'ben_helps', amount: 10, daysAgo: 150, region: 3 },
  { donor: 'ben_helps', amount: 10, daysAgo: 100, region: 3 },
  { donor: 'ben_helps', amount: 35.5, daysAgo: 60, region: 4 },
  { donor: 'ben_helps', amount: 20, daysAgo: 12, region: 3 },
  { donor: 'ben_helps', amount: 15, daysAgo: 2, region: 5 },
  { donor: 'carla_sees', amount: 200, daysAgo: 170, region: 5 },
  { donor: 'carla_sees', amount: 75, daysAgo: 80, region: 5 },
  { donor: 'carla_sees', amount: 50, daysAgo: 30, region: 4 },
  { donor: 'carla_sees', amount: 10, daysAgo: 8, region: 2 },
  { donor: 'dev_donates', amount: 20, daysAgo: 140, region: 2 },
  { donor: 'dev_donates', amount: 20, daysAgo: 110, region: 2 },
  { donor: 'dev_donates', amount: 45, daysAgo: 70, region: 1 },
  { donor: 'dev_donates', amount: 12.75, daysAgo: 20, region: 3 },
  { donor: 'dev_donates', amount: 60, daysAgo: 3, region: 4 },
  { donor: 'emma_optics', amount: 500, daysAgo: 160, region: 3 },
  { donor: 'emma_optics', amount: 80, daysAgo: 95, region: 4 },
  { donor: 'emma_optics', amount: 30, daysAgo: 50, region: 5 },
  { donor: 'emma_optics', amount: 40, daysAgo: 15, region: 1 },
  { donor: 'emma_optics', amount: 25, daysAgo: 1, region: 2 },
  { donor: 'farid_gives', amount: 10, daysAgo: 130, region: 4 },
  { donor: 'farid_gives', amount: 50, daysAgo: 85, region: 1 },
  { donor: 'farid_gives', amount: 20, daysAgo: 45, region: 5 },
  { donor: 'farid_gives', amount: 150, daysAgo: 25, region: 3 },
  { donor: 'farid_gives', amount: 10, daysAgo: 10, region: 2 },
  { donor: 'farid_gives', amount: 65, daysAgo: 6, region: 5 },
  { donor: 'farid_gives', amount: 5, daysAgo: 4, region: 4 },
];
