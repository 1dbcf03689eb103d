/** Interior composition: sets up the camera and room palette, then draws the shell and the room's furniture. */
import type { Rng } from '../random';
import type { Cam } from './interior-camera';
import { roomShell, type RoomPalette } from './interior-parts';
import type { RoomType } from './kinds';
import { bedroom, diningRoom, kitchen, livingRoom } from './rooms';
import { H, linearGradient, rect, svgDocument, W } from './svg';

const WALLS = ['#efe9df', '#e4ddd1', '#d7dccf', '#d3dde3', '#ead9cf', '#dfe0dc', '#f2efe8'] as const;
const FLOORS = ['#c29a6b', '#d6b68c', '#9b6b46', '#b09a83', '#c8a47a'] as const;
const FABRICS = ['#3d4f66', '#6f7f8f', '#d9cdb8', '#b96f50', '#7b8456', '#8a9aa6', '#e6e1d6', '#5d6b5a'] as const;
const ACCENTS = ['#cfa046', '#b96f50', '#3d4f66', '#7b8456', '#c98f8f', '#4f7f86'] as const;
const WOODS = ['#8b5e3c', '#a87b52', '#5e4030', '#c29a6c'] as const;

export function interiorSvg(rng: Rng, room: RoomType, width: number, height: number): string {
  const eye = rng.float(1.2, 1.4);
  const u = rng.float(134, 146);
  const ceil = 2.7;
  // A camera fairly close to the back wall exaggerates depth the way a wide real-estate lens does.
  const c: Cam = { vx: W / 2 + rng.int(-50, 50), vy: rng.int(50, 72) + (ceil - eye) * u, u, eye, z0: 4.8, left: -rng.float(1.9, 2.2), right: rng.float(1.9, 2.2), ceil };
  const pal: RoomPalette = {
    wall: rng.pick(WALLS),
    floor: rng.pick(FLOORS),
    fabric: rng.pick(FABRICS),
    accent: rng.pick(ACCENTS),
    wood: rng.pick(WOODS),
  };
  const furniture = { living: livingRoom, kitchen, bedroom, dining: diningRoom }[room](rng, c, pal);
  const defs =
    linearGradient('daySky', [[0, '#8fc0e6'], [1, '#e4f1f8']]) +
    '<pattern id="tiles" width="24" height="12" patternUnits="userSpaceOnUse"><rect width="24" height="12" fill="#f4f2ee"/><rect y="11" width="24" height="1" fill="#cfcac1"/><rect x="11.5" width="1" height="6" fill="#cfcac1"/><rect x="23.5" y="6" width="1" height="6" fill="#cfcac1"/><rect y="5.5" width="24" height="1" fill="#cfcac1"/></pattern>' +
    '<radialGradient id="lampGlow"><stop offset="0" stop-color="#fff6d6" stop-opacity="0.7"/><stop offset="1" stop-color="#fff6d6" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>';
  const body = roomShell(rng, c, pal) + furniture + rect(0, 0, W, H, 'url(#vignette)');
  return svgDocument(width, height, defs, body);
}
