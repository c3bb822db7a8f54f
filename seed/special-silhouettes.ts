// Outlines that are not a car body: bus, motorhome, caravan and motorcycle (same canvas and
// conventions as silhouette-shape.ts).
import { rect, type Shape } from './silhouette-shape.ts';

// prettier-ignore
export const BUS: Shape = {
  parts: [
    { fill: 'body', points: [[24, 214], [24, 108], [36, 84], [376, 84], [376, 214]] },
    { fill: 'glass', points: [[30, 112], [42, 92], [62, 92], [62, 206], [30, 206]] },
    ...[78, 136, 194, 252, 310].map((x) => ({ fill: 'glass' as const, points: rect(x, 98, 50, 44) })),
  ],
  wheels: { xs: [96, 306], r: 28 },
};

// prettier-ignore
export const MOTORHOME: Shape = {
  parts: [
    { fill: 'body', points: [[28, 214], [28, 182], [46, 160], [96, 150], [96, 214]] },
    { fill: 'body', points: [[62, 116], [86, 70], [372, 70], [372, 212], [90, 212], [90, 116]] },
    { fill: 'glass', points: [[44, 176], [58, 160], [88, 156], [88, 176]] },
    { fill: 'glass', points: rect(150, 98, 64, 34) },
    { fill: 'glass', points: rect(284, 98, 54, 34) },
    { fill: 'metal', points: rect(226, 96, 40, 106) },
  ],
  wheels: { xs: [84, 300], r: 28 },
};

// prettier-ignore
export const CARAVAN: Shape = {
  parts: [
    { fill: 'dark', points: [[16, 196], [74, 184], [74, 194], [16, 202]] },
    { fill: 'body', points: [[72, 206], [72, 100], [94, 76], [362, 76], [372, 88], [372, 206]] },
    { fill: 'glass', points: rect(106, 104, 72, 36) },
    { fill: 'glass', points: rect(290, 104, 58, 36) },
    { fill: 'metal', points: rect(206, 98, 42, 100) },
  ],
  wheels: { xs: [232, 280], r: 24 },
};

// prettier-ignore
export const MOTORCYCLE: Shape = {
  parts: [
    { fill: 'dark', points: [[100, 200], [110, 200], [152, 136], [142, 132]] },
    { fill: 'dark', points: [[168, 168], [242, 160], [252, 204], [188, 208]] },
    { fill: 'dark', points: [[240, 190], [300, 196], [300, 206], [240, 200]] },
    { fill: 'dark', points: [[236, 134], [302, 126], [308, 134], [246, 148]] },
    { fill: 'body', points: [[122, 150], [152, 126], [166, 160], [134, 172]] },
    { fill: 'body', points: [[160, 150], [184, 128], [240, 132], [260, 148], [230, 162], [164, 168]] },
    { fill: 'body', points: [[262, 146], [334, 128], [338, 138], [270, 160]] },
    { fill: 'glass', points: [[140, 130], [154, 108], [162, 112], [152, 134]] },
  ],
  wheels: { xs: [104, 300], r: 36 },
};
