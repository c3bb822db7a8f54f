// Car, ute and truck outlines, derived from a few measurements each (see silhouette-shape.ts
// for the canvas). Placeholders that read as the right kind of car, not model drawings.
import { rect, type Point, type Shape } from './silhouette-shape.ts';
import { BUS, CARAVAN, MOTORCYCLE, MOTORHOME } from './special-silhouettes.ts';
import type { Silhouette } from '#shared/inventory/car-images.ts';

// prettier-ignore
interface CarOutline {
  x0: number; x1: number; sill: number; nose: number; belt: number; roof: number;
  a0: number; a1: number; c1: number; c0: number; tail: number; r: number; panel?: boolean;
}

/** Bonnet, windscreen, roof, rear glass and deck; windows split by a B-pillar. */
function drawCar(o: CarOutline): Shape {
  const mid = Math.round((o.a1 + o.c1) / 2);
  // prettier-ignore
  const body: Point[] = [[o.x0, o.sill], [o.x0, o.nose], [o.x0 + 12, o.belt], [o.a0, o.belt],
    [o.a1, o.roof], [o.c1, o.roof], [o.c0, o.belt], [o.x1, o.tail], [o.x1, o.sill]];
  // prettier-ignore
  const front: Point[] = [[o.a0 + 9, o.belt - 3], [o.a1 + 3, o.roof + 6], [mid - 3, o.roof + 6], [mid - 3, o.belt - 3]];
  // prettier-ignore
  const rear: Point[] = [[mid + 3, o.belt - 3], [mid + 3, o.roof + 6], [o.c1 - 3, o.roof + 6], [o.c0 - 9, o.belt - 3]];
  const parts: Shape['parts'] = [
    { fill: 'body', points: body },
    { fill: 'glass', points: front },
  ];
  if (!o.panel) parts.push({ fill: 'glass', points: rear });
  return { parts, wheels: { xs: [o.x0 + 66, o.x1 - 70], r: o.r } };
}

/** A cab ending at `cabEnd`; `bed` draws what sits behind it (tub or tray). */
function drawCab(cabEnd: number, bed: 'tub' | 'tray'): Shape {
  const [x0, x1, sill, belt, roof] = [30, 370, 208, 156, 102];
  const mid = Math.round((162 + cabEnd) / 2);
  // prettier-ignore
  const back: Point[] = bed === 'tub' ? [[cabEnd, belt], [x1, belt], [x1, sill]] : [[cabEnd, sill]];
  // prettier-ignore
  const body: Point[] = [[x0, sill], [x0, 172], [x0 + 12, belt], [130, belt], [162, roof], [cabEnd, roof], ...back];
  // prettier-ignore
  const parts: Shape['parts'] = [
    { fill: 'body', points: body },
    { fill: 'glass', points: [[139, belt - 3], [165, roof + 6], [mid - 3, roof + 6], [mid - 3, belt - 3]] },
    { fill: 'glass', points: [[mid + 3, belt - 3], [mid + 3, roof + 6], [cabEnd - 6, roof + 6], [cabEnd - 6, belt - 3]] },
  ];
  if (bed === 'tray') {
    parts.push({ fill: 'dark', points: rect(cabEnd, sill - 16, x1 - cabEnd - 10, 10) });
    parts.push({ fill: 'metal', points: rect(cabEnd + 6, belt + 8, x1 - cabEnd - 6, 12) });
    parts.push({ fill: 'metal', points: rect(cabEnd + 6, roof + 14, 7, belt - roof - 6) });
  }
  return { parts, wheels: { xs: [98, 300], r: 30 } };
}

/** Cab-over truck: flat-fronted cab, then a box body or a tray. */
function drawCabOver(top: number, behind: 'box' | 'tray', r: number, rearXs: number[]): Shape {
  // prettier-ignore
  const cab = [[30, 214], [30, top + 20], [42, top], [116, top], [116, 214]] as Point[];
  // prettier-ignore
  const parts: Shape['parts'] = [
    { fill: 'dark', points: rect(100, 196, 262, 10) },
    { fill: 'body', points: cab },
    { fill: 'glass', points: [[40, top + 22], [50, top + 10], [104, top + 10], [104, top + 50], [40, top + 50]] },
  ];
  if (behind === 'box') parts.push({ fill: 'body', points: rect(122, top - 24, 250, 220 - top) });
  else {
    parts.push({ fill: 'metal', points: rect(124, 178, 248, 14) });
    parts.push({ fill: 'metal', points: rect(124, top + 12, 8, 178 - top - 12) });
  }
  return { parts, wheels: { xs: [80, ...rearXs], r } };
}

// prettier-ignore
const sedan: CarOutline = { x0: 36, x1: 364, sill: 214, nose: 190, belt: 172, roof: 122, a0: 150, a1: 190, c1: 270, c0: 314, tail: 168, r: 26 };
const hatch: CarOutline = { ...sedan, x0: 56, x1: 344, roof: 118, c1: 296, c0: 340, tail: 178 };
const wagon: CarOutline = { ...sedan, roof: 120, c1: 342, c0: 362, tail: 176 };
// prettier-ignore
const suv: CarOutline = { x0: 40, x1: 360, sill: 208, nose: 178, belt: 160, roof: 100, a0: 140, a1: 176, c1: 332, c0: 356, tail: 166, r: 30 };
// prettier-ignore
const coupe: CarOutline = { ...sedan, sill: 216, nose: 194, belt: 176, roof: 132, a0: 158, a1: 206, c1: 262, c0: 330, tail: 172, r: 27 };
/** Roof down: a windscreen frame only; soft top: a dark fabric roof with one side window. */
function drawConvertible(top: boolean): Shape {
  const [body] = drawCar({ ...coupe, roof: 176, a1: 188, c1: 300, c0: 310, tail: 174 }).parts;
  const parts: Shape['parts'] = body ? [body] : [];
  // prettier-ignore
  if (top) {
    parts.push({ fill: 'dark', points: [[176, 176], [204, 136], [270, 136], [320, 176]] });
    parts.push({ fill: 'glass', points: [[186, 173], [208, 143], [248, 143], [248, 173]] });
  } else parts.push({ fill: 'glass', points: [[160, 176], [190, 140], [197, 142], [172, 176]] });
  return { parts, wheels: { xs: [coupe.x0 + 66, coupe.x1 - 70], r: coupe.r } };
}

// prettier-ignore
export const SHAPES: Readonly<Record<Silhouette, Shape>> = {
  car: drawCar(sedan),
  sedan: drawCar(sedan),
  hatch: drawCar(hatch),
  hatchback: drawCar(hatch),
  wagon: drawCar(wagon),
  stationWagon: drawCar(wagon),
  suv: drawCar(suv),
  '4x4': drawCar({ ...suv, nose: 170, belt: 156, roof: 94, a0: 132, a1: 160, c1: 346, c0: 354, tail: 158, r: 32 }),
  peopleMover: drawCar({ ...suv, x0: 34, x1: 366, nose: 182, belt: 158, roof: 96, a0: 118, a1: 170, c1: 352, c0: 362, r: 28 }),
  van: drawCar({ ...suv, sill: 210, nose: 184, belt: 150, roof: 84, a0: 92, a1: 128, c1: 358, c0: 360, tail: 90, r: 28, panel: true }),
  coupe: drawCar(coupe),
  hardtop: drawCar({ ...coupe, roof: 136, c0: 316 }),
  convertible: drawConvertible(false),
  softtop: drawConvertible(true),
  ute: drawCab(236, 'tub'),
  cabChassis: drawCab(236, 'tray'),
  lightTruck: drawCabOver(104, 'box', 26, [300]),
  truck: drawCabOver(80, 'tray', 30, [284, 342]),
  bus: BUS,
  motorhome: MOTORHOME,
  rv: CARAVAN,
  motorcycle: MOTORCYCLE,
};
