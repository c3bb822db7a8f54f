// Side-view outlines face left on a 400 x 300 canvas with the ground at y = 236: plain
// polygons plus wheels, filled with the car's colour or a few neutral tones.

export type Point = readonly [number, number];
export type Fill = 'body' | 'dark' | 'metal' | 'glass';

export interface Shape {
  parts: Array<{ fill: Fill; points: Point[] }>;
  wheels: { xs: number[]; r: number };
}

export const GROUND_Y = 236;

// prettier-ignore
export const rect = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y], [x + w, y], [x + w, y + h], [x, y + h],
];
