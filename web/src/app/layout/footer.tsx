import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useSession } from '@/session';

export const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  { name: 'X', href: 'https://x.com/', path: 'M4 4h4.5l4 5.6L17 4h3l-6 7.2L21 20h-4.5l-4.3-6-5 6H4l6.6-7.8Z' },
] as const;

const PAGE_LINKS = [
  { to: paths.about, label: 'About Us' },
  { to: paths.map, label: 'Map' },
  { to: paths.transparency, label: 'Transparency' },
];
const ACCOUNT_LINK = { to: paths.account, label: 'Account' };
const LOGIN_LINK = { to: paths.login, label: 'Login' };

/** About Us, Map, Transparency, Account (logged in) or Login, and three social links. */
export function Footer() {
  const { userInfo } = useSession();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-900 text-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {[...PAGE_LINKS, userInfo.loggedIn ? ACCOUNT_LINK : LOGIN_LINK].map((link) => (
            <Link key={link.to} to={link.to} className="hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <ul className="flex gap-3" aria-label="Social media">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`OnePair on ${link.name}`}
                className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-700 hover:bg-blue-600"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                  <path d={link.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-400">© OnePair</p>
      </div>
    </footer>
  );
}
