/**
 * SVG drawings behind the demo photo pool (see photos.ts, which renders them to JPEG).
 *
 * Everything is drawn on a fixed 960×640 canvas and scaled by the SVG viewBox, so the
 * proportions stay valid whatever output size is asked for. Every random choice goes
 * through the Rng handed in, never Math.random, so a given seed always redraws the same picture.
 */
export { avatarSvg } from './avatars';
export { exteriorSvg } from './exterior';
export { interiorSvg } from './interiors';
export { HOUSE_STYLES, ROOM_TYPES } from './kinds';
export { placeholderSvg } from './placeholder';
