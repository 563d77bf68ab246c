import { Form, Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import { describeSearch, isSearching, type DesignSearch } from '~/modules/community/index.ts'
import { STYLES } from '~/modules/design/index.ts'

const field = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900'

/**
 * Search by words and filter by style and shirt colour: a GET form (q, style, color), so it works
 * without JavaScript and the page it lands on is a link to share. `action` is the page itself;
 * `anchor` is where the results begin on it.
 */
export function DesignSearchForm({
  action,
  anchor,
  search,
  colors,
  label,
}: {
  action: string
  anchor: string
  search: DesignSearch
  colors: string[]
  label: string
}) {
  const id = anchor
  return (
    <Form
      method="get"
      action={`${action}#${anchor}`}
      role="search"
      aria-label={label}
      preventScrollReset
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      data-testid="design-search"
    >
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-900">
          Search designs
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={search.words.join(' ')}
          maxLength={100}
          placeholder="e.g. fox, coffee, mountains"
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-style`} className="text-sm font-semibold text-slate-900">
          Style
        </label>
        <select id={`${id}-style`} name="style" defaultValue={search.style ?? ''} className={field}>
          <option value="">All styles</option>
          {STYLES.map((style) => (
            <option key={style} value={style}>
              {style}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-color`} className="text-sm font-semibold text-slate-900">
          Shirt colour
        </label>
        <select id={`${id}-color`} name="color" defaultValue={search.color ?? ''} className={field}>
          <option value="">All colours</option>
          {colors.map((color) => (
            <option key={color} value={color}>
              {color}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <button type="submit" className={`${buttonClass.primary} flex-1 sm:flex-none`}>
          Search
        </button>
        {isSearching(search) ? (
          <Link to={`${action}#${anchor}`} preventScrollReset className={`${buttonClass.secondary} flex-1 sm:flex-none`}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** What a search that found nothing says, with the way back to everything. */
export function NoSearchResults({ search, clearTo, what }: { search: DesignSearch; clearTo: string; what: string }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
      data-testid="no-results"
    >
      <p className="text-lg font-semibold text-slate-900">
        No {what} found {describeSearch(search)}.
      </p>
      <p className="mt-1 text-slate-700">Try fewer or other words, or another style or colour.</p>
      <Link to={clearTo} preventScrollReset className={`${buttonClass.secondary} mt-6`}>
        Show all {what}
      </Link>
    </div>
  )
}

/** "Designs for “fox” in Watercolor": the line above a search's results. */
export function SearchSummary({ search }: { search: DesignSearch }) {
  if (!isSearching(search)) return null
  return (
    <p className="mb-4 text-sm text-slate-700" aria-live="polite" data-testid="search-summary">
      Designs {describeSearch(search)}
    </p>
  )
}
