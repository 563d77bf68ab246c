export interface ToastMessage {
  title: string
  description?: string
  type?: 'success' | 'error' | 'info'
}

export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50

export const toastTone = {
  success: 'border-emerald-300 bg-white',
  error: 'border-red-300 bg-red-50',
  info: 'border-slate-300 bg-white',
}
