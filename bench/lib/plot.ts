// A hand-written SVG line chart with logarithmic axes: select() latency against catalogue size.
// No library, no browser: the numbers go straight into path coordinates.

export interface Series {
  label: string;
  colour: string;
  dashed?: boolean;
  points: { x: number; y: number }[];
}

export interface LogLogChart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  width?: number;
  height?: number;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decades(min: number, max: number): number[] {
  const out: number[] = [];
  for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) out.push(10 ** e);
  return out;
}

function tickLabel(v: number): string {
  if (v >= 1e6) return `${v / 1e6}M`;
  if (v >= 1e3) return `${v / 1e3}k`;
  return String(v);
}

export function logLogSvg(chart: LogLogChart): string {
  const W = chart.width ?? 720;
  const H = chart.height ?? 440;
  const m = { left: 70, right: 190, top: 44, bottom: 56 };
  const pts = chart.series.flatMap((s) => s.points).filter((p) => p.x > 0 && p.y > 0 && Number.isFinite(p.y));
  const xs = decades(Math.min(...pts.map((p) => p.x)), Math.max(...pts.map((p) => p.x)));
  const ys = decades(Math.min(...pts.map((p) => p.y)), Math.max(...pts.map((p) => p.y)));
  const [x0, x1] = [Math.log10(xs[0]!), Math.log10(xs[xs.length - 1]!)];
  const [y0, y1] = [Math.log10(ys[0]!), Math.log10(ys[ys.length - 1]!)];
  const px = (x: number) => m.left + ((Math.log10(x) - x0) / (x1 - x0 || 1)) * (W - m.left - m.right);
  const py = (y: number) => H - m.bottom - ((Math.log10(y) - y0) / (y1 - y0 || 1)) * (H - m.top - m.bottom);
  const f = (n: number) => n.toFixed(1);

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2 - m.right / 2 + m.left / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold">${esc(chart.title)}</text>`,
  ];
  for (const x of xs) {
    out.push(`<line x1="${f(px(x))}" y1="${m.top}" x2="${f(px(x))}" y2="${H - m.bottom}" stroke="#e4e4e4"/>`);
    out.push(`<text x="${f(px(x))}" y="${H - m.bottom + 18}" text-anchor="middle">${tickLabel(x)}</text>`);
  }
  for (const y of ys) {
    out.push(`<line x1="${m.left}" y1="${f(py(y))}" x2="${W - m.right}" y2="${f(py(y))}" stroke="#e4e4e4"/>`);
    out.push(`<text x="${m.left - 8}" y="${f(py(y) + 4)}" text-anchor="end">${tickLabel(y)}</text>`);
  }
  out.push(`<rect x="${m.left}" y="${m.top}" width="${W - m.left - m.right}" height="${H - m.top - m.bottom}" fill="none" stroke="#888"/>`);
  out.push(`<text x="${(m.left + W - m.right) / 2}" y="${H - 14}" text-anchor="middle">${esc(chart.xLabel)}</text>`);
  out.push(`<text transform="translate(18 ${(m.top + H - m.bottom) / 2}) rotate(-90)" text-anchor="middle">${esc(chart.yLabel)}</text>`);

  chart.series.forEach((s, i) => {
    const p = s.points.filter((q) => q.x > 0 && q.y > 0 && Number.isFinite(q.y));
    if (p.length === 0) return;
    const d = p.map((q, k) => `${k ? 'L' : 'M'}${f(px(q.x))} ${f(py(q.y))}`).join(' ');
    out.push(`<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`);
    for (const q of p) {
      out.push(`<circle cx="${f(px(q.x))}" cy="${f(py(q.y))}" r="3.5" fill="${s.colour}"><title>${esc(`${s.label}: ${q.y} at ${q.x}`)}</title></circle>`);
      out.push(`<text x="${f(px(q.x) + 6)}" y="${f(py(q.y) - 6)}" font-size="10" fill="${s.colour}">${esc(String(q.y))}</text>`);
    }
    const ly = m.top + 14 + i * 22;
    const lx = W - m.right + 14;
    out.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 26}" y2="${ly}" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`);
    out.push(`<text x="${lx + 32}" y="${ly + 4}">${esc(s.label)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
