import { useId } from 'react';

export interface ChartPoint {
  day: string;
  count: number;
}

const W = 640;
const H = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

/**
 * A small SVG bar chart of daily counts (the project has no chart library installed; see
 * docs/admin-console.md): axis labels, a title and a data table for screen readers.
 */
export function DailyChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.count));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const barW = Math.max(1, step * 0.7);
  const y = (count: number) => PAD.top + innerH - (count / max) * innerH;
  const ticks = [0, Math.round(max / 2), max];
  const labelEvery = Math.ceil(points.length / 6);
  return (
    <figure className="stack stack--sm" style={{ margin: 0 }}>
      <figcaption className="text-sm" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="admin-chart"
        role="img"
        aria-labelledby={`${id}-title`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-border)"
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              fontSize="11"
              textAnchor="end"
              fill="var(--color-text-muted)"
            >
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, i) => (
          <g key={point.day}>
            <rect
              x={PAD.left + i * step + (step - barW) / 2}
              y={y(point.count)}
              width={barW}
              height={PAD.top + innerH - y(point.count)}
              fill="var(--color-primary)"
              rx="2"
            >
              <title>{`${point.day}: ${point.count}`}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text
                x={PAD.left + i * step + step / 2}
                y={H - 8}
                fontSize="11"
                textAnchor="middle"
                fill="var(--color-text-muted)"
              >
                {point.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{point.day}</th>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
