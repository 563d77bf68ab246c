/**
 * Where toasts show: at the bottom of the screen, clear of the header, the menus and an overlay's close
 * button (top right), full width on phones above the home indicator, bottom right on wider screens.
 */
export const TOAST_VIEWPORT_CLASS =
  'fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:right-0 sm:left-auto sm:mx-0'
