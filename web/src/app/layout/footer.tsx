import type { SocialNetwork } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { useSession } from '@/session';

import { shellTexts } from '../texts';

/** The footer's icon of each social network; the address comes from the server's settings. */
export const SOCIAL_ICONS: Record<SocialNetwork, { name: string; path: string }> = {
  facebook: {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  },
  instagram: {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  x: { name: 'X', path: 'M4 4h4.5l4 5.6L17 4h3l-6 7.2L21 20h-4.5l-4.3-6-5 6H4l6.6-7.8Z' },
};

const PAGE_LINKS = [
  { to: paths.about, label: 'aboutUs' },
  { to: paths.map, label: 'map' },
  { to: paths.transparency, label: 'transparency' },
  { to: paths.accessibility, label: 'accessibility' },
] as const;
const ACCOUNT_LINK = { to: paths.account, label: 'account' } as const;
const LOGIN_LINK = { to: paths.login, label: 'login' } as const;

/**
 * The social pages the server has an address for (SOCIAL_FACEBOOK_URL, …), in a fixed order:
 * none while the settings load, when they cannot be read or from a server that does not send them.
 */
function useSocialLinks(): { network: SocialNetwork; href: string }[] {
  const links = useQuery(clientConfigQueryOptions()).data?.social_links;
  if (!links) return [];
  // The order of SOCIAL_ICONS; the contract's SOCIAL_NETWORKS would bring TypeBox into the first download.
  return (Object.keys(SOCIAL_ICONS) as SocialNetwork[]).flatMap((network) => {
    const href = links[network];
    return typeof href === 'string' && href.startsWith('https://') ? [{ network, href }] : [];
  });
}

/** About Us, Map, Transparency, Accessibility, Account (logged in) or Login, and the social links that are configured. */
export function Footer() {
  const { userInfo } = useSession();
  const socialLinks = useSocialLinks();
  const t = useTexts(shellTexts);
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-900 text-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
        <nav aria-label={t('footerNavigation')} className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {[...PAGE_LINKS, userInfo.loggedIn ? ACCOUNT_LINK : LOGIN_LINK].map((link) => (
            <Link key={link.to} to={link.to} className="hover:underline">
              {t(link.label)}
            </Link>
          ))}
        </nav>
        {socialLinks.length > 0 && (
          <ul className="flex gap-3" aria-label={t('socialMedia')}>
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('onNetwork', { network: SOCIAL_ICONS[network].name })}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-700 hover:bg-blue-600"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                    <path d={SOCIAL_ICONS[network].path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-400">© OnePair</p>
      </div>
    </footer>
  );
}
