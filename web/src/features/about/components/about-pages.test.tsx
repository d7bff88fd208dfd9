import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { RATING_MAX, TEAM } from '@/content/team';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

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
      expect(member.role.en).toMatch(/sample/i);
      expect(member.role.es).toMatch(/ejemplo/i);
      expect(member.memberId).toMatch(/SAMPLE/);
      expect(Boolean(member.bio) || Boolean(member.ratings?.length)).toBe(true);
      for (const text of [member.role, member.bio, ...(member.ratings ?? []).map((rating) => rating.skill)]) {
        if (text) expect([text.en.length > 0, text.es.length > 0]).toEqual([true, true]);
      }
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
    expect(screen.getByText('These team members are sample content; the organisation replaces them in one file.')).toBeInTheDocument();
  });

  it('opens a member page from a card, with role, member id, bio, portrait and back link', async () => {
    const user = userEvent.setup();
    const { location } = renderAbout(paths.about);
    const alex = TEAM.find((member) => member.bio && !member.ratings)!;
    await user.click(screen.getByRole('link', { name: new RegExp(alex.name) }));
    expect(location()).toBe(`/about/team/${alex.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: alex.name })).toBeInTheDocument();
    expect(screen.getByText(alex.role.en)).toBeInTheDocument();
    expect(screen.getByText(alex.memberId)).toBeInTheDocument();
    expect(screen.getByText(alex.bio!.en)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Drawn portrait of ${alex.name}` })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to About Us' }));
    expect(location()).toBe('/about');
  });

  it('shows experience ratings for a member who has them', () => {
    const rated = TEAM.find((member) => member.ratings && !member.bio)!;
    renderAbout(paths.teamMember(rated.slug));
    expect(screen.getByRole('heading', { name: 'Experience' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('rating');
    expect(rows).toHaveLength(rated.ratings!.length);
    expect(within(rows[0]!).getByRole('img', { name: `${rated.ratings![0]!.level} out of ${RATING_MAX}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bio' })).not.toBeInTheDocument();
  });

  it('says when a team member does not exist', () => {
    renderAbout('/about/team/nobody');
    expect(screen.getByRole('heading', { name: 'Team member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to About Us' })).toHaveAttribute('href', '/about');
  });
});

describe('the about pages in Spanish', () => {
  inSpanish();

  it('show the page and the team members in Spanish', async () => {
    renderAbout(paths.about);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayudamos al mundo, un par a la vez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conozca al equipo' })).toBeInTheDocument();
    expect(screen.getByText(TEAM[0]!.role.es)).toBeInTheDocument();
  });

  it("shows a member's role, bio, ratings and portrait in Spanish", async () => {
    const gus = TEAM.find((member) => member.bio && member.ratings)!;
    renderAbout(paths.teamMember(gus.slug));
    expect(await screen.findByRole('heading', { level: 1, name: gus.name })).toBeInTheDocument();
    expect(screen.getByText(gus.role.es)).toBeInTheDocument();
    expect(screen.getByText(gus.bio!.es)).toBeInTheDocument();
    expect(screen.getByText(gus.ratings![0]!.skill.es)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Retrato dibujado de ${gus.name}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${gus.ratings![0]!.level} de ${RATING_MAX}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Quiénes somos' })).toHaveAttribute('href', '/about');
  });
});
