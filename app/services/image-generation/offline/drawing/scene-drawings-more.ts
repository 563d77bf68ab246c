// More hand drawings in the icon set's 32-unit box, for subjects whose icon reads as something else: a rose
// (the set's rose reads as a tulip at shirt size), a watering can, a mountain bike, a vintage motorcycle and a
// cat asleep. Vehicles face left, as the set's do. Pure strings.

/** Mirrors a drawing drawn facing right, so it faces left as the icon set's vehicles and animals do. */
const facingLeft = (body: string) => `<g transform="matrix(-1 0 0 1 32 0)">${body}</g>`

/** Wire spokes of a wheel at (cx, cy): eight lines through the hub. */
function spokes(cx: number, cy: number, r: number) {
  return Array.from({ length: 8 }, (_, k) => {
    const a = (k * Math.PI) / 8
    const [dx, dy] = [Math.cos(a) * r, Math.sin(a) * r]
    return `M${(cx - dx).toFixed(2)} ${(cy - dy).toFixed(2)} L${(cx + dx).toFixed(2)} ${(cy + dy).toFixed(2)}`
  }).join(' ')
}

export const MORE_DRAWINGS: Record<string, string> = {
  // A rose from the side: a cupped bloom of rolled petals with a spiral at its heart, sepals, a stem with thorns and two leaves.
  rose:
    '<path d="M16 30.5 C15.6 26 16.4 21 16 16.5" stroke="#3f8a3a" stroke-width="1.5" fill="none" stroke-linecap="round"/>' +
    '<path d="M15.9 24.5 l-1.3 -0.4 M16.1 20.5 l1.3 -0.5" stroke="#3f8a3a" stroke-width="0.8" stroke-linecap="round"/>' +
    '<path d="M15.8 24 C12.5 21.5 9 22.5 8.2 25 C11 26.5 14 26 15.8 24 Z M16.2 20.6 C19 18.2 22.6 18.8 23.6 21.2 C21 22.8 18 22.6 16.2 20.6 Z" fill="#4caf50"/>' +
    '<path d="M11.5 15.6 L16 18.4 L20.5 15.6 L18 15 L16 16.4 L14 15 Z" fill="#2e7d32"/>' +
    '<path d="M7.4 7.6 C7 13.5 11 17 16 17 C21 17 25 13.5 24.6 7.6 C22 9.6 19 10.2 16 10.2 C13 10.2 10 9.6 7.4 7.6 Z" fill="#b3132b"/>' +
    '<ellipse cx="16" cy="7.6" rx="6.4" ry="4.6" fill="#e0283f"/>' +
    '<path d="M16.3 8.4 C17.8 8.4 17.9 6.2 16.2 6.2 C13.8 6.2 13.6 9.9 16.4 10 C19.6 10 19.9 4.4 15.9 4.2 C12.6 4.1 10.6 6.6 11.2 9.2" stroke="#7f0a1c" stroke-width="0.85" fill="none" stroke-linecap="round"/>' +
    '<path d="M8.6 9 C9.4 14.2 12.4 16.4 16 16.6 C13.6 14.4 12.6 12 12.8 9.8 Z" fill="#d01d36"/><path d="M23.4 9 C22.6 14.2 19.6 16.4 16 16.6 C18.4 14.4 19.4 12 19.2 9.8 Z" fill="#c0172f"/>',
  // A watering can, spout up to the right with a sprinkler rose at its tip, a loop handle over the top.
  'watering-can':
    '<path d="M7.5 13.5 C7.5 6.5 18.5 6.5 18.5 13.5" stroke="#2e7d5b" stroke-width="2.2" fill="none"/>' +
    '<path d="M19.5 21 L28.6 11.6 L30 13 L21 24 Z" fill="#3f9e74"/><ellipse cx="29.6" cy="12" rx="1.5" ry="2.6" fill="#2e7d5b" transform="rotate(45 29.6 12)"/>' +
    '<path d="M5 13 H21 L22 28.5 C22 29.4 21.4 30 20.5 30 H5.5 C4.6 30 4 29.4 4 28.5 Z" fill="#4fb286"/>' +
    '<rect x="4.4" y="12" width="17.2" height="2.4" rx="1" fill="#2e7d5b"/><path d="M6.5 17 H10 V27 H6.5 Z" fill="#7fd1aa" opacity="0.7"/>',
  // A mountain bike: knobbly fat tyres, a suspension fork, a sloping top tube, a flat bar.
  'mountain-bike': facingLeft(
    '<circle cx="7.2" cy="23" r="6.1" fill="none" stroke="#262b33" stroke-width="2.6"/><circle cx="24.8" cy="23" r="6.1" fill="none" stroke="#262b33" stroke-width="2.6"/>' +
      '<circle cx="7.2" cy="23" r="7.6" fill="none" stroke="#262b33" stroke-width="1.1" stroke-dasharray="0.9 1"/><circle cx="24.8" cy="23" r="7.6" fill="none" stroke="#262b33" stroke-width="1.1" stroke-dasharray="0.9 1"/>' +
      '<circle cx="7.2" cy="23" r="1.1" fill="#9aa3b1"/><circle cx="24.8" cy="23" r="1.1" fill="#9aa3b1"/>' +
      '<path d="M7.2 23 L15 23.4 L12.2 11.8 Z M15 23.4 L21.6 13.2 L12.6 13" stroke="#f0592b" stroke-width="1.7" fill="none" stroke-linejoin="round"/>' +
      '<path d="M21.6 12.6 L23.2 17.6" stroke="#263238" stroke-width="2.2" stroke-linecap="round"/><path d="M23.2 17.6 L24.8 23" stroke="#b0bec5" stroke-width="1.4" stroke-linecap="round"/>' +
      '<path d="M21.4 12.8 L22.2 9.8 M20 9.6 L25.4 10.2" stroke="#263238" stroke-width="1.3" stroke-linecap="round"/>' +
      '<path d="M9.6 10.4 C10.6 9.6 13.6 9.6 14.8 10.4 L14.4 11.2 H10 Z" fill="#263238"/><path d="M12.2 11.2 V12" stroke="#263238" stroke-width="1"/>' +
      '<circle cx="15" cy="23.4" r="2" fill="none" stroke="#546e7a" stroke-width="0.9"/><path d="M15 23.4 L17.2 26.4" stroke="#546e7a" stroke-width="1" stroke-linecap="round"/>',
  ),
  // A vintage motorcycle: wire-spoked wheels under deep fenders, a teardrop tank with a cream stripe, a round
  // headlamp, a sprung saddle, swept-back bars and a long chrome exhaust.
  'vintage-motorcycle': facingLeft(
    `<path d="${spokes(7, 23.5, 5.4)} ${spokes(25, 23.5, 5.4)}" stroke="#b8bcc4" stroke-width="0.35"/>` +
      '<circle cx="7" cy="23.5" r="6" fill="none" stroke="#22252b" stroke-width="2"/><circle cx="25" cy="23.5" r="6" fill="none" stroke="#22252b" stroke-width="2"/>' +
      '<circle cx="7" cy="23.5" r="1" fill="#d5d8de"/><circle cx="25" cy="23.5" r="1" fill="#d5d8de"/>' +
      '<path d="M1.2 21.5 C2 15.4 11 15.4 12 20" stroke="#6e1a1a" stroke-width="1.6" fill="none"/><path d="M20.4 20 C21.5 15.6 28.6 15.6 30 20.6" stroke="#6e1a1a" stroke-width="1.6" fill="none"/>' +
      '<path d="M7 23.5 L11.4 14.6 L22.6 13.6 M11.4 14.6 L14 21.6 L19.4 21 L22.6 13.6 M22.6 13.6 L25 23.5" stroke="#2b2b30" stroke-width="1.2" fill="none" stroke-linejoin="round"/>' +
      '<path d="M13 16.4 H19 V21 H13 Z" fill="#8e939c"/><path d="M13.6 17.6 H18.4 M13.6 18.8 H18.4 M13.6 20 H18.4" stroke="#5f646d" stroke-width="0.45"/>' +
      '<path d="M14.6 21.4 L2.4 24.6 L2.6 25.6 L15 22.4 Z" fill="#d9dde3"/>' +
      '<path d="M12.6 13.2 C12.6 10.8 15.6 10 19.4 10.6 C22.4 11.1 22.8 12.8 21.4 14.1 C18.4 15.6 13.6 15.4 12.6 13.2 Z" fill="#d0473c"/><path d="M13.6 12.6 C15.6 11.8 18.6 11.8 21.2 12.6" stroke="#fbf3dc" stroke-width="1" fill="none"/>' +
      '<path d="M6.6 11.6 C7.6 10.6 10.8 10.6 11.8 11.6 L11.2 12.6 H7.2 Z" fill="#3a2a1e"/><path d="M7.8 12.6 l0.6 0.7 -0.6 0.7 0.6 0.7 M10.2 12.6 l0.6 0.7 -0.6 0.7 0.6 0.7" stroke="#9aa0a8" stroke-width="0.45" fill="none"/>' +
      '<path d="M22.4 13 C22.8 10.4 21.6 9 19.8 8.8" stroke="#22252b" stroke-width="0.9" fill="none" stroke-linecap="round"/>' +
      '<circle cx="25.4" cy="12.2" r="2.4" fill="#c9ccd2" stroke="#5b5f66" stroke-width="0.6"/><circle cx="25.9" cy="12.2" r="1.4" fill="#fff3b0"/>',
  ),
  // A cat asleep, curled up: its head on its paws at the left, eyes shut, its tail wrapped round the front.
  'sleeping-cat':
    '<ellipse cx="17.5" cy="22.5" rx="12" ry="7" fill="#f2a65a"/>' +
    '<path d="M13 17 C15 16.2 17 16.4 18.6 17.6 M19.5 16.4 C21.4 16 23.4 16.6 24.6 18 M24.6 19.6 C26.4 20 27.6 21 28.2 22.4" stroke="#d9803a" stroke-width="1.1" fill="none" stroke-linecap="round"/>' +
    '<path d="M28.6 24 C29.6 28.6 20 30.6 11 29.8 C8 29.6 6 29 5.4 28" stroke="#d9803a" stroke-width="3" fill="none" stroke-linecap="round"/>' +
    '<path d="M4.8 18.2 L5.4 12.4 L9.2 16 Z M10.2 15.4 L14.2 12.8 L14.6 17.8 Z" fill="#f2a65a"/><path d="M5.9 14.6 L6.2 16.6 L7.8 16.4 Z M11.6 15.6 L13.5 14.4 L13.7 16.6 Z" fill="#f7c6a3"/>' +
    '<ellipse cx="10" cy="21" rx="6.4" ry="5.4" fill="#f2a65a"/><ellipse cx="11.5" cy="26.6" rx="4.6" ry="1.8" fill="#f7c6a3"/>' +
    '<path d="M6 20.4 q1.4 1.3 2.8 0 M11.2 20.4 q1.4 1.3 2.8 0" stroke="#4a2f20" stroke-width="0.8" fill="none" stroke-linecap="round"/>' +
    '<path d="M9.6 22.6 L10.8 22.6 L10.2 23.4 Z" fill="#e57b8a"/><path d="M10.2 23.4 q-0.8 0.8 -1.6 0.3 M10.2 23.4 q0.8 0.8 1.6 0.3" stroke="#4a2f20" stroke-width="0.5" fill="none"/>',
  // A dragonfly seen from above: four long clear wings, a thin striped body (the set has none; a butterfly is not one).
  dragonfly:
    '<g fill="#e1f5fe" fill-opacity="0.85" stroke="#4fc3f7" stroke-width="0.5"><ellipse cx="8.6" cy="9" rx="7.4" ry="2.1" transform="rotate(-8 8.6 9)"/><ellipse cx="23.4" cy="9" rx="7.4" ry="2.1" transform="rotate(8 23.4 9)"/>' +
    '<ellipse cx="9.4" cy="13.2" rx="6.6" ry="1.9" transform="rotate(10 9.4 13.2)"/><ellipse cx="22.6" cy="13.2" rx="6.6" ry="1.9" transform="rotate(-10 22.6 13.2)"/></g>' +
    '<rect x="15" y="11" width="2" height="19" rx="1" fill="#00897b"/><path d="M15 15 H17 M15 18.5 H17 M15 22 H17 M15 25.5 H17" stroke="#004d40" stroke-width="0.7"/>' +
    '<ellipse cx="16" cy="9.4" rx="2.1" ry="2.8" fill="#00796b"/><circle cx="14.7" cy="5.6" r="1.7" fill="#1de9b6"/><circle cx="17.3" cy="5.6" r="1.7" fill="#1de9b6"/><circle cx="16" cy="6.6" r="1.1" fill="#00695c"/>',
  // A red-crowned crane standing, facing left: white body, black neck and tail, long legs, a red cap.
  'crane-bird':
    '<path d="M15 21 L14 31 M18.4 21 L19.4 31" stroke="#37474f" stroke-width="0.9" stroke-linecap="round"/><path d="M12.6 31 H15.4 M18 31 H20.8" stroke="#37474f" stroke-width="0.7"/>' +
    '<path d="M21.5 14.5 C26.5 14 29.6 18.4 27.6 22.6 C25.8 20.6 23.6 19.8 21 19.6 Z" fill="#263238"/><ellipse cx="17" cy="17.2" rx="7.2" ry="4.4" fill="#fafafa" stroke="#b0bec5" stroke-width="0.4"/>' +
    '<path d="M14.5 17 C18 18.6 21 18.2 23 16.6" stroke="#cfd8dc" stroke-width="0.6" fill="none"/>' +
    '<path d="M12.6 15.2 C10.2 12 11.4 8.2 9.6 5" stroke="#263238" stroke-width="2" fill="none" stroke-linecap="round"/>' +
    '<circle cx="9.3" cy="4.6" r="1.9" fill="#fafafa"/><circle cx="9.7" cy="3.4" r="1" fill="#e53935"/><path d="M7.7 4.3 L3 5.6 L7.7 5.5 Z" fill="#8d6e63"/><circle cx="8.8" cy="4.4" r="0.35" fill="#212121"/>',
  // A baseball bat, handle down to the left, with its knob and taped grip.
  'baseball-bat':
    '<path d="M5.6 26.4 L7.6 28.4 L27.2 9.8 C29.6 7.4 28.4 3.6 25.6 4.4 C24.8 4.6 24.2 5 23.6 5.6 Z" fill="#d9a066"/><path d="M24.4 6.2 C25.6 5.6 27 6 27.2 7.2" stroke="#f3d2a4" stroke-width="0.8" fill="none"/>' +
    '<path d="M5.6 26.4 L7.6 28.4 L12 24.2 L10 22.2 Z" fill="#37474f"/><circle cx="5.9" cy="28.1" r="1.9" fill="#5d4037"/>',
  // A stalk of bamboo with its joints and a few leaves.
  bamboo:
    '<rect x="14" y="2" width="4" height="29" rx="1.2" fill="#7cb342"/><path d="M13.6 9 H18.4 M13.6 17 H18.4 M13.6 25 H18.4" stroke="#558b2f" stroke-width="1.2"/>' +
    '<path d="M18 9 C22 6 26 6 29 7 C26 9 22 10 18 9.6 Z M14 17 C10 14 6 14 3 15 C6 17 10 18 14 17.6 Z M18 25 C21 23 24 23 27 24 C24 25.6 21 26 18 25.6 Z" fill="#8bc34a"/>',
}
