// Hand drawings of things in their period shapes, in the icon set's 32-unit box, for "vintage" and "retro" (and
// words that name the old thing itself: a biplane, a penny-farthing, a typewriter). The icon set draws today's
// car, bike, camera, phone and aeroplane; these draw the ones a vintage print shows. Vehicles face left, as the
// icon set's do. Pure strings.

/** Mirrors a drawing drawn facing right, so it faces left as the icon set's vehicles do. */
const facingLeft = (body: string) => `<g transform="matrix(-1 0 0 1 32 0)">${body}</g>`

/** Lines through a hub at (cx, cy): a wheel's wire spokes. */
function spokes(cx: number, cy: number, r: number, count: number) {
  return Array.from({ length: count }, (_, k) => {
    const a = (k * Math.PI) / count
    const [dx, dy] = [Math.cos(a) * r, Math.sin(a) * r]
    return `M${(cx - dx).toFixed(2)} ${(cy - dy).toFixed(2)} L${(cx + dx).toFixed(2)} ${(cy + dy).toFixed(2)}`
  }).join(' ')
}

/** A wheel with a black tyre, a white wall and wire spokes. */
const wheel = (cx: number, cy: number, r: number) =>
  `<path d="${spokes(cx, cy, r - 1, 8)}" stroke="#b8bcc4" stroke-width="0.3"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1d1d22" stroke-width="1.8"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r - 1.2}" fill="none" stroke="#efe9dc" stroke-width="0.7"/><circle cx="${cx}" cy="${cy}" r="0.9" fill="#d5d8de"/>`

export const VINTAGE_DRAWINGS: Record<string, string> = {
  // A 1930s roadster: a long bonnet with louvres, an upright windscreen under a folded soft top, separate sweeping
  // fenders over white-walled wire wheels, a running board, a round headlamp, an upright grille, a spare wheel.
  'vintage-car': facingLeft(
    '<circle cx="2.6" cy="18.2" r="2.6" fill="#1d1d22"/><circle cx="2.6" cy="18.2" r="1.5" fill="none" stroke="#efe9dc" stroke-width="0.5"/>' +
      '<path d="M3.2 21.6 L3.6 16.2 C3.8 14.8 5 14 6.6 14 H18 L27.4 14.8 C28.9 15 29.8 16 29.8 17.4 V21.6 Z" fill="#7b1e23"/>' +
      '<path d="M10 14 L11.2 9.2 C12.8 8.4 15.8 8.4 17.2 9.2 L17.6 14 Z" fill="#2a2622"/><path d="M12 13.4 L12.7 10.2 H16.4 L16.7 13.4 Z" fill="#cfe3ef" opacity="0.85"/>' +
      '<path d="M17.9 9.4 V14" stroke="#cfe3ef" stroke-width="0.8"/><path d="M20.6 15.8 V19.4 M21.8 15.8 V19.4 M23 15.8 V19.4 M24.2 15.8 V19.4" stroke="#4e1014" stroke-width="0.45"/>' +
      '<path d="M4 17.4 H17.6" stroke="#d9b45a" stroke-width="0.5"/>' +
      wheel(7.2, 24.4, 4.5) +
      wheel(24.8, 24.4, 4.5) +
      '<path d="M1.9 24.2 C2.3 18.6 11.6 18.4 12.3 23.2 M19.7 23.2 C20.3 18.4 29.6 18.4 30.5 24" stroke="#1d1d22" stroke-width="2.2" fill="none"/>' +
      '<path d="M12 22.8 H20" stroke="#1d1d22" stroke-width="1.3"/>' +
      '<rect x="28.7" y="15.6" width="1.5" height="5.2" rx="0.4" fill="#c9ccd2"/><path d="M28.9 16.6 H30 M28.9 17.8 H30 M28.9 19 H30" stroke="#7d828a" stroke-width="0.3"/>' +
      '<circle cx="29.4" cy="14.6" r="1.5" fill="#d5d8de" stroke="#7d828a" stroke-width="0.4"/><circle cx="29.7" cy="14.6" r="0.85" fill="#fff3b0"/>' +
      '<rect x="29.2" y="21.2" width="2.4" height="0.9" rx="0.4" fill="#c9ccd2"/>',
  ),
  // A penny-farthing: a tall front wheel with many spokes, a small trailing wheel, a curved backbone with the
  // saddle on top, and the bar straight over the big wheel's hub.
  'penny-farthing':
    `<path d="${spokes(12, 19.5, 10.2, 14)}" stroke="#9aa0a8" stroke-width="0.22"/>` +
    '<circle cx="12" cy="19.5" r="10.4" fill="none" stroke="#1d1d22" stroke-width="1.3"/><circle cx="12" cy="19.5" r="9.6" fill="none" stroke="#6d4c2f" stroke-width="0.4"/>' +
    `<path d="${spokes(27.4, 27, 2.9, 5)}" stroke="#9aa0a8" stroke-width="0.2"/><circle cx="27.4" cy="27" r="3" fill="none" stroke="#1d1d22" stroke-width="1"/>` +
    '<path d="M12.4 8 C19 7.6 24.8 14.6 27.4 27" stroke="#2b2b30" stroke-width="1.2" fill="none" stroke-linecap="round"/>' +
    '<path d="M12 19.5 L12.4 7.4" stroke="#2b2b30" stroke-width="1.1"/><path d="M9.4 6.8 C10.4 7.6 14.4 7.6 15.4 6.8" stroke="#2b2b30" stroke-width="0.8" fill="none" stroke-linecap="round"/>' +
    '<path d="M8.6 6.4 L9.8 7.2 M16.2 6.4 L15 7.2" stroke="#6d4c2f" stroke-width="1.1" stroke-linecap="round"/>' +
    '<path d="M13.6 7.6 C14 6.2 17.4 6 18.2 7.2 L17.6 8.2 H14.2 Z" fill="#3a2a1e"/>' +
    '<circle cx="12" cy="19.5" r="1.1" fill="#d5d8de"/><path d="M12 19.5 L14 21.4" stroke="#5f646d" stroke-width="0.7"/><rect x="13.4" y="21.2" width="1.6" height="0.7" fill="#2b2b30"/>',
  // A twin-lens reflex: a tall black leatherette body, a viewing lens over a taking lens, a waist-level finder
  // hood on top, a chrome nameplate and a winding knob.
  'tlr-camera':
    '<path d="M9.6 6.4 L11 2.8 H21 L22.4 6.4 Z" fill="#3a3a3e"/><path d="M11 2.8 H21" stroke="#c9ccd2" stroke-width="0.6"/>' +
    '<rect x="8.6" y="6" width="14.8" height="23" rx="1.4" fill="#262629"/><rect x="8.6" y="6" width="14.8" height="1.2" fill="#c9ccd2"/><rect x="8.6" y="27.8" width="14.8" height="1.2" fill="#c9ccd2"/>' +
    '<path d="M9.6 8.6 H22.4 M9.6 10 H22.4 M9.6 24 H22.4 M9.6 25.4 H22.4" stroke="#35353a" stroke-width="0.4"/>' +
    '<rect x="23.4" y="10" width="2" height="4.6" rx="0.6" fill="#b8bcc4"/><path d="M23.8 10.8 V13.8 M24.6 10.8 V13.8" stroke="#7d828a" stroke-width="0.3"/>' +
    '<circle cx="16" cy="12" r="3.8" fill="#c9ccd2"/><circle cx="16" cy="12" r="2.7" fill="#15171c"/><circle cx="16" cy="12" r="1.6" fill="#3e5b82"/><circle cx="15.3" cy="11.3" r="0.6" fill="#e8f1ff"/>' +
    '<rect x="10.6" y="16.3" width="10.8" height="1.6" rx="0.4" fill="#d9dce1"/><path d="M12 17.1 H20" stroke="#7d828a" stroke-width="0.35"/>' +
    '<circle cx="16" cy="22.4" r="4.3" fill="#c9ccd2"/><circle cx="16" cy="22.4" r="3.2" fill="#15171c"/><circle cx="16" cy="22.4" r="1.9" fill="#3e5b82"/><circle cx="15.2" cy="21.6" r="0.7" fill="#e8f1ff"/>',
  // A rotary telephone: a domed bakelite body, a chrome finger-wheel dial with ten holes, the handset on its cradle
  // and a coiled cord.
  'rotary-phone':
    '<path d="M26.6 22 C29.6 22.4 29.4 25 30.6 26 C31.6 27 30.4 28.6 29 28" stroke="#2a2426" stroke-width="0.7" fill="none"/>' +
    '<path d="M5 28 L8 15.6 C8.6 13.4 23.4 13.4 24 15.6 L27 28 C27 28.8 26.4 29.2 25.6 29.2 H6.4 C5.6 29.2 5 28.8 5 28 Z" fill="#2a2426"/>' +
    '<path d="M9 16.4 C10 15 14 14.6 15 14.8" stroke="#5a4f52" stroke-width="0.7" fill="none" stroke-linecap="round"/>' +
    '<rect x="10.6" y="12" width="2" height="2.6" fill="#2a2426"/><rect x="19.4" y="12" width="2" height="2.6" fill="#2a2426"/>' +
    '<path d="M3.4 10.6 C3.4 7.4 6 6.8 8 8.4 H24 C26 6.8 28.6 7.4 28.6 10.6 C28.6 12.8 25.4 13 24 11.6 H8 C6.6 13 3.4 12.8 3.4 10.6 Z" fill="#1d191b"/>' +
    '<path d="M8.6 9.2 H23.4" stroke="#4a4245" stroke-width="0.6"/>' +
    '<circle cx="16" cy="22.2" r="5.4" fill="#d5d8de"/><circle cx="16" cy="22.2" r="5.4" fill="none" stroke="#8d929a" stroke-width="0.4"/>' +
    Array.from({ length: 10 }, (_, k) => {
      const a = ((-60 + k * 30) * Math.PI) / 180
      return `<circle cx="${(16 + Math.cos(a) * 3.7).toFixed(2)}" cy="${(22.2 + Math.sin(a) * 3.7).toFixed(2)}" r="0.85" fill="#2a2426"/>`
    }).join('') +
    '<circle cx="16" cy="22.2" r="1.7" fill="#f4efe4"/><path d="M20.6 25 L22.4 26.4" stroke="#8d929a" stroke-width="0.5"/>',
  // A biplane: two stacked wings with struts and wires, a propeller at the nose, an open cockpit, a tail fin and
  // a tailplane, fixed wheels under the nose.
  biplane:
    '<path d="M3.8 17 C3.8 15.2 6 14.6 9 14.6 L25.6 15.8 L29.6 13.6 V18.4 L25.6 18.6 L9 19.6 C6 19.6 3.8 18.8 3.8 17 Z" fill="#b8322a"/>' +
    '<path d="M25.4 15.8 L28 9.8 H29.8 L29.6 15.6 Z" fill="#9b2a23"/><path d="M24.4 17.6 L31 16.6 L31 18 L24.4 18.6 Z" fill="#e2c27a"/>' +
    '<rect x="6.6" y="9.6" width="15" height="2" rx="1" fill="#e2c27a"/><rect x="6.6" y="18.8" width="15" height="1.9" rx="0.9" fill="#d4b064"/>' +
    '<path d="M9 11.6 V18.8 M19.4 11.6 V18.8 M9 11.6 L19.4 18.8 M9 18.8 L19.4 11.6" stroke="#5b4636" stroke-width="0.45"/>' +
    '<path d="M12.4 11.6 L13.4 14.6 M15.4 11.6 L14.4 14.6" stroke="#5b4636" stroke-width="0.6"/>' +
    '<path d="M15.4 14.8 C16 13 18.8 13 19.4 14.9 Z" fill="#3a2a1e"/>' +
    '<path d="M9.6 19.6 L8.2 25 M11.6 19.6 L10.2 25" stroke="#3b3f4a" stroke-width="0.6"/><circle cx="9" cy="25.6" r="1.9" fill="#1d1d22"/><circle cx="9" cy="25.6" r="0.7" fill="#d5d8de"/>' +
    '<path d="M28 18.4 L29 21.2" stroke="#3b3f4a" stroke-width="0.5"/><circle cx="29.1" cy="21.6" r="0.7" fill="#1d1d22"/>' +
    '<circle cx="3.4" cy="17" r="1.2" fill="#c9ccd2"/><ellipse cx="2.6" cy="17" rx="0.7" ry="5.6" fill="#6d4c2f"/>',
  // A typewriter: a sheet of paper in the carriage, a platen roller with knobs, the return lever, a deep body with
  // four rows of round keys and a space bar.
  typewriter:
    '<rect x="9" y="2.6" width="14" height="11" fill="#fbfaf5"/><path d="M10.6 5 H21 M10.6 6.6 H20 M10.6 8.2 H21.4 M10.6 9.8 H17" stroke="#6b6f7a" stroke-width="0.4"/>' +
    '<path d="M5 12.2 L2.6 9.4" stroke="#c9ccd2" stroke-width="0.8" stroke-linecap="round"/>' +
    '<rect x="5.4" y="11.6" width="21.2" height="2.6" rx="1.3" fill="#1b1f1d"/><circle cx="5" cy="12.9" r="1.4" fill="#3a3f3c"/><circle cx="27" cy="12.9" r="1.4" fill="#3a3f3c"/>' +
    '<path d="M4 20.4 L6.6 14 H25.4 L28 20.4 V26.6 C28 27.6 27.2 28.2 26.2 28.2 H5.8 C4.8 28.2 4 27.6 4 26.6 Z" fill="#2f3b36"/>' +
    '<path d="M8.6 14.4 L16 17.6 L23.4 14.4" stroke="#c9ccd2" stroke-width="0.4" fill="none"/>' +
    [19.4, 21.4, 23.4, 25.4]
      .map((y, row) =>
        Array.from({ length: 9 - (row % 2) }, (_, k) => {
          const x = 6.8 + (row % 2) * 1.1 + k * 2.3
          return `<circle cx="${x.toFixed(2)}" cy="${y}" r="0.85" fill="#f3efe4" stroke="#151a18" stroke-width="0.3"/>`
        }).join(''),
      )
      .join('') +
    '<rect x="10" y="26.6" width="12" height="1" rx="0.5" fill="#f3efe4"/>',
  // A split-screen camper van of the sixties: a rounded two-tone body, a row of side windows, a split windscreen at
  // the front, a round headlamp, chrome hubcaps.
  'camper-van': facingLeft(
    '<path d="M3 23.6 V12.4 C3 8.8 5 7 8.2 7 H26 C28.2 7 29.6 8.6 29.6 11 V23.6 Z" fill="#f3ead7"/>' +
      '<path d="M3 16 H29.6 V23.6 H3 Z" fill="#3f9a98"/><path d="M29.6 16 C29.6 19 28.6 20.4 26.6 21.2 H29.6 Z" fill="#3f9a98"/>' +
      '<rect x="5" y="9.4" width="4.2" height="4.4" rx="1" fill="#a9cfe0"/><rect x="10.4" y="9.4" width="4.2" height="4.4" rx="1" fill="#a9cfe0"/><rect x="15.8" y="9.4" width="4.2" height="4.4" rx="1" fill="#a9cfe0"/>' +
      '<path d="M22 9.4 H27.2 C28.2 9.4 28.6 10.2 28.6 11.2 V13.8 H22 Z" fill="#a9cfe0"/><path d="M25.4 9.4 V13.8" stroke="#f3ead7" stroke-width="0.6"/>' +
      '<path d="M20.6 16.4 V22.6 M15.2 16.4 V22.6" stroke="#2c7573" stroke-width="0.4"/><rect x="16.4" y="18" width="1.6" height="0.6" rx="0.3" fill="#d5d8de"/>' +
      '<circle cx="28.6" cy="18.2" r="1" fill="#fff3b0" stroke="#d5d8de" stroke-width="0.4"/>' +
      '<rect x="2.4" y="22.8" width="3.2" height="1.2" rx="0.5" fill="#d5d8de"/><rect x="27.6" y="22.8" width="3.4" height="1.2" rx="0.5" fill="#d5d8de"/>' +
      '<circle cx="9" cy="24.6" r="3.3" fill="#1d1d22"/><circle cx="9" cy="24.6" r="1.6" fill="#efe9dc"/><circle cx="24.2" cy="24.6" r="3.3" fill="#1d1d22"/><circle cx="24.2" cy="24.6" r="1.6" fill="#efe9dc"/>',
  ),
  // A cathedral radio: an arched wooden cabinet, a cloth grille behind wooden fretwork, a half-moon dial with its
  // needle, two knobs.
  'cathedral-radio':
    '<path d="M5.6 29 V14.6 C5.6 4.6 26.4 4.6 26.4 14.6 V29 Z" fill="#8a5a2b"/><path d="M5.6 29 V14.6 C5.6 4.6 26.4 4.6 26.4 14.6" stroke="#6a4320" stroke-width="0.8" fill="none"/>' +
    '<path d="M9 20 V14.8 C9 8.6 23 8.6 23 14.8 V20 Z" fill="#d9c3a0"/>' +
    '<path d="M12.6 20 V10.6 M16 20 V9.6 M19.4 20 V10.6" stroke="#7a4c22" stroke-width="1"/>' +
    '<path d="M12.6 23.4 A3.4 3.4 0 0 1 19.4 23.4 Z" fill="#f4e6c4" stroke="#6a4320" stroke-width="0.4"/><path d="M16 23.4 L17.6 21" stroke="#b3132b" stroke-width="0.4"/>' +
    '<circle cx="9.8" cy="25.6" r="1.5" fill="#3a2412"/><circle cx="22.2" cy="25.6" r="1.5" fill="#3a2412"/><rect x="5" y="28.4" width="22" height="1.4" rx="0.6" fill="#5b391a"/>',
}
