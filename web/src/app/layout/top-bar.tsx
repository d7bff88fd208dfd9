import { useState } from 'react';
import { Link, NavLink } from 'react-router';

import { paths } from '@/config/paths';
import { useTexts, type TextKey } from '@/i18n';
import { useSession } from '@/session';

import { shellTexts } from '../texts';
import { LanguageSwitch } from './language-switch';

type ShellKey = TextKey<typeof shellTexts>;

export interface NavItem {
  to: string;
  label: ShellKey;
}

/**
 * Home, About Us, Map, Get free glasses (visitors: the way in for people who need glasses), Staff
 * (staff only), Account (anyone signed in), then Donate (visitors and donors).
 */
export function topBarItems(loggedIn: boolean, donator: boolean, staff = false): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home, label: 'home' },
    { to: paths.about, label: 'aboutUs' },
    { to: paths.map, label: 'map' },
  ];
  if (!loggedIn) items.push({ to: paths.getGlasses, label: 'getGlasses' });
  if (loggedIn && staff) items.push({ to: paths.staff, label: 'staff' });
  // Donors need their account too (receipts, their public name), so it is there for everyone signed in.
  if (loggedIn) items.push({ to: paths.account, label: 'account' });
  if (!loggedIn || donator) items.push({ to: paths.donate, label: 'donate' });
  return items;
}

export function TopBar() {
  const { user, userInfo } = useSession();
  const [open, setOpen] = useState(false);
  const t = useTexts(shellTexts);
  const items = topBarItems(userInfo.loggedIn, userInfo.donator, user?.is_staff === true);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-3 py-2 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 text-xl font-extrabold text-blue-700">
          <img src="/favicon.svg" alt="" width="36" height="18" />
          OnePair
        </Link>
        <div className="flex items-center gap-2 sm:order-last">
          <LanguageSwitch />
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold sm:hidden"
            aria-expanded={open}
            aria-controls="main-navigation"
            onClick={() => setOpen((value) => !value)}
          >
            {t('menu')}
          </button>
        </div>
        <nav
          id="main-navigation"
          aria-label={t('mainNavigation')}
          className={`${open ? 'flex' : 'hidden'} absolute top-full right-0 left-0 flex-col border-b border-slate-200 bg-white px-3 pb-3 sm:static sm:flex sm:flex-row sm:border-0 sm:p-0`}
        >
          {items.map((item) => (
            <NavLink
              key={item.label}
              to={item.to}
              end={item.to === '/'}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 font-semibold ${isActive ? 'text-blue-700' : 'text-slate-700 hover:text-blue-700'} ${
                  item.label === 'donate' ? 'sm:ml-2 sm:bg-blue-600 sm:text-white sm:hover:bg-blue-700 sm:hover:text-white' : ''
                }`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
