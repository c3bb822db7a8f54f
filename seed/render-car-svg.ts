// Renders a silhouette as a small standalone SVG (4:3, role="img" with a <title>), with
// <view> crops so `file.svg#front`, `#rear` and `#wheel` show details of the same picture.
import { BODY_TYPE_LABELS, type BodyType } from '#shared/inventory/body-types.ts';
import { COLOURS, type ColourKey, type Silhouette } from '#shared/inventory/car-images.ts';
import { GROUND_Y, type Fill, type Point } from './silhouette-shape.ts';
import { SHAPES } from './car-silhouettes.ts';

const WIDTH = 400;
const HEIGHT = 300;
const BACKGROUND = '#eef1f4';
const FILLS: Record<Exclude<Fill, 'body'>, string> = {
  dark: '#2a2d31',
  metal: '#b9bfc6',
  glass: '#9fb6cc',
};
const KIND_LABELS: Record<string, string> = {
  car: 'Car',
  truck: 'Truck',
  rv: 'Caravan',
  motorcycle: 'Motorcycle',
};

function labelSilhouette(silhouette: Silhouette): string {
  return KIND_LABELS[silhouette] ?? BODY_TYPE_LABELS[silhouette as BodyType];
}

function openSvg(title: string, views: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" ` +
    `height="${HEIGHT}" role="img"><title>${title}</title>${views}` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>`
  );
}

function drawPolygon(points: Point[], fill: string, outlined: boolean): string {
  const stroke = outlined ? ' stroke="#2b2f34" stroke-width="2" stroke-linejoin="round"' : '';
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"${stroke}/>`;
}

export function renderCarSvg(silhouette: Silhouette, colour: ColourKey): string {
  const shape = SHAPES[silhouette];
  const { xs, r } = shape.wheels;
  const cy = GROUND_Y - r;
  const frontWheel = xs[0] ?? WIDTH / 2;
  const views =
    `<view id="front" viewBox="0 75 200 150"/><view id="rear" viewBox="200 75 200 150"/>` +
    `<view id="wheel" viewBox="${frontWheel - 80} ${cy - 60} 160 120"/>`;
  const parts = shape.parts
    .map(({ fill, points }) =>
      drawPolygon(points, fill === 'body' ? COLOURS[colour].hex : FILLS[fill], fill !== 'glass'),
    )
    .join('');
  const wheels = xs
    .map(
      (x) =>
        `<circle cx="${x}" cy="${cy}" r="${r}" fill="#1d1f22"/>` +
        `<circle cx="${x}" cy="${cy}" r="${Math.round(r * 0.55)}" fill="#aeb4bb"/>`,
    )
    .join('');
  return (
    openSvg(`${COLOURS[colour].label} ${labelSilhouette(silhouette)}`, views) +
    `<ellipse cx="200" cy="${GROUND_Y + 2}" rx="176" ry="7" fill="#d3d8de"/>` +
    `${parts}${wheels}</svg>\n`
  );
}

export function renderImageNotFoundSvg(): string {
  return (
    openSvg('Image not found', '') +
    `<rect x="150" y="100" width="100" height="74" rx="10" fill="none" stroke="#8a939d" stroke-width="6"/>` +
    `<circle cx="200" cy="137" r="20" fill="none" stroke="#8a939d" stroke-width="6"/>` +
    `<rect x="168" y="88" width="30" height="14" rx="3" fill="#8a939d"/>` +
    `<text x="200" y="214" text-anchor="middle" font-family="sans-serif" font-size="20" ` +
    `fill="#55606e">Image not found</text></svg>\n`
  );
}
