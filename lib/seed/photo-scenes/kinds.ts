/** The kinds of picture the photo pool can ask for: house styles outside, room types inside. */

export const HOUSE_STYLES = ['colonial', 'cape', 'ranch', 'farmhouse', 'shingle', 'modern', 'waterfront'] as const;
export type HouseStyle = (typeof HOUSE_STYLES)[number];
export const ROOM_TYPES = ['living', 'kitchen', 'bedroom', 'dining'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
