/**
 * Drawings of the sample frames, made for OnePair: the server seeds them as catalogue images
 * and the web app uses the same drawings when it falls back to the built-in catalogue.
 */
export type FrameShape = 'round' | 'aviator' | 'goggles' | 'wayfarer' | 'rectangle' | 'cat-eye';

function lensPath(shape: FrameShape, cx: number): string {
  switch (shape) {
    case 'round':
      return `<circle cx="${cx}" cy="60" r="30"/>`;
    case 'aviator':
      return `<path d="M${cx - 34} 42 Q${cx} 30 ${cx + 34} 42 Q${cx + 34} 90 ${cx} 92 Q${cx - 34} 90 ${cx - 34} 42Z"/>`;
    case 'goggles':
      return `<rect x="${cx - 36}" y="36" width="72" height="48" rx="22"/>`;
    case 'wayfarer':
      return `<path d="M${cx - 36} 38 L${cx + 36} 38 L${cx + 30} 84 L${cx - 28} 84Z"/>`;
    case 'rectangle':
      return `<rect x="${cx - 34}" y="42" width="68" height="38" rx="6"/>`;
    case 'cat-eye':
      return `<path d="M${cx - 36} 50 Q${cx - 10} 30 ${cx + 38} 34 Q${cx + 30} 86 ${cx} 86 Q${cx - 34} 84 ${cx - 36} 50Z"/>`;
  }
}

export function glassesSvg(shape: FrameShape, color: string): string {
  const lenses = `${lensPath(shape, 70)}${lensPath(shape, 170)}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="480" height="240">',
    '<rect width="240" height="120" fill="#f1f5f9"/>',
    `<g fill="#dbeafe" fill-opacity="0.7" stroke="${color}" stroke-width="6">${lenses}</g>`,
    `<path d="M104 56 Q120 44 136 56" fill="none" stroke="${color}" stroke-width="5"/>`,
    `<path d="M36 52 L6 44 M204 52 L234 44" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
