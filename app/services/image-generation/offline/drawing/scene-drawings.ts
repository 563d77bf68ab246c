// Hand-drawn pictures, in the icon set's 32-unit box and flat look, for things the open-licensed icon
// set lacks (a lighthouse, a knight, a surfboard…) and for the outfits that dress a subject (an
// astronaut's helmet, a pirate's hat…). Pure strings; ids are never used, so they can repeat freely.
import { MORE_DRAWINGS } from './scene-drawings-more.ts'
import { VINTAGE_DRAWINGS } from './scene-drawings-vintage.ts'

/** Subjects drawn by hand, each in a 0 0 32 32 box (the knight faces right, sword forward). */
export const DRAWINGS: Record<string, string> = {
  lighthouse:
    '<path d="M11 30 L13 9 H19 L21 30 Z" fill="#f4f1ea"/><path d="M11.6 24 L20.4 24 L20.9 28 L11.2 28 Z M12.5 15 L19.5 15 L19.9 19 L12.1 19 Z" fill="#d93b3b"/>' +
    '<rect x="12" y="7" width="8" height="2.4" fill="#3b3f4a"/><rect x="13" y="3.6" width="6" height="3.6" fill="#ffe680"/><path d="M12.4 3.8 L16 1 L19.6 3.8 Z" fill="#d93b3b"/>' +
    '<path d="M13 5.4 L1 2 L1 8.8 Z M19 5.4 L31 2 L31 8.8 Z" fill="#fff3a6" opacity="0.75"/><rect x="9" y="29" width="14" height="2.4" rx="1" fill="#6b6f7a"/>' +
    '<rect x="15" y="21" width="2.2" height="3" rx="1" fill="#3b3f4a"/><rect x="15" y="11" width="2.2" height="3" rx="1" fill="#3b3f4a"/>',
  knight:
    // Armour in greys, a plumed helmet with a visor slit, a shield with a red cross, a raised sword; facing left.
    '<path d="M17.5 1.5 C21 0.5 24 2 23 4.5 C21 3.5 19.5 3.5 18 4.2 Z" fill="#d93b3b"/>' +
    '<path d="M12 5.5 C12 2.8 20 2.8 20 5.5 V11 C20 12.4 12 12.4 12 11 Z" fill="#b8bfca"/><rect x="12" y="7.4" width="6" height="1.3" fill="#2d3139"/>' +
    '<path d="M10.5 12 H21.5 L22.5 21 H9.5 Z" fill="#9aa3b1"/><path d="M15.2 12 H16.8 V21 H15.2 Z" fill="#c9cfd8"/>' +
    '<rect x="10.5" y="21" width="4.4" height="8" rx="1.2" fill="#8a93a1"/><rect x="17.1" y="21" width="4.4" height="8" rx="1.2" fill="#8a93a1"/>' +
    '<rect x="9.8" y="28.4" width="5.6" height="2.4" rx="1" fill="#4a4f59"/><rect x="16.6" y="28.4" width="5.6" height="2.4" rx="1" fill="#4a4f59"/>' +
    '<path d="M3 13 H11 V19 C11 23 7 25.5 7 25.5 C7 25.5 3 23 3 19 Z" fill="#2f5fb3"/><path d="M6.2 14.5 H7.8 V23.5 H6.2 Z M4 17.2 H10 V18.8 H4 Z" fill="#f4d35e"/>' +
    '<rect x="21" y="13" width="3.2" height="6" rx="1.4" fill="#9aa3b1" transform="rotate(-35 22.6 16)"/>' +
    '<path d="M25.2 1.2 L26.8 1.2 L26.8 14 L25.2 14 Z" fill="#e8ecf1" transform="rotate(20 26 14)"/><rect x="23.2" y="13.2" width="5.6" height="1.6" rx="0.6" fill="#7a5230" transform="rotate(20 26 14)"/>',
  surfboard:
    '<path d="M2 22 C6 17 26 17 30 22 C26 26 6 26 2 22 Z" fill="#ffb347"/><path d="M3 22 C8 20.2 24 20.2 29 22" stroke="#e0553d" stroke-width="1.2" fill="none"/>',
  branch:
    '<path d="M0 21 C8 19 18 20 32 17 L32 20 C20 23 8 23 0 24 Z" fill="#7a5230"/><path d="M20 19.5 C22 16 25 14 27 14 C26 16 24 18 21 20 Z" fill="#7a5230"/>' +
    '<ellipse cx="28" cy="13" rx="3" ry="1.6" fill="#5aa454" transform="rotate(-25 28 13)"/><ellipse cx="6" cy="19" rx="3" ry="1.5" fill="#5aa454" transform="rotate(-15 6 19)"/><ellipse cx="13" cy="24" rx="2.6" ry="1.3" fill="#6fbf63" transform="rotate(20 13 24)"/>',
  'lily-pad':
    '<path d="M16 20 L30 22.5 C29 27 23 29 16 29 C8 29 2 27 2 24 C2 21 8 19 16 19 Z" fill="#4caf50"/><path d="M16 24 L29.5 22.8" stroke="#2e7d32" stroke-width="0.8"/>' +
    '<circle cx="8" cy="21" r="2" fill="#f48fb1"/><circle cx="8" cy="21" r="0.8" fill="#ffe082"/>',
  sign: '<rect x="15" y="14" width="2.4" height="17" fill="#8d6e4a"/><rect x="3" y="3" width="26" height="13" rx="1.5" fill="#f4e3c1" stroke="#8d6e4a" stroke-width="1.2"/>',
  iceberg:
    '<path d="M3 24 L9 12 L13 15 L18 6 L24 16 L29 24 Z" fill="#e8f6ff"/><path d="M18 6 L24 16 L29 24 L20 24 Z" fill="#b9e2f7"/><path d="M1 24 H31 L28 30 H4 Z" fill="#7cc6ea" opacity="0.8"/>',
  'hot-air-balloon':
    '<path d="M16 1 C8 1 4 7 5 12 C6 17 12 20 13 22 H19 C20 20 26 17 27 12 C28 7 24 1 16 1 Z" fill="#ef5350"/><path d="M16 1 C12 4 11 15 13 22 H19 C21 15 20 4 16 1 Z" fill="#ffca28"/>' +
    '<path d="M13 22 L13.5 25 M19 22 L18.5 25" stroke="#6d4c41" stroke-width="0.6"/><rect x="12.5" y="25" width="7" height="5" rx="1" fill="#8d6e4a"/>',
  'party-hat':
    '<path d="M16 2 L25 28 H7 Z" fill="#ab47bc"/><path d="M12 16 L20 14 M10 22 L22 20" stroke="#ffeb3b" stroke-width="1.6"/><circle cx="16" cy="2.5" r="2.2" fill="#ffeb3b"/>',
  'cowboy-hat':
    '<path d="M2 22 C8 26 24 26 30 22 C27 24 5 24 2 22 Z" fill="#8d5a2b"/><path d="M9 22 C9 12 11 9 16 11 C21 9 23 12 23 22 Z" fill="#a86b34"/><rect x="9" y="19" width="14" height="2" fill="#5d3a1a"/>',
  // A hamster wheel: a wire wheel with rungs on a stand; a runner in it stands on its lower rungs.
  'hamster-wheel':
    '<path d="M16 16 L9 31 M16 16 L23 31" stroke="#8a93a1" stroke-width="1.4"/><rect x="6" y="30" width="20" height="1.6" rx="0.8" fill="#6b6f7a"/>' +
    '<circle cx="16" cy="16" r="13.5" fill="none" stroke="#4fa3e0" stroke-width="1.6"/><circle cx="16" cy="16" r="11.5" fill="none" stroke="#4fa3e0" stroke-width="0.8"/>' +
    '<path d="M16 2.5 V4.5 M16 27.5 V29.5 M2.5 16 H4.5 M27.5 16 H29.5 M6.5 6.5 L7.9 7.9 M24.1 24.1 L25.5 25.5 M25.5 6.5 L24.1 7.9 M7.9 24.1 L6.5 25.5" stroke="#4fa3e0" stroke-width="1.2"/>' +
    '<circle cx="16" cy="16" r="1.6" fill="#8a93a1"/>',
  // A sombrero: a wide straw brim turned up at its rim, a tall round crown, a red and green band.
  sombrero:
    '<ellipse cx="16" cy="22" rx="15.5" ry="4.6" fill="#d9a441"/><ellipse cx="16" cy="21.4" rx="13" ry="3.2" fill="#e8bb5a"/>' +
    '<path d="M10.4 21.6 C10 12 12 7 16 7 C20 7 22 12 21.6 21.6 Z" fill="#e8bb5a"/><path d="M10.6 18 H21.4 V20.4 H10.6 Z" fill="#c62828"/><path d="M10.5 20.4 H21.5 V21.6 H10.5 Z" fill="#2e7d32"/>' +
    '<path d="M2 22.6 C8 25.4 24 25.4 30 22.6" stroke="#b07d2a" stroke-width="0.8" fill="none"/>',
  'wizard-hat':
    '<path d="M16 1 L24 25 H8 Z" fill="#3f51b5"/><ellipse cx="16" cy="25" rx="12" ry="3" fill="#303f9f"/><path d="M14 12 l1 2 2 .3 -1.5 1.4 .4 2 -1.9 -1 -1.9 1 .4 -2 -1.5 -1.4 2 -.3z" fill="#ffeb3b"/>',
  'bow-tie': '<path d="M16 16 L4 9 V23 Z M16 16 L28 9 V23 Z" fill="#d32f2f"/><circle cx="16" cy="16" r="3" fill="#b71c1c"/>',
  fishbowl:
    '<circle cx="16" cy="17" r="13" fill="#bfe6fb" opacity="0.7"/><path d="M4 17 A12 12 0 0 0 28 17 Z" fill="#4fb3e8" opacity="0.8"/><rect x="9" y="3" width="14" height="2.4" rx="1.2" fill="#9fd3f0"/>',
  'helmet-bubble':
    '<circle cx="16" cy="17" r="13" fill="#bfe3ff" fill-opacity="0.3" stroke="#f4f7fb" stroke-width="2.2"/><path d="M8 12 A9 9 0 0 1 15 6" stroke="#ffffff" stroke-width="1.6" fill="none" stroke-linecap="round"/>',
  cape: '<path d="M10 4 H22 L29 30 H3 Z" fill="#d32f2f"/><path d="M10 4 H22 L20 8 H12 Z" fill="#9a1f1f"/>',
  swing:
    '<path d="M4 1 V22 M28 1 V22" stroke="#6d4c41" stroke-width="1"/><rect x="2" y="22" width="28" height="3" rx="1.2" fill="#a1643a"/>',
  'santa-hat':
    '<path d="M6 22 C8 10 16 4 24 8 C28 10 29 14 28 18 L24 13 C22 16 20 20 19 22 Z" fill="#d32f2f"/><rect x="4" y="21" width="18" height="5" rx="2.5" fill="#f5f5f5"/><circle cx="28" cy="19" r="3" fill="#f5f5f5"/>',
  dumbbell:
    '<rect x="7" y="14.6" width="18" height="2.8" rx="1" fill="#8a93a1"/><rect x="3" y="9" width="3.6" height="14" rx="1.2" fill="#3b3f4a"/><rect x="25.4" y="9" width="3.6" height="14" rx="1.2" fill="#3b3f4a"/>' +
    '<rect x="6.2" y="11" width="2.4" height="10" rx="1" fill="#5a606b"/><rect x="23.4" y="11" width="2.4" height="10" rx="1" fill="#5a606b"/>',
  road: '<path d="M11 14 H21 L31 31 H1 Z" fill="#5a606b"/><path d="M15.6 16 H16.4 L16.6 19 H15.4 Z M15.2 21.5 H16.8 L17.1 25 H14.9 Z M14.7 27 H17.3 L17.6 31 H14.4 Z" fill="#ffd54f"/>',
  hammock:
    '<path d="M2 8 V30 M30 8 V30" stroke="#7a5230" stroke-width="1.6"/><path d="M2 10 C8 24 24 24 30 10 C24 19 8 19 2 10 Z" fill="#e57373"/><path d="M5 14 C11 20 21 20 27 14" stroke="#ffcdd2" stroke-width="0.8" fill="none"/>',
  fence:
    '<path d="M3 14 L5 11 L7 14 V30 H3 Z M11 14 L13 11 L15 14 V30 H11 Z M19 14 L21 11 L23 14 V30 H19 Z M27 14 L29 11 L31 14 V30 H27 Z" fill="#c08a55"/><rect x="1" y="17" width="31" height="2.4" fill="#a06b3a"/><rect x="1" y="25" width="31" height="2.4" fill="#a06b3a"/>',
  bench:
    '<rect x="3" y="12" width="26" height="3" rx="1" fill="#a06b3a"/><rect x="3" y="19" width="26" height="3" rx="1" fill="#c08a55"/><path d="M6 22 V30 M26 22 V30 M6 15 V19 M26 15 V19" stroke="#4a4f59" stroke-width="1.8"/>',
  // A plain table and a sofa with nothing else on them: the icon set has no table, and its couch comes with a
  // lamp, on whose top a cat "on the couch" was put.
  table:
    '<rect x="2" y="13" width="28" height="3" rx="1" fill="#a06b3a"/><rect x="3" y="16" width="26" height="1.4" fill="#7a5230"/><path d="M5.5 17 V30 M26.5 17 V30" stroke="#7a5230" stroke-width="2.2" stroke-linecap="round"/>',
  sofa:
    '<rect x="4" y="9" width="24" height="11" rx="3" fill="#5c6bc0"/><rect x="3" y="17" width="26" height="7" rx="2" fill="#7986cb"/>' +
    '<rect x="1" y="14" width="5" height="12" rx="2" fill="#3f51b5"/><rect x="26" y="14" width="5" height="12" rx="2" fill="#3f51b5"/><path d="M5 26 V29 M27 26 V29" stroke="#3b3f4a" stroke-width="1.6"/>',
  'treasure-chest':
    '<path d="M4 15 C4 8 28 8 28 15 Z" fill="#a86b34"/><rect x="4" y="15" width="24" height="13" rx="1.2" fill="#8d5a2b"/><rect x="4" y="14" width="24" height="2.2" fill="#f4c542"/>' +
    '<path d="M7 9.6 V28 M25 9.6 V28" stroke="#f4c542" stroke-width="1.4"/><rect x="14" y="15" width="4" height="5" rx="1" fill="#f4c542"/><circle cx="16" cy="17.4" r="0.9" fill="#5d3a1a"/>' +
    '<circle cx="2.6" cy="28.6" r="1.6" fill="#ffd54f"/><circle cx="29.6" cy="28.8" r="1.4" fill="#ffca28"/>',
  // A garden gnome: a red pointed hat, a white beard, a blue coat; facing out.
  gnome:
    '<rect x="10" y="28" width="5" height="3" rx="1.2" fill="#5d3a1a"/><rect x="17" y="28" width="5" height="3" rx="1.2" fill="#5d3a1a"/>' +
    '<path d="M9 29 C9 21 11 18 16 18 C21 18 23 21 23 29 Z" fill="#3f6fb5"/><rect x="9.6" y="24" width="12.8" height="1.6" fill="#3b2a1a"/>' +
    '<path d="M11 15 C11 23 14 26 16 26 C18 26 21 23 21 15 Z" fill="#f5f5f5"/><ellipse cx="16" cy="14.5" rx="4.6" ry="3" fill="#f3c9a0"/>' +
    '<circle cx="16" cy="15.6" r="1.4" fill="#e8967a"/><circle cx="14.2" cy="13.8" r="0.5" fill="#3b3f4a"/><circle cx="17.8" cy="13.8" r="0.5" fill="#3b3f4a"/>' +
    '<path d="M10 13 L16 1 L22 13 Z" fill="#d93b3b"/><rect x="10" y="12" width="12" height="1.8" rx="0.9" fill="#b71c1c"/>',
  // A vase of flowers: a blue vase, three stems with leaves, a red, a yellow and a pink flower.
  'vase-of-flowers':
    '<path d="M16 19 C14 14 10 11 7 8 M16 19 C16 13 16 9 16 5 M16 19 C18 14 22 11 25 8" stroke="#3f8f3f" stroke-width="1.1" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="11.4" cy="13.4" rx="2.6" ry="1.1" fill="#5aa454" transform="rotate(35 11.4 13.4)"/><ellipse cx="20.8" cy="13.8" rx="2.6" ry="1.1" fill="#5aa454" transform="rotate(-35 20.8 13.8)"/>' +
    '<g fill="#e53935"><circle cx="5.6" cy="6.4" r="1.9"/><circle cx="8.6" cy="6.4" r="1.9"/><circle cx="7.1" cy="4.2" r="1.9"/><circle cx="7.1" cy="8.4" r="1.9"/></g><circle cx="7.1" cy="6.4" r="1.2" fill="#ffd54f"/>' +
    '<g fill="#fdd835"><circle cx="14.4" cy="3.6" r="1.9"/><circle cx="17.6" cy="3.6" r="1.9"/><circle cx="16" cy="1.6" r="1.8"/><circle cx="16" cy="5.6" r="1.9"/></g><circle cx="16" cy="3.6" r="1.2" fill="#e65100"/>' +
    '<g fill="#f48fb1"><circle cx="23.4" cy="6.4" r="1.9"/><circle cx="26.6" cy="6.4" r="1.9"/><circle cx="25" cy="4.2" r="1.9"/><circle cx="25" cy="8.4" r="1.9"/></g><circle cx="25" cy="6.4" r="1.2" fill="#ffd54f"/>' +
    '<path d="M12.6 18 H19.4 V20 C23 22 23.6 26 22 29 C21.4 30.4 20 31 16 31 C12 31 10.6 30.4 10 29 C8.4 26 9 22 12.6 20 Z" fill="#3f6fb5"/>' +
    '<rect x="12" y="17.4" width="8" height="1.6" rx="0.8" fill="#2f5597"/><path d="M11.4 24 C14 25 18 25 20.6 24" stroke="#9fc5f8" stroke-width="0.8" fill="none"/>',
  // A full beard and a moustache, worn under the nose (scene-worn.ts), a gap left for the mouth.
  beard:
    '<path d="M3 4 C3 18 9 30 16 30 C23 30 29 18 29 4 C26 9 22 11 16 11 C10 11 6 9 3 4 Z" fill="#b5652b"/>' +
    '<path d="M8 4 C10 8 13 8 16 6.6 C19 8 22 8 24 4 C22 11 18 11 16 9.6 C14 11 10 11 8 4 Z" fill="#8e4a1c"/>' +
    '<ellipse cx="16" cy="13" rx="3.2" ry="1.6" fill="#5a2a10"/>' +
    '<path d="M10 16 C11 21 13 25 15 27 M22 16 C21 21 19 25 17 27 M16 17 V28" stroke="#8e4a1c" stroke-width="0.8" fill="none" stroke-linecap="round"/>',
  moustache: '<path d="M2 14 C5 18 11 17 16 12 C21 17 27 18 30 14 C28 20 20 21 16 16 C12 21 4 20 2 14 Z" fill="#6d3b16"/>',
  // A stage: red curtains drawn back at both sides under a valance, a spotlight's beam, and wooden boards whose
  // top (y 20) is where a performer "on stage" stands.
  stage:
    '<path d="M10 3 H22 L27 20.4 H5 Z" fill="#fff3b0" opacity="0.35"/>' +
    '<path d="M1 2 H8 C8 8 6 14 9 20.4 H1 Z" fill="#c62828"/><path d="M31 2 H24 C24 8 26 14 23 20.4 H31 Z" fill="#c62828"/>' +
    '<path d="M3.4 3 C3.6 9 3.2 15 3.8 20.4 M5.8 3 C6 9 5.2 15 6.4 20.4 M28.6 3 C28.4 9 28.8 15 28.2 20.4 M26.2 3 C26 9 26.8 15 25.6 20.4" stroke="#8e1b1b" stroke-width="0.6" fill="none"/>' +
    '<path d="M0 1 H32 V4.6 C28 6.4 24 4.2 20 5.8 C16 4.2 12 6.4 8 4.6 C5 6.2 2 5 0 5.8 Z" fill="#a31f1f"/><rect x="0" y="0.6" width="32" height="1.2" fill="#f4c542"/>' +
    '<rect x="0" y="20" width="32" height="2.2" fill="#c08a55"/><rect x="1" y="22.2" width="30" height="8.4" fill="#7a5230"/>' +
    '<path d="M1 25 H31 M1 27.8 H31" stroke="#5d3a1a" stroke-width="0.5"/><path d="M8 22.2 V25 M19 22.2 V25 M13 25 V27.8 M25 25 V27.8 M6 27.8 V30.6 M17 27.8 V30.6 M28 27.8 V30.6" stroke="#5d3a1a" stroke-width="0.4"/>',
  'mud-puddle':
    '<ellipse cx="16" cy="27" rx="15" ry="4.5" fill="#5d4030"/><ellipse cx="16" cy="26.5" rx="12.5" ry="3.2" fill="#8a6a4a"/><ellipse cx="12" cy="25.8" rx="3" ry="0.7" fill="#b89a78" opacity="0.7"/>',
  // A power line between two poles, the wire as high as the poles' tops, so birds "on the wire" sit on it.
  wire: '<path d="M3 10 V31 M29 10 V31" stroke="#6d4c41" stroke-width="1.6"/><path d="M1.5 10.4 H4.5 M27.5 10.4 H30.5" stroke="#6d4c41" stroke-width="0.9"/><path d="M3 10 Q16 12 29 10" stroke="#3b3f4a" stroke-width="0.6" fill="none"/>',
  'mushroom-house':
    '<path d="M10 16 H22 L23 30 H9 Z" fill="#f4e3c1"/><path d="M14 30 V24.5 A2 2 0 0 1 18 24.5 V30 Z" fill="#8d5a2b"/><circle cx="19.8" cy="20" r="1.4" fill="#9fd3f0" stroke="#8d5a2b" stroke-width="0.5"/>' +
    '<path d="M3 17 C3 6 29 6 29 17 C22 15 10 15 3 17 Z" fill="#d93b3b"/><circle cx="10" cy="11.5" r="1.6" fill="#fff"/><circle cx="17" cy="8.6" r="1.8" fill="#fff"/><circle cx="23.4" cy="12" r="1.5" fill="#fff"/><circle cx="14.5" cy="13.6" r="1" fill="#fff"/>',
  puddle:
    '<ellipse cx="16" cy="27" rx="15" ry="4.5" fill="#7a5a3a"/><ellipse cx="16" cy="26.5" rx="12.5" ry="3.2" fill="#8fb8d8"/><ellipse cx="12" cy="25.8" rx="4" ry="0.8" fill="#ffffff" opacity="0.6"/>',
  tutu: '<path d="M9 12 H23 L30 22 C24 25 8 25 2 22 Z" fill="#f8bbd0"/><path d="M9 12 H23 L27 19 C21 21 11 21 5 19 Z" fill="#f48fb1"/><rect x="9" y="10" width="14" height="3" rx="1" fill="#ec407a"/>',
  submarine:
    '<rect x="14" y="6" width="2.6" height="7" fill="#546e7a"/><rect x="14" y="6" width="6" height="2.2" fill="#546e7a"/><rect x="11" y="11" width="9" height="6" rx="2" fill="#fbc02d"/>' +
    '<rect x="2" y="15" width="27" height="11" rx="5.5" fill="#fdd835"/><path d="M29 17 L31 14 V27 L29 24 Z" fill="#f9a825"/><circle cx="9" cy="20.5" r="2" fill="#4fc3f7" stroke="#f57f17" stroke-width="0.8"/><circle cx="15.5" cy="20.5" r="2" fill="#4fc3f7" stroke="#f57f17" stroke-width="0.8"/><circle cx="22" cy="20.5" r="2" fill="#4fc3f7" stroke="#f57f17" stroke-width="0.8"/>',
  seahorse:
    '<path d="M15 3 C21 2 23 7 20 10 C18 12 22 14 22 19 C22 24 17 26 15 24 C13 22 16 21 16 23 C18 24 20 21 18 18 C16 15 13 14 14 10 L9 11 L10 8 L14 6 Z" fill="#ffb74d"/>' +
    '<circle cx="17" cy="6" r="1" fill="#3b3f4a"/><path d="M20 10 L24 9 L22 12 Z M21 15 L25 15 L22 18 Z" fill="#ff8a65"/><path d="M15 24 C12 28 16 30 18 28" stroke="#ffb74d" stroke-width="2" fill="none"/>',
  starfish:
    '<path d="M16 3 L19.2 12 L28.6 12.2 L21 18 L23.8 27.2 L16 21.6 L8.2 27.2 L11 18 L3.4 12.2 L12.8 12 Z" fill="#ff8a65" stroke="#f4511e" stroke-width="0.8" stroke-linejoin="round"/>' +
    '<circle cx="16" cy="15" r="1" fill="#ffe0b2"/><circle cx="16" cy="9" r="0.8" fill="#ffe0b2"/><circle cx="21" cy="14" r="0.8" fill="#ffe0b2"/><circle cx="11" cy="14" r="0.8" fill="#ffe0b2"/>',
  beret:
    '<ellipse cx="16" cy="20" rx="13" ry="5" fill="#c62828"/><ellipse cx="15" cy="18" rx="11" ry="5.5" fill="#e53935"/><rect x="15" y="11" width="2" height="3" rx="1" fill="#b71c1c"/>',
  trampoline:
    '<path d="M5 22 L3 30 M27 22 L29 30 M16 24 L16 30" stroke="#4a4f59" stroke-width="1.6"/><ellipse cx="16" cy="21" rx="14" ry="4" fill="#1e88e5"/><ellipse cx="16" cy="20.5" rx="11" ry="2.6" fill="#263238"/>',
  pillow:
    '<path d="M3 16 C3 11 6 10 16 10 C26 10 29 11 29 16 C29 22 26 23 16 23 C6 23 3 22 3 16 Z" fill="#9fc5f8"/><path d="M6 13 C12 12 20 12 26 13" stroke="#ffffff" stroke-width="1" fill="none" opacity="0.7"/>',
  'robot-vacuum':
    '<ellipse cx="16" cy="22" rx="14" ry="5" fill="#4a4f59"/><ellipse cx="16" cy="20" rx="14" ry="5" fill="#b8bfca"/><ellipse cx="16" cy="19.4" rx="5" ry="1.8" fill="#3b3f4a"/><circle cx="22" cy="19" r="0.9" fill="#4caf50"/>',
  ...MORE_DRAWINGS,
  ...VINTAGE_DRAWINGS,
}

/** Where a picture's head is, as fractions of its box: centre of the crown of the head and the head's width. */
export interface Head {
  x: number
  y: number
  w: number
}
const FRONT = { x: 0.5, y: 0.1, w: 0.78 }
export const HEADS: Record<string, Head> = {
  fox: { x: 0.5, y: 0.12, w: 0.8 },
  bear: FRONT,
  panda: FRONT,
  lion: FRONT,
  wolf: FRONT,
  koala: FRONT,
  raccoon: FRONT,
  'teddy-bear': { x: 0.5, y: 0.08, w: 0.55 },
  owl: { x: 0.5, y: 0.14, w: 0.7 },
  frog: { x: 0.5, y: 0.16, w: 0.8 },
  penguin: { x: 0.5, y: 0.06, w: 0.5 },
  octopus: { x: 0.5, y: 0.08, w: 0.6 },
  robot: { x: 0.5, y: 0.14, w: 0.7 },
  alien: { x: 0.5, y: 0.08, w: 0.75 },
  ghost: { x: 0.5, y: 0.08, w: 0.6 },
  skull: { x: 0.5, y: 0.08, w: 0.75 },
  girl: { x: 0.5, y: 0.06, w: 0.75 },
  boy: { x: 0.5, y: 0.06, w: 0.75 },
  // The set's man, woman, person and child are faces seen from the front, like its girl and boy.
  man: { x: 0.5, y: 0.06, w: 0.75 },
  woman: { x: 0.5, y: 0.06, w: 0.75 },
  person: { x: 0.5, y: 0.06, w: 0.75 },
  child: { x: 0.5, y: 0.06, w: 0.75 },
  'cowboy-hat-face': { x: 0.5, y: 0.3, w: 0.7 },
  'person-standing': { x: 0.5, y: 0.04, w: 0.2 },
  'person-beard': { x: 0.5, y: 0.06, w: 0.5 },
  ninja: { x: 0.5, y: 0.06, w: 0.45 },
  cook: { x: 0.5, y: 0.06, w: 0.5 },
  astronaut: { x: 0.5, y: 0.04, w: 0.6 },
  knight: { x: 0.5, y: 0.1, w: 0.28 },
  dog: { x: 0.24, y: 0.12, w: 0.34 },
  cat: { x: 0.22, y: 0.12, w: 0.3 },
  giraffe: { x: 0.22, y: 0.03, w: 0.24 },
  horse: { x: 0.26, y: 0.1, w: 0.3 },
  unicorn: { x: 0.32, y: 0.12, w: 0.42 },
  tiger: { x: 0.18, y: 0.28, w: 0.28 },
  rabbit: { x: 0.3, y: 0.2, w: 0.36 },
  dragon: { x: 0.35, y: 0.06, w: 0.34 },
  't-rex': { x: 0.32, y: 0.1, w: 0.34 },
  monkey: { x: 0.3, y: 0.12, w: 0.38 },
  pig: { x: 0.22, y: 0.3, w: 0.34 },
  elephant: { x: 0.3, y: 0.16, w: 0.46 },
  cow: { x: 0.17, y: 0.2, w: 0.3 },
  mouse: { x: 0.2, y: 0.24, w: 0.3 },
  hedgehog: { x: 0.16, y: 0.46, w: 0.24 },
  turtle: { x: 0.11, y: 0.62, w: 0.16 },
  sun: { x: 0.5, y: 0.26, w: 0.56 },
  gnome: { x: 0.5, y: 0.02, w: 0.38 },
  sloth: { x: 0.25, y: 0.34, w: 0.32 },
  crocodile: { x: 0.38, y: 0.74, w: 0.26 },
  whale: { x: 0.3, y: 0.31, w: 0.4 },
  'spouting-whale': { x: 0.3, y: 0.31, w: 0.4 },
  snail: { x: 0.18, y: 0.1, w: 0.3 },
  chicken: { x: 0.55, y: 0.12, w: 0.5 },
  rooster: { x: 0.22, y: 0.1, w: 0.25 },
  hamster: FRONT,
  parrot: { x: 0.4, y: 0.08, w: 0.4 },
  honeybee: { x: 0.5, y: 0.2, w: 0.4 },
  'tropical-fish': { x: 0.3, y: 0.3, w: 0.3 },
  kangaroo: { x: 0.3, y: 0.05, w: 0.3 },
  'hot-beverage': { x: 0.45, y: 0.22, w: 0.6 },
  // A cactus wears its hat on its middle column's top.
  cactus: { x: 0.5, y: 0.06, w: 0.34 },
}
/** Icons that face right or straight ahead; the rest of the set's animals face left. */
const FACING_RIGHT = /facing-right|person-running|person-walking|^rocket$|flying-saucer|^knight$/
const FACING_FRONT =
  /^(fox|bear|panda|lion|wolf|koala|raccoon|owl|frog|penguin|octopus|robot|alien|ghost|skull|girl|boy|man|woman|person|child|cowboy-hat-face|person-standing|person-beard|ninja|cook|astronaut|teddy-bear|hamster|snowman-without-snow|person-mage|detective|honeybee|cactus)$/

export function headOf(picture: string): Head {
  return HEADS[picture] ?? (FACING_FRONT.test(picture) ? FRONT : { x: 0.3, y: 0.12, w: 0.38 })
}

/** Pictures of a person that show only the head, or the head and shoulders: no legs to sit astride with. */
const BUST =
  /^(girl|boy|man|woman|child|baby|person|older-person|old-(?:wo)?man|person-(?:beard|bald|blonde-hair|curly-hair|red-hair|white-hair|mage|elf|vampire|zombie|superhero|supervillain|with-crown|with-skullcap|with-veil|in-tuxedo)|cowboy-hat-face|(?:mrs|mx)-claus|santa-claus|ninja|cook|astronaut|detective|prince|princess|artist|singer|pilot|(?:man-)?police-officer|mechanic|teacher|technologist|office-worker|health-worker|scientist|farmer|firefighter|judge|student|guard|construction-worker|factory-worker|skull|crown)$/

export const isBust = (picture: string) => BUST.test(picture)

export function facingOf(picture: string): 'left' | 'right' | 'front' {
  if (FACING_RIGHT.test(picture)) return 'right'
  return FACING_FRONT.test(picture) ? 'front' : 'left'
}

/**
 * An outfit drawn over a head (in the scene's units): `cx`/`top` the crown of the head, `w` its width.
 * Returns '' for roles that show nothing on the head.
 */
export function outfitMarkup(
  role: string,
  cx: number,
  top: number,
  w: number,
  crownIcon: (x: number, y: number, size: number) => string,
) {
  const hat = (name: string, scale = 1.3, lift = 0.7) => {
    const size = w * scale
    return `<svg x="${cx - size / 2}" y="${top - size * lift}" width="${size}" height="${size}" viewBox="0 0 32 32" overflow="visible">${DRAWINGS[name]}</svg>`
  }
  switch (role) {
    case 'astronaut': {
      const r = w * 0.78
      const cy = top + w * 0.42
      return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#bfe3ff" fill-opacity="0.28" stroke="#f4f7fb" stroke-width="${w * 0.12}"/><circle cx="${cx}" cy="${cy}" r="${r + w * 0.06}" fill="none" stroke="#8a96a8" stroke-width="${w * 0.04}"/><path d="M${cx - r * 0.55},${cy - r * 0.45} A${r * 0.7},${r * 0.7} 0 0 1 ${cx + r * 0.1},${cy - r * 0.75}" stroke="#ffffff" stroke-width="${w * 0.08}" fill="none" stroke-linecap="round"/><rect x="${cx - r * 0.9}" y="${cy + r * 0.82}" width="${r * 1.8}" height="${w * 0.22}" rx="${w * 0.1}" fill="#e8ecf2" stroke="#8a96a8" stroke-width="${w * 0.03}"/></g>`
    }
    case 'wizard':
    case 'witch':
      return role === 'witch'
        ? hat('wizard-hat', 1.3, 0.75)
            .replace(/#3f51b5/g, '#2b2b36')
            .replace(/#303f9f/g, '#1b1b22')
        : hat('wizard-hat', 1.3, 0.75)
    case 'cowboy':
    case 'cowgirl':
    case 'sheriff':
    case 'farmer':
    case 'ranger':
      return hat('cowboy-hat', 1.4, 0.62)
    case 'santa':
      return hat('santa-hat', 1.3, 0.66)
    case 'firefighter':
      // A red helmet with a brim and a badge.
      return `<g><path d="M${cx - w * 0.5},${top + w * 0.3} C${cx - w * 0.5},${top - w * 0.35} ${cx + w * 0.5},${top - w * 0.35} ${cx + w * 0.5},${top + w * 0.3} Z" fill="#d32f2f"/><rect x="${cx - w * 0.65}" y="${top + w * 0.24}" width="${w * 1.3}" height="${w * 0.12}" rx="${w * 0.05}" fill="#b71c1c"/><circle cx="${cx}" cy="${top + w * 0.05}" r="${w * 0.1}" fill="#ffd54f"/></g>`
    case 'king':
    case 'queen':
    case 'princess':
    case 'prince':
      return crownIcon(cx - w * 0.33, top - w * 0.5, w * 0.66)
    case 'chef':
    case 'baker':
    case 'cook':
      return `<g fill="#ffffff" stroke="#c9ccd3" stroke-width="${w * 0.03}"><rect x="${cx - w * 0.32}" y="${top - w * 0.35}" width="${w * 0.64}" height="${w * 0.38}" rx="${w * 0.05}"/><circle cx="${cx - w * 0.25}" cy="${top - w * 0.42}" r="${w * 0.22}"/><circle cx="${cx + w * 0.25}" cy="${top - w * 0.42}" r="${w * 0.22}"/><circle cx="${cx}" cy="${top - w * 0.55}" r="${w * 0.26}"/></g>`
    case 'pirate':
      return `<g><path d="M${cx - w * 0.75},${top + w * 0.05} Q${cx},${top - w * 0.85} ${cx + w * 0.75},${top + w * 0.05} Q${cx},${top - w * 0.2} ${cx - w * 0.75},${top + w * 0.05} Z" fill="#1f1f26"/><circle cx="${cx}" cy="${top - w * 0.26}" r="${w * 0.1}" fill="#ffffff"/></g>`
    case 'viking':
      return `<g><path d="M${cx - w * 0.45},${top + w * 0.15} A${w * 0.45},${w * 0.45} 0 0 1 ${cx + w * 0.45},${top + w * 0.15} Z" fill="#9aa3b1"/><path d="M${cx - w * 0.42},${top} C${cx - w * 0.8},${top - w * 0.1} ${cx - w * 0.85},${top - w * 0.5} ${cx - w * 0.7},${top - w * 0.7} C${cx - w * 0.6},${top - w * 0.4} ${cx - w * 0.5},${top - w * 0.25} ${cx - w * 0.3},${top - w * 0.15} Z M${cx + w * 0.42},${top} C${cx + w * 0.8},${top - w * 0.1} ${cx + w * 0.85},${top - w * 0.5} ${cx + w * 0.7},${top - w * 0.7} C${cx + w * 0.6},${top - w * 0.4} ${cx + w * 0.5},${top - w * 0.25} ${cx + w * 0.3},${top - w * 0.15} Z" fill="#f3ead7"/></g>`
    case 'samurai':
    case 'ninja':
      return `<rect x="${cx - w * 0.5}" y="${top + w * 0.18}" width="${w}" height="${w * 0.14}" rx="${w * 0.05}" fill="${role === 'ninja' ? '#1f1f26' : '#d32f2f'}"/><path d="M${cx + w * 0.45},${top + w * 0.25} l${w * 0.3},${w * 0.1} l-${w * 0.05},${w * 0.12} Z" fill="${role === 'ninja' ? '#1f1f26' : '#d32f2f'}"/>`
    case 'superhero':
      return `<g><path d="M${cx - w * 0.48},${top + w * 0.3} h${w * 0.96} v${w * 0.2} h-${w * 0.96} Z" fill="#d32f2f"/><circle cx="${cx - w * 0.2}" cy="${top + w * 0.4}" r="${w * 0.07}" fill="#fff"/><circle cx="${cx + w * 0.2}" cy="${top + w * 0.4}" r="${w * 0.07}" fill="#fff"/></g>`
    case 'detective':
      return `<g><path d="M${cx - w * 0.55},${top + w * 0.1} Q${cx},${top - w * 0.6} ${cx + w * 0.55},${top + w * 0.1} Z" fill="#8d6e4a"/><rect x="${cx - w * 0.6}" y="${top + w * 0.04}" width="${w * 1.2}" height="${w * 0.1}" rx="${w * 0.05}" fill="#5d4330"/></g>`
    case 'knight':
      return `<path d="M${cx - w * 0.5},${top + w * 0.4} C${cx - w * 0.5},${top - w * 0.25} ${cx + w * 0.5},${top - w * 0.25} ${cx + w * 0.5},${top + w * 0.4} Z" fill="#b8bfca"/>`
    case 'boxer':
      return ''
    default:
      return ''
  }
}
