/**
 * Clean, generated product pictures for the demo catalogue (no downloads): a line drawing of
 * the appliance kind with the brand and model on it, as an 800×800 SVG for sharp to rasterise.
 */
export interface DrawingInput {
  drawing: string;
  brand: string;
  code: string;
  /** Finish shown on the body: 'Must', 'Roostevaba teras', … */
  colour?: string;
}

const SIZE = 800;
const INK = '#1f2937';
const LINE = `stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;

function bodyFill(colour?: string): string {
  switch (colour) {
    case 'Must':
      return '#374151';
    case 'Antratsiit':
      return '#4b5563';
    case 'Roostevaba teras':
    case 'Hõbedane':
      return '#d1d5db';
    default:
      return '#f9fafb';
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const shapes: Record<string, (fill: string) => string> = {
  washer: (f) => `
    <rect x="230" y="170" width="340" height="430" rx="22" fill="${f}" ${LINE}/>
    <line x1="230" y1="250" x2="570" y2="250" ${LINE}/>
    <circle cx="300" cy="210" r="14" fill="none" ${LINE}/><rect x="420" y="198" width="110" height="26" rx="6" fill="#bfdbfe" ${LINE}/>
    <circle cx="400" cy="420" r="120" fill="#e5e7eb" ${LINE}/><circle cx="400" cy="420" r="84" fill="#bfdbfe" ${LINE}/>`,
  dishwasher: (f) => `
    <rect x="230" y="170" width="340" height="430" rx="18" fill="${f}" ${LINE}/>
    <line x1="230" y1="240" x2="570" y2="240" ${LINE}/>
    <rect x="330" y="262" width="140" height="16" rx="8" fill="${INK}"/>
    <rect x="440" y="194" width="100" height="22" rx="6" fill="#bfdbfe" ${LINE}/>`,
  fridge: (f) => `
    <rect x="270" y="110" width="260" height="560" rx="20" fill="${f}" ${LINE}/>
    <line x1="270" y1="330" x2="530" y2="330" ${LINE}/>
    <line x1="500" y1="160" x2="500" y2="290" ${LINE}/><line x1="500" y1="370" x2="500" y2="520" ${LINE}/>`,
  chest: (f) => `
    <rect x="170" y="330" width="460" height="270" rx="18" fill="${f}" ${LINE}/>
    <rect x="160" y="290" width="480" height="60" rx="14" fill="${f}" ${LINE}/>
    <rect x="360" y="360" width="80" height="14" rx="7" fill="${INK}"/>`,
  cooker: (f) => `
    <rect x="230" y="200" width="340" height="400" rx="16" fill="${f}" ${LINE}/>
    <rect x="230" y="170" width="340" height="40" rx="10" fill="#111827" ${LINE}/>
    <circle cx="300" cy="235" r="10" fill="${INK}"/><circle cx="350" cy="235" r="10" fill="${INK}"/>
    <circle cx="450" cy="235" r="10" fill="${INK}"/><circle cx="500" cy="235" r="10" fill="${INK}"/>
    <rect x="270" y="300" width="260" height="200" rx="14" fill="#1f2937" ${LINE}/>
    <rect x="300" y="280" width="200" height="12" rx="6" fill="${INK}"/>`,
  oven: (f) => `
    <rect x="210" y="210" width="380" height="380" rx="16" fill="${f}" ${LINE}/>
    <line x1="210" y1="280" x2="590" y2="280" ${LINE}/>
    <rect x="340" y="232" width="120" height="28" rx="6" fill="#bfdbfe" ${LINE}/>
    <rect x="260" y="320" width="280" height="220" rx="14" fill="#1f2937" ${LINE}/>
    <rect x="300" y="300" width="200" height="12" rx="6" fill="${INK}"/>`,
  hob: () => `
    <rect x="150" y="260" width="500" height="300" rx="20" fill="#111827" ${LINE}/>
    <circle cx="270" cy="350" r="60" fill="none" stroke="#9ca3af" stroke-width="6"/>
    <circle cx="270" cy="470" r="45" fill="none" stroke="#9ca3af" stroke-width="6"/>
    <circle cx="520" cy="350" r="45" fill="none" stroke="#9ca3af" stroke-width="6"/>
    <circle cx="520" cy="470" r="60" fill="none" stroke="#9ca3af" stroke-width="6"/>
    <rect x="350" y="520" width="100" height="18" rx="6" fill="#374151"/>`,
  hood: (f) => `
    <rect x="350" y="130" width="100" height="250" fill="${f}" ${LINE}/>
    <path d="M250 380 L550 380 L640 500 L160 500 Z" fill="${f}" ${LINE}/>
    <rect x="160" y="500" width="480" height="40" rx="8" fill="${f}" ${LINE}/>`,
  microwave: (f) => `
    <rect x="170" y="260" width="460" height="290" rx="18" fill="${f}" ${LINE}/>
    <rect x="200" y="295" width="300" height="220" rx="12" fill="#1f2937" ${LINE}/>
    <circle cx="565" cy="340" r="22" fill="none" ${LINE}/><rect x="535" y="400" width="60" height="90" rx="8" fill="#bfdbfe" ${LINE}/>`,
  coffee: (f) => `
    <rect x="280" y="150" width="240" height="460" rx="24" fill="${f}" ${LINE}/>
    <rect x="310" y="190" width="180" height="70" rx="10" fill="#bfdbfe" ${LINE}/>
    <rect x="370" y="300" width="60" height="40" rx="8" fill="${INK}"/>
    <path d="M355 470 L445 470 L435 540 L365 540 Z" fill="#fff" ${LINE}/>`,
  tower: (f) => `
    <rect x="300" y="140" width="200" height="480" rx="60" fill="${f}" ${LINE}/>
    ${[220, 260, 300, 340, 380, 420].map((y) => `<line x1="340" y1="${y}" x2="460" y2="${y}" ${LINE}/>`).join('')}
    <circle cx="400" cy="520" r="26" fill="#bfdbfe" ${LINE}/>`,
  vacuum: (f) => `
    <ellipse cx="330" cy="500" rx="150" ry="100" fill="${f}" ${LINE}/>
    <circle cx="240" cy="580" r="30" fill="${INK}"/><circle cx="420" cy="580" r="30" fill="${INK}"/>
    <path d="M440 460 C560 420 580 300 520 220" fill="none" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>
    <line x1="520" y1="220" x2="600" y2="620" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>
    <rect x="560" y="615" width="110" height="26" rx="8" fill="${INK}"/>`,
  robot: (f) => `
    <circle cx="400" cy="420" r="200" fill="${f}" ${LINE}/>
    <circle cx="400" cy="420" r="140" fill="none" stroke="#9ca3af" stroke-width="4"/>
    <circle cx="400" cy="290" r="30" fill="#bfdbfe" ${LINE}/>`,
};

/** The SVG picture for a product; an unknown kind gets a plain box. */
export function productDrawingSvg(input: DrawingInput): string {
  const shape = shapes[input.drawing] ?? shapes.dishwasher!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>
  <ellipse cx="400" cy="690" rx="280" ry="26" fill="#e5e7eb"/>
  ${shape(bodyFill(input.colour))}
  <text x="40" y="80" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" font-weight="700" fill="#1e3a8a">${escapeXml(input.brand)}</text>
  <text x="400" y="770" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="34" fill="${INK}">${escapeXml(input.code)}</text>
</svg>`;
}

/** The fallback picture used when a product has no image (SPEC §9). */
export function fallbackSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="#f3f4f6"/>
  <rect x="250" y="250" width="300" height="300" rx="24" fill="none" stroke="#9ca3af" stroke-width="10"/>
  <path d="M280 500 L370 390 L440 460 L480 420 L520 500 Z" fill="#9ca3af"/>
  <circle cx="470" cy="330" r="30" fill="#9ca3af"/>
  <text x="400" y="640" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#6b7280">Pilt puudub</text>
</svg>`;
}
