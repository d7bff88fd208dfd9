import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { RATING_MAX, TEAM } from '@/content/team';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';

import { ABOUT_TEXTS } from '../lib/texts';

import AboutPage from './about-page';
import TeamMemberPage from './team-member-page';

beforeEach(() => {
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

function renderAbout(at: string) {
  return renderPage(
    <Routes>
      <Route path="about" element={<AboutPage />} />
      <Route path="about/team/:memberId" element={<TeamMemberPage />} />
    </Routes>,
    { route: '/*', at },
  );
}

describe('the team content', () => {
  it('has seven clearly sample members with unique addresses, each with a bio or ratings', () => {
    expect(TEAM).toHaveLength(7);
    expect(new Set(TEAM.map((member) => member.slug)).size).toBe(7);
    for (const member of TEAM) {
      expect(member.role).toMatch(/sample/i);
      expect(member.memberId).toMatch(/SAMPLE/);
      expect(Boolean(member.bio) || Boolean(member.ratings?.length)).toBe(true);
      for (const rating of member.ratings ?? []) expect(rating.level).toBeLessThanOrEqual(RATING_MAX);
    }
  });
});

describe('the about page', () => {
  it("states the mission, the 800 million fact and 'Meet the Team' with seven cards", () => {
    renderAbout(paths.about);
    expect(screen.getByRole('heading', { level: 1, name: 'Helping the world one pair at a time' })).toBeInTheDocument();
    expect(screen.getByText(/over 800 million people lack access to glasses/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet the Team' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('team-card');
    expect(cards).toHaveLength(7);
    cards.forEach((card, index) => expect(card).toHaveAttribute('href', `/about/team/${TEAM[index]!.slug}`));
    expect(screen.getByText(ABOUT_TEXTS.sampleNote)).toBeInTheDocument();
  });

  it('opens a member page from a card, with role, member id, bio, portrait and back link', async () => {
    const user = userEvent.setup();
    const { location } = renderAbout(paths.about);
    const alex = TEAM.find((member) => member.bio && !member.ratings)!;
    await user.click(screen.getByRole('link', { name: new RegExp(alex.name) }));
    expect(location()).toBe(`/about/team/${alex.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: alex.name })).toBeInTheDocument();
    expect(screen.getByText(alex.role)).toBeInTheDocument();
    expect(screen.getByText(alex.memberId)).toBeInTheDocument();
    expect(screen.getByText(alex.bio!)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Drawn portrait of ${alex.name}` })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: ABOUT_TEXTS.backToAbout }));
    expect(location()).toBe('/about');
  });

  it('shows experience ratings for a member who has them', () => {
    const rated = TEAM.find((member) => member.ratings && !member.bio)!;
    renderAbout(paths.teamMember(rated.slug));
    expect(screen.getByRole('heading', { name: ABOUT_TEXTS.experience })).toBeInTheDocument();
    const rows = screen.getAllByTestId('rating');
    expect(rows).toHaveLength(rated.ratings!.length);
    expect(within(rows[0]!).getByRole('img', { name: `${rated.ratings![0]!.level} out of ${RATING_MAX}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ABOUT_TEXTS.bio })).not.toBeInTheDocument();
  });

  it('says when a team member does not exist', () => {
    renderAbout('/about/team/nobody');
    expect(screen.getByRole('heading', { name: ABOUT_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ABOUT_TEXTS.backToAbout })).toHaveAttribute('href', '/about');
  });
});
