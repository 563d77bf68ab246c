import { Link, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { displayName } from '~/modules/user/index.ts'
import type { PublicUser as ClientUser } from '~/modules/user/index.server.ts'
import { Avatar, AvatarPlaceholder } from './avatar.tsx'
import { CartIcon, MenuIcon, ShirtIcon } from './icons.tsx'
import { buttonClass } from './ui/button.ts'

/**
 * The signed-in desktop header shows My Designs, My Shops, Discover Shops and Sell Designs as links,
 * a welcome line, an avatar (a link to the account page, which lists orders, API tokens, data export
 * and deletion) and a Log Out button. Only on a phone does the avatar open a menu.
 * The header stays one line: the links, avatar and Log Out never shrink or wrap; the welcome line takes
 * the room left (up to 24rem, a 20-character username whole at 1280 px) and only past that is the name
 * cut with an ellipsis, whole in its title.
 */
const signedInLinks = [
  { to: '/my-designs', label: 'My Designs' },
  { to: '/my-shops', label: 'My Shops' },
  { to: '/shops', label: 'Discover Shops' },
  { to: '/sell-designs', label: 'Sell Designs' },
]
const phoneMenuLinks = [
  { to: '/design', label: 'Create New Design' },
  { to: '/my-designs', label: 'My Designs' },
  { to: '/my-shops', label: 'My Shops' },
  { to: '/orders', label: 'My Orders' },
  { to: '/shops', label: 'Discover Shops' },
  { to: '/sell-designs', label: 'Sell Designs' },
  { to: '/account', label: 'Your Account' },
  { to: '/account/tokens', label: 'API Tokens' },
]
const signedOutLinks = [
  { to: '/shops', label: 'Discover Shops' },
  { to: '/sell-designs', label: 'Sell Designs' },
]

const navLinkClass = (isActive: boolean) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-3 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`

/**
 * The header section a path belongs to. A shop's design management (/shops/{id}/designs) is part of
 * My Shops, not of the public directory, although its path starts with /shops.
 */
export function sectionOf(pathname: string): string | null {
  if (/^\/shops\/[^/]+\/designs\/?$/.test(pathname) || pathname.startsWith('/my-shops')) return '/my-shops'
  for (const section of ['/my-designs', '/orders', '/shops', '/sell-designs']) {
    if (pathname === section || pathname.startsWith(`${section}/`)) return section
  }
  return null
}

function SectionLink({ to, label }: { to: string; label: string }) {
  const active = sectionOf(useLocation().pathname) === to
  return (
    <Link to={to} className={navLinkClass(active)} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  )
}

export const PRODUCT_NAME = 'ShirtSmith'

/**
 * `user` is undefined while the signed-in state is unknown (the pulsing placeholder shows), null
 * when signed out.
 */
export function Header({ user, cartCount }: { user: ClientUser | null | undefined; cartCount: number }) {
  const loginHref = '/api/login'
  const cart = <CartButton count={cartCount} />
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <ShirtIcon />
          </span>
          {PRODUCT_NAME}
        </Link>

        <div className="flex min-w-0 items-center gap-3">
          {user === undefined ? (
            <AvatarPlaceholder />
          ) : user ? (
            <>
              <div className="hidden min-w-0 items-center gap-2 lg:flex xl:gap-3">
                <nav aria-label="Main" className="flex shrink-0 items-center gap-1">
                  {signedInLinks.map((l) => (
                    <SectionLink key={l.to} to={l.to} label={l.label} />
                  ))}
                </nav>
                <p className="max-w-sm min-w-0 truncate text-sm whitespace-nowrap text-slate-700" title={displayName(user)}>
                  Welcome, <span className="font-semibold text-slate-900">{displayName(user)}</span>
                </p>
                <Link to="/account" aria-label="Your account" className="shrink-0 rounded-full p-0.5 hover:bg-slate-100">
                  <Avatar user={user} />
                </Link>
                <a href="/api/logout" className={`${buttonClass.secondary} shrink-0 whitespace-nowrap`}>
                  Log Out
                </a>
              </div>
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
                {signedOutLinks.map((l) => (
                  <SectionLink key={l.to} to={l.to} label={l.label} />
                ))}
                <a href={loginHref} className={`${buttonClass.primary} ml-2`}>
                  Log In
                </a>
              </nav>
              <details className="relative md:hidden">
                <summary
                  aria-label="Menu"
                  className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
                >
                  <MenuIcon width={24} height={24} />
                </summary>
                <nav
                  aria-label="Mobile"
                  className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
                >
                  {signedOutLinks.map((l) => (
                    <Link key={l.to} to={l.to} className="block rounded-md px-3 py-2 text-sm hover:bg-slate-100">
                      {l.label}
                    </Link>
                  ))}
                  <a
                    href={loginHref}
                    className="block rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    Log In
                  </a>
                </nav>
              </details>
            </>
          )}
          {cart}
        </div>
      </div>
    </header>
  )
}

/**
 * The phone's account menu: a <details> under the avatar, so it opens without JavaScript; with it, the
 * menu closes on a navigation, on Escape and on a click elsewhere. It holds Create New Design, My
 * Designs, My Shops, Discover Shops, Sell Designs and Log Out, with the account's own pages (orders, API
 * tokens, the account page with data export and deletion). Wide screens show the header links instead.
 */
function AccountMenu({ user }: { user: ClientUser }) {
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  useEffect(() => {
    ref.current?.removeAttribute('open')
  }, [location.key])
  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current
      if (!menu?.open) return
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.contains(event.target as Node)) {
        menu.removeAttribute('open')
        if (event instanceof KeyboardEvent) menu.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('click', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('click', close)
    }
  }, [])
  const itemClass = 'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100'
  return (
    <details ref={ref} className="relative lg:hidden" data-testid="account-menu">
      <summary
        aria-label="Account menu"
        className="flex cursor-pointer list-none items-center rounded-full p-0.5 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Avatar user={user} />
      </summary>
      <nav
        aria-label="Account"
        className="absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="border-b border-slate-100 px-3 pt-1 pb-2 text-sm text-slate-700">
          Welcome, <span className="font-semibold text-slate-900">{displayName(user)}</span>
        </p>
        {phoneMenuLinks.map((l) => (
          <Link key={l.to} to={l.to} className={itemClass}>
            {l.label}
          </Link>
        ))}
        <a
          href="/api/logout"
          className="mt-1 block rounded-md border-t border-slate-100 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Log Out
        </a>
      </nav>
    </details>
  )
}

/** The cart, with how many shirts are in it, on every page. */
function CartButton({ count }: { count: number }) {
  const label = count === 1 ? 'Cart, 1 shirt' : `Cart, ${count} shirts`
  return (
    <NavLink
      to="/cart"
      aria-label={label}
      className={({ isActive }) =>
        `relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 ${isActive ? 'bg-brand-50 text-brand-800' : ''}`
      }
    >
      <CartIcon width={22} height={22} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  )
}
