// The wheel's face: one sector per prize, in the order of their numeric ids, clockwise from the top.
import type { WheelPrizeView } from './wheelState';

const size = 200;
const centre = size / 2;
const radius = 98;
const fills = ['var(--wheel-a)', 'var(--wheel-b)'];

const point = (angle: number, r: number): string => {
  const rad = (angle * Math.PI) / 180;
  return `${(centre + r * Math.sin(rad)).toFixed(2)} ${(centre - r * Math.cos(rad)).toFixed(2)}`;
};

/** Splits a long title into two lines at the space nearest the middle. */
function lines(title: string): string[] {
  if (title.length <= 12 || !title.includes(' ')) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) if (title[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return [title.slice(0, best), title.slice(best + 1)];
}

export function WheelFace({ prizes }: { prizes: readonly WheelPrizeView[] }) {
  const sector = 360 / Math.max(prizes.length, 1);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={prizes.map((p) => p.title).join(', ')}>
      <circle cx={centre} cy={centre} r={radius + 1} fill="var(--wheel-rim)" />
      {prizes.map((prize, index) => {
        const from = index * sector;
        const to = from + sector;
        const mid = from + sector / 2;
        const text = lines(prize.title);
        return (
          <g key={prize.id} data-prize-id={prize.id}>
            <path d={`M${centre} ${centre} L${point(from, radius)} A${radius} ${radius} 0 ${sector > 180 ? 1 : 0} 1 ${point(to, radius)} Z`} fill={fills[index % 2]} stroke="var(--wheel-rim)" strokeWidth="0.6" />
            <text transform={`rotate(${mid} ${centre} ${centre})`} x={centre} y={centre - radius * 0.62} textAnchor="middle" fontSize="7.5" fill={index % 2 === 0 ? 'var(--wheel-ink-a)' : 'var(--wheel-ink-b)'}>
              {text.map((line, i) => (
                <tspan key={i} x={centre} dy={i === 0 ? 0 : 9}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      <circle cx={centre} cy={centre} r={12} fill="var(--wheel-rim)" />
    </svg>
  );
}
