/** Where a vehicle stands: the backdrop behind it and the floor it casts a shadow on. */
export type SceneName = 'studio' | 'lot' | 'dusk';

export interface Scene {
  defs: string;
  /** Drawn before the vehicle. */
  back: string;
  /** Drawn over everything: light fall-off towards the corners, as a lens gives. */
  front: string;
  /** Whether the floor is glossy enough to mirror the vehicle. */
  reflective: boolean;
}

/** A backdrop for a `width` × `height` picture whose horizon sits at `horizon` px. */
export function scene(name: SceneName, width: number, height: number, horizon: number): Scene {
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.55" r="0.78">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>`;
  const front = `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  const h = horizon / height;
  if (name === 'studio') {
    return {
      reflective: true,
      front,
      defs: `${vignette}
      <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#c9cdd2"/><stop offset="${(h * 0.7).toFixed(3)}" stop-color="#eef0f2"/>
        <stop offset="${h.toFixed(3)}" stop-color="#e2e4e7"/><stop offset="${Math.min(0.99, h + 0.08).toFixed(3)}" stop-color="#c3c6cb"/>
        <stop offset="1" stop-color="#8e9299"/></linearGradient>
      <radialGradient id="spot" cx="0.5" cy="${(h * 0.85).toFixed(3)}" r="0.5">
        <stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
      back: `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>
      <ellipse cx="${width / 2}" cy="${horizon * 0.8}" rx="${width * 0.45}" ry="${horizon * 0.55}" fill="url(#spot)"/>`,
    };
  }
  const dusk = name === 'dusk';
  const sky = dusk ? ['#3f5375', '#9a8aa0', '#f0b184'] : ['#6f9fd3', '#a9c8e6', '#e4eef5'];
  const ground = dusk ? ['#5a5657', '#2e2d30'] : ['#8b8d90', '#505256'];
  const hills = dusk ? '#4b5068' : '#7d9488';
  const trees = dusk ? '#2c3040' : '#3f5a45';
  const ridge = (base: number, amplitude: number, seed: number) => {
    const points: string[] = [`M0 ${base}`];
    for (let x = 0; x <= width; x += width / 16) {
      const y =
        base -
        amplitude *
          (0.55 + 0.45 * Math.sin(x / (width / 5) + seed) * Math.cos(x / (width / 13) + seed * 2));
      points.push(`L${x.toFixed(0)} ${y.toFixed(0)}`);
    }
    return `${points.join(' ')} L${width} ${horizon + 2} L0 ${horizon + 2} Z`;
  };
  // Parking-bay lines running towards the camera, faint with distance.
  const lines = Array.from({ length: 4 }, (_, i) => {
    const x = width * (0.08 + i * 0.3);
    return `<path d="M${x} ${horizon + height * 0.012} L${x + width * 0.006} ${horizon + height * 0.012} L${x - width * 0.05} ${height} L${x - width * 0.075} ${height} Z" fill="#efece2" opacity="0.3"/>`;
  }).join('');
  return {
    reflective: false,
    front,
    defs: `${vignette}
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>
      <linearGradient id="curb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d6cf"/><stop offset="1" stop-color="#8f8c86"/></linearGradient>`,
    back: `<rect width="${width}" height="${horizon + 2}" fill="url(#sky)"/>
      <path d="${ridge(horizon - height * 0.05, height * 0.12, 1.3)}" fill="${hills}" opacity="0.45"/>
      <path d="${ridge(horizon, height * 0.07, 4.1)}" fill="${trees}" opacity="0.85"/>
      <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>
      <rect y="${horizon}" width="${width}" height="${(height * 0.012).toFixed(0)}" fill="url(#curb)"/>
      ${lines}`,
  };
}
